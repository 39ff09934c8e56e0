import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newCapabilityId } from "~/db/index.server";
import type { CookieJar } from "../integration/staff-sign-in/oidc-flow";
import { type ServerDatabase, serverDatabaseKinds } from "./support/databases";
import { type RunningServer, startProductionServer } from "./support/production-server";
import { signInAsStaff } from "./support/staff";

/*
 * What each kind of answer lets browsers and shared caches (a CDN in front of the site) keep,
 * asked of the production server as a visitor asks. The values are spelled out, not read from
 * cachePolicies: changing one changes what caches do, and that should show here.
 */

const publicPage = "public, max-age=0, s-maxage=60, stale-while-revalidate=300";
const personal = "private, no-store";
const momentary = "no-store";

let database: ServerDatabase;
let server: RunningServer;
let staff: CookieJar;

beforeAll(async () => {
  database = await serverDatabaseKinds()[0]!.create();
  server = await startProductionServer({ dataDir: database.dataDir, env: database.env });
  staff = await signInAsStaff(server);
});

afterAll(async () => {
  await server?.stop();
  await database?.drop();
});

async function get(path: string, headers: Record<string, string> = {}) {
  const answer = await fetch(`${server.url}${path}`, { redirect: "manual", headers });
  const body = await answer.text();
  return { status: answer.status, headers: answer.headers, body };
}

describe("Cache-Control", () => {
  it("a public page: browsers ask again, shared caches keep it a minute per Cookie header, from the page cache too", async () => {
    const first = await get("/tjenester");
    const again = await get("/tjenester");
    expect(again.headers.get("x-page-cache")).toBe("hit");
    for (const page of [first, again]) {
      expect(page.status).toBe(200);
      expect(page.headers.get("cache-control")).toBe(publicPage);
      expect(page.headers.get("vary")).toMatch(/\bCookie\b/i);
    }
  });

  it("a public page rendered for signed-in staff is theirs alone", async () => {
    const page = await get("/tjenester", { Cookie: staff.header() });
    expect(page.status).toBe(200);
    expect(page.headers.get("cache-control")).toBe(personal);
  });

  it("built files: a year when the name carries a hash, less under names a deploy may reuse", async () => {
    const html = (await get("/")).body;
    const script = /\/assets\/entry\.client-[\w-]+\.js/.exec(html)?.[0];
    expect(script).toBeTruthy();
    const expected = {
      [script!]: "public, max-age=31536000, immutable",
      "/favicon.ico": "public, max-age=3600",
      "/sw.js": "public, max-age=3600",
      "/sitemap.xml": "public, max-age=3600",
      "/robots.txt": "public, max-age=86400",
    };
    for (const [path, policy] of Object.entries(expected)) {
      const file = await get(path);
      expect(file.status, path).toBe(200);
      expect(file.headers.get("cache-control"), path).toBe(policy);
    }
  });

  it("the back office and its sign-in page: stored by nobody", async () => {
    const overview = await get("/admin", { Cookie: staff.header() });
    expect(overview.status).toBe(200);
    expect(overview.headers.get("cache-control")).toBe(personal);
    const signIn = await get("/auth");
    expect(signIn.status).toBe(200);
    expect(signIn.headers.get("cache-control")).toBe(personal);
  });

  it("a customer's project page: stored by nobody, found or not", async () => {
    const project = await database.db.customerProject.create({
      data: {
        id: newCapabilityId(),
        contactName: "Kari Kunde",
        email: "kari@example.com",
        projectName: "Hurtigbufferprøven",
        projectType: "bolig",
        services: [],
      },
    });
    const found = await get(`/prosjekt/${project.id}`);
    expect(found.status).toBe(200);
    expect(found.headers.get("cache-control")).toBe(personal);
    const unknown = await get(`/prosjekt/${newCapabilityId()}`);
    expect(unknown.status).toBe(404);
    expect(unknown.headers.get("cache-control")).toBe(personal);
  });

  it("an error and the health check are true of this moment only: stored by nobody", async () => {
    const missingPage = await get(`/finnes-ikke-${Date.now()}`);
    expect(missingPage.status).toBe(404);
    expect(missingPage.body).toContain("<html");
    const missingFile = await get(`/assets/finnes-ikke-${Date.now()}.js`);
    expect(missingFile.status).toBe(404);
    const health = await get("/healthz");
    expect(health.status).toBe(200);
    for (const answer of [missingPage, missingFile, health]) {
      expect(answer.headers.get("cache-control")).toBe(momentary);
    }
  });
});
