import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CookieJar } from "../integration/staff-sign-in/oidc-flow";
import {
  type BuiltRoute,
  builtRoutes,
  type RunningServer,
  startProductionServer,
} from "./support/production-server";
import { signInAsStaff } from "./support/staff";

/*
 * Every route at /admin, taken from the build's route manifest, so a route added tomorrow is
 * checked too. Each loader is asked on its own, as a client-side navigation asks it (a
 * layout's check does not run then), and each action is posted to on its own, as a form with
 * JavaScript does: a handler that skipped staffLoader/staffAction answers instead of sending
 * the visitor to sign in.
 */

const routes = builtRoutes();
const routesById = new Map(routes.map((route) => [route.id, route]));

/** Where a route answers, its parameters filled with ids that belong to nothing. */
function addressOf(route: BuiltRoute) {
  const segments: string[] = [];
  for (let at: BuiltRoute | undefined = route; at; at = routesById.get(at.parentId ?? "")) {
    if (at.path) segments.unshift(at.path);
  }
  return `/${segments.join("/")}`.replace(/:\w+|\*$/g, "finnes-ikke");
}

const adminRoutes = routes
  .map((route) => ({ route, address: addressOf(route) }))
  .filter(({ address }) => address === "/admin" || address.startsWith("/admin/"));
const loaders = adminRoutes.filter(({ route }) => route.hasLoader);
const actions = adminRoutes.filter(({ route }) => route.hasAction);

const signInFor = (address: string) => `/auth?${new URLSearchParams({ redirectTo: address })}`;

let server: RunningServer;

beforeAll(async () => {
  server = await startProductionServer();
});

afterAll(async () => {
  await server?.stop();
});

/** Only this route's loader, as Remix fetches it on a client-side navigation. */
function loadData(route: BuiltRoute, address: string, cookie = "") {
  const query = new URLSearchParams({ _routes: route.id });
  return fetch(`${server.url}${address}.data?${query}`, {
    redirect: "manual",
    headers: { Cookie: cookie },
  });
}

/** An empty form to this route's action, as Remix posts it with JavaScript on. */
function postForm(route: BuiltRoute, address: string, cookie = "") {
  return fetch(`${server.url}${address}.data${route.index ? "?index" : ""}`, {
    method: "POST",
    redirect: "manual",
    headers: {
      "Content-Type": "application/x-www-form-urlencoded",
      Origin: server.url,
      Cookie: cookie,
    },
    body: "",
  });
}

describe("the back office to someone not signed in", () => {
  it("is found in the build: the overview, lists, pages with ids, downloads and forms", () => {
    expect(loaders.map(({ address }) => address)).toEqual(
      expect.arrayContaining([
        "/admin",
        "/admin/henvendelser",
        "/admin/henvendelser/finnes-ikke/vedlegg/finnes-ikke",
        "/admin/nyhetsbrev/eksport",
      ]),
    );
    expect(actions.map(({ address }) => address)).toEqual(
      expect.arrayContaining(["/admin/okter", "/admin/kundeprosjekter/finnes-ikke/runde"]),
    );
  });

  it.each(loaders)(
    "$route.id: the page and its own loader send them to sign in",
    async ({ route, address }) => {
      const page = await fetch(`${server.url}${address}`, { redirect: "manual" });
      expect(page.status).toBe(303);
      expect(page.headers.get("location")).toBe(signInFor(address));
      await page.arrayBuffer();
      const data = await loadData(route, address);
      expect(data.headers.get("location")).toBe(signInFor(address));
      await data.arrayBuffer();
    },
  );

  it.each(actions)(
    "$route.id: a form to its action sends them to sign in",
    async ({ route, address }) => {
      const answer = await postForm(route, address);
      expect(answer.headers.get("location")).toBe(signInFor(address));
      await answer.arrayBuffer();
    },
  );
});

describe("the back office to signed-in staff", () => {
  let staff: CookieJar;

  beforeAll(async () => {
    staff = await signInAsStaff(server);
  });

  it.each(loaders)("$route.id: its loader answers", async ({ route, address }) => {
    const data = await loadData(route, address, staff.header());
    expect(data.status).toBeLessThan(500);
    expect(data.headers.get("location") ?? "").not.toMatch(/^\/auth/);
    await data.arrayBuffer();
  });

  it.each(actions)("$route.id: its action takes the form", async ({ route, address }) => {
    const answer = await postForm(route, address, staff.header());
    expect(answer.status).toBeLessThan(500);
    expect(answer.headers.get("location") ?? "").not.toMatch(/^\/auth/);
    await answer.arrayBuffer();
  });
});
