import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createStaffSessionCookie } from "~/auth/session.server";
import { disconnectDatabase, prisma } from "~/db/index.server";
import { migrateDatabase } from "~/db/migrate.server";
import * as logout from "~/routes/auth+/logout";
import * as exportRoute from "~/routes/admin+/nyhetsbrev.eksport";
import * as sessions from "~/routes/admin+/okter";
import { context, expectRedirect, settle } from "./staff-request";

process.env.DATA_DIR = mkdtempSync(path.join(os.tmpdir(), "admin-sessions-"));

const kari = {
  sub: "kari",
  issuer: "http://127.0.0.1/oidc",
  email: "kari@digitalepoteter.example",
};
const chrome =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";

async function signedInCookie(userAgent = chrome) {
  const setCookie = await createStaffSessionCookie(kari, { userAgent });
  return setCookie.split(";")[0] ?? "";
}

const get = (pathname: string, cookie: string) =>
  new Request(new URL(pathname, "http://localhost"), { headers: { Cookie: cookie } });
const post = (pathname: string, cookie: string, fields: Record<string, string> = {}) =>
  new Request(new URL(pathname, "http://localhost"), {
    method: "POST",
    headers: { Cookie: cookie },
    body: new URLSearchParams(fields),
  });

beforeAll(() => migrateDatabase());
afterAll(() => disconnectDatabase());

describe("revocable staff sessions", () => {
  it("a cookie copied before logout no longer opens the subscriber export", async () => {
    const cookie = await signedInCookie();
    const before = (await exportRoute.loader({
      request: get("/admin/nyhetsbrev/eksport", cookie),
      params: {},
      context,
    })) as Response;
    expect(before.status).toBe(200);

    const signedOut = await logout.action({
      request: post("/auth/logout", cookie),
      params: {},
      context,
    });
    expectRedirect(signedOut, "/auth");

    const replayed = await settle(() =>
      exportRoute.loader({
        request: get("/admin/nyhetsbrev/eksport", cookie),
        params: {},
        context,
      }),
    );
    expectRedirect(replayed, /^\/auth\?redirectTo=%2Fadmin%2Fnyhetsbrev%2Feksport$/);
  });

  it("lists sessions with device and marks the current one; revoking another ends only that one", async () => {
    await prisma.staffSession.deleteMany();
    const mine = await signedInCookie();
    const other = await signedInCookie(
      "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1",
    );
    const page = await sessions.loader({ request: get("/admin/okter", mine), params: {}, context });
    expect(page.sessions.map((s) => [s.device, s.current]).sort()).toEqual([
      ["Chrome på Linux", true],
      ["Safari på iOS", false],
    ]);
    const target = page.sessions.find((s) => !s.current)!;

    const revoked = await sessions.action({
      request: post("/admin/okter", mine, { intent: "revoke", id: target.id }),
      params: {},
      context,
    });
    expectRedirect(revoked, "/admin/okter");
    expectRedirect(
      await settle(() =>
        sessions.loader({ request: get("/admin/okter", other), params: {}, context }),
      ),
      /^\/auth\?/,
    );
    const after = await sessions.loader({
      request: get("/admin/okter", mine),
      params: {},
      context,
    });
    expect(after.sessions).toHaveLength(1);
  });

  it("revoking one's own session signs out", async () => {
    await prisma.staffSession.deleteMany();
    const mine = await signedInCookie();
    const [row] = await prisma.staffSession.findMany();
    const response = await sessions.action({
      request: post("/admin/okter", mine, { intent: "revoke", id: row!.id }),
      params: {},
      context,
    });
    expectRedirect(response, "/auth");
    expect(await prisma.staffSession.count()).toBe(0);
  });

  it("refuses a revoke from someone signed out and a malformed one, changing nothing", async () => {
    await prisma.staffSession.deleteMany();
    const mine = await signedInCookie();
    const [row] = await prisma.staffSession.findMany();
    expectRedirect(
      await settle(() =>
        sessions.action({
          request: post("/admin/okter", "", { intent: "revoke", id: row!.id }),
          params: {},
          context,
        }),
      ),
      /^\/auth\?/,
    );
    const malformed = await settle(() =>
      sessions.action({
        request: post("/admin/okter", mine, { intent: "slett" }),
        params: {},
        context,
      }),
    );
    expect((malformed as Response).status).toBe(400);
    expect(await prisma.staffSession.count()).toBe(1);
  });
});
