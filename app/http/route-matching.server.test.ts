import { createRequire } from "node:module";
import type { AgnosticRouteObject } from "@remix-run/router";
import { expect, test } from "vitest";

// The copy of @remix-run/router that Remix's request handler loads on the server (its CommonJS
// build), which patches/@remix-run+router+1.23.3.patch changes (decision 179).
const fromServerRuntime = createRequire(
  createRequire(import.meta.url).resolve("@remix-run/server-runtime"),
);
const { matchRoutes } = fromServerRuntime(
  "@remix-run/router",
) as typeof import("@remix-run/router");

const siteLikeRoutes: AgnosticRouteObject[] = [
  {
    id: "root",
    path: "",
    children: [
      { id: "home", index: true },
      { id: "contact", path: "kontakt" },
      { id: "services", path: "tjenester" },
      { id: "service", path: "tjenester/:slug" },
      { id: "project", path: "prosjekt/:key/:step?" },
      {
        id: "admin",
        path: "admin",
        children: [
          { id: "admin-home", index: true },
          { id: "enquiry", path: "henvendelser/:id" },
        ],
      },
      { id: "not-found", path: "*" },
    ],
  },
];

const matchedIds = (routes: AgnosticRouteObject[], pathname: string) =>
  matchRoutes(routes, pathname)?.map((match) => match.route.id);

test("every address keeps matching the same routes, however often it is matched", () => {
  const expected = {
    "/": ["root", "home"],
    "/kontakt": ["root", "contact"],
    "/KONTAKT/": ["root", "contact"],
    "/tjenester": ["root", "services"],
    "/tjenester/drone": ["root", "service"],
    "/prosjekt/Xy7_kQ": ["root", "project"],
    "/prosjekt/Xy7_kQ/runde": ["root", "project"],
    "/admin": ["root", "admin", "admin-home"],
    "/admin/henvendelser/42": ["root", "admin", "enquiry"],
    "/finnes-ikke/her": ["root", "not-found"],
  };
  for (let pass = 0; pass < 3; pass += 1) {
    for (const [pathname, ids] of Object.entries(expected)) {
      expect(matchedIds(siteLikeRoutes, pathname), pathname).toEqual(ids);
    }
  }
  expect(matchRoutes(siteLikeRoutes, "/tjenester/drone")?.at(-1)?.params).toEqual({
    slug: "drone",
  });
  expect(matchRoutes(siteLikeRoutes, "/prosjekt/Xy7_kQ/runde")?.at(-1)?.params).toEqual({
    key: "Xy7_kQ",
    step: "runde",
  });
});

test("a routes array is ranked once: a route added to it afterwards is not matched (the patch's difference from upstream)", () => {
  const routes: AgnosticRouteObject[] = [{ id: "contact", path: "kontakt" }];
  expect(matchedIds(routes, "/kontakt")).toEqual(["contact"]);
  routes.push({ id: "services", path: "tjenester" });
  expect(matchedIds(routes, "/tjenester")).toBeUndefined();
  // A new array (Vite's dev server derives one for every request) is ranked anew.
  expect(matchedIds([...routes], "/tjenester")).toEqual(["services"]);
});
