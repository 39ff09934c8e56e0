import { existsSync } from "node:fs";
import path from "node:path";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  CookieJar,
  hop,
  location,
  signInAtProvider,
  startServer,
  temporaryDataDir,
} from "./oidc-flow";

const password = "et-langt-testpassord-for-ansatte";
let server: Awaited<ReturnType<typeof startServer>>;
let auth: typeof import("~/auth/index.server");
let session: typeof import("~/auth/session.server");
let dataDir: string;

beforeAll(async () => {
  server = await startServer();
  dataDir = temporaryDataDir();
  Object.assign(process.env, {
    NODE_ENV: "test",
    DATA_DIR: dataDir,
    SITE_URL: server.origin,
    PORT: String(server.port),
    HOST: "127.0.0.1",
    LOCAL_STAFF_PASSWORD: password,
  });
  for (const key of ["OIDC_ISSUER", "OIDC_CLIENT_ID", "OIDC_CLIENT_SECRET", "SESSION_SECRET"])
    delete process.env[key];
  // Sessions and sign-in attempts live in the database.
  await (await import("~/http/prepare-data.server")).prepareData();
  const { createLocalOidcHandler } = await import("~/auth/local-oidc.server");
  auth = await import("~/auth/index.server");
  session = await import("~/auth/session.server");
  const handler = await createLocalOidcHandler();
  if (!handler) throw new Error("the local provider must run when OIDC_ISSUER is unset");
  const app = express();
  app.set("trust proxy", true);
  app.use("/oidc", handler);
  server.setHandler(app);
});

afterAll(() => server.close());

async function beginSignIn(jar: CookieJar, returnTo = "/admin/henvendelser") {
  const started = await auth.startSignIn(
    new Request(`${server.origin}/auth`, { method: "POST" }),
    returnTo,
  );
  jar.store(started);
  expect(started.status).toBe(302);
  return location(started, server.origin);
}

async function callback(jar: CookieJar, callbackUrl: string) {
  const response = await auth.completeSignIn(
    new Request(callbackUrl, { headers: { Cookie: jar.header() } }),
  );
  jar.store(response);
  return response;
}

describe("the embedded OpenID Connect provider", () => {
  it("asks for PKCE with S256, state and a nonce", async () => {
    const authorization = new URL(await beginSignIn(new CookieJar()));
    expect(authorization.origin + authorization.pathname).toBe(`${server.origin}/oidc/auth`);
    expect(authorization.searchParams.get("code_challenge_method")).toBe("S256");
    expect(authorization.searchParams.get("code_challenge")).toMatch(/^[\w-]{43}$/);
    expect(authorization.searchParams.get("state")).toBeTruthy();
    expect(authorization.searchParams.get("nonce")).toBeTruthy();
    expect(authorization.searchParams.get("redirect_uri")).toBe(`${server.origin}/auth/callback`);
  });

  it("refuses a wrong password and issues no code", async () => {
    const jar = new CookieJar();
    const result = await signInAtProvider(
      jar,
      await beginSignIn(jar),
      "staff@digitalepoteter.example",
      "feil-passord-1234",
    );
    expect(result.submitted.status).toBe(401);
    expect(await result.submitted.text()).toContain("Feil e-post eller passord.");
    expect(result.callbackUrl).toBeNull();
  });

  it("refuses an unknown login even with the right password", async () => {
    const jar = new CookieJar();
    const result = await signInAtProvider(
      jar,
      await beginSignIn(jar),
      "noen@digitalepoteter.example",
      password,
    );
    expect(result.submitted.status).toBe(401);
  });

  it("signs the staff account in, back to the page it came from, and out again", async () => {
    const jar = new CookieJar();
    const { callbackUrl } = await signInAtProvider(
      jar,
      await beginSignIn(jar),
      "Staff@digitalepoteter.example",
      password,
    );
    expect(callbackUrl).toMatch(/\/auth\/callback\?code=/);

    const signedIn = await callback(jar, callbackUrl!);
    expect(signedIn.status).toBe(303);
    expect(signedIn.headers.get("Location")).toBe("/admin/henvendelser");
    expect(jar.names().some((name) => name.startsWith("oidc-state"))).toBe(false);

    const request = new Request(`${server.origin}/admin`, { headers: { Cookie: jar.header() } });
    const staff = await session.requireStaff(request);
    expect(staff).toMatchObject({ sub: "local-staff", email: "staff@digitalepoteter.example" });

    const { accessToken } = await session.readStaffSession(request);
    // The cookie is a signed random id: the provider's token never leaves the server.
    const sessionCookie = jar.header();
    expect(accessToken).toBeTruthy();
    const cookieValue = decodeURIComponent(sessionCookie.match(/staff-session=([^;]+)/)?.[1] ?? "");
    expect(Buffer.from(cookieValue.split(".")[0] ?? "", "base64").toString()).not.toContain(
      accessToken,
    );
    expect(cookieValue).not.toContain(accessToken);
    const userinfo = () =>
      fetch(`${server.origin}/oidc/me`, { headers: { Authorization: `Bearer ${accessToken}` } });
    expect((await userinfo()).status).toBe(200);

    const signedOut = await auth.signOut(
      new Request(`${server.origin}/auth/logout`, {
        method: "POST",
        headers: { Cookie: jar.header() },
      }),
    );
    jar.store(signedOut);
    expect(signedOut.headers.get("Location")).toBe("/auth");
    expect((await userinfo()).status).toBe(401);
    const afterSignOut = await session.readStaffSession(
      new Request(`${server.origin}/admin`, { headers: { Cookie: jar.header() } }),
    );
    expect(afterSignOut.staff).toBeNull();

    // A copy of the cookie taken before signing out is as dead as the browser's own.
    const replayed = await session.readStaffSession(
      new Request(`${server.origin}/admin/nyhetsbrev/eksport`, {
        headers: { Cookie: sessionCookie },
      }),
    );
    expect(replayed.staff).toBeNull();
    expect(replayed.clearCookie).toMatch(/^staff-session=;/);
  });

  it("asks for the password again after signing out", async () => {
    const jar = new CookieJar();
    const first = await signInAtProvider(
      jar,
      await beginSignIn(jar),
      "staff@digitalepoteter.example",
      password,
    );
    await callback(jar, first.callbackUrl!);
    const toLogin = await hop(jar, await beginSignIn(jar));
    expect(new URL(location(toLogin, server.origin)).pathname).toMatch(/^\/oidc\/interaction\//);
  });

  it("gives no session for a replayed or tampered callback", async () => {
    const jar = new CookieJar();
    const { callbackUrl } = await signInAtProvider(
      jar,
      await beginSignIn(jar),
      "staff@digitalepoteter.example",
      password,
    );
    const stateCookies = jar.header();

    const tampered = new URL(callbackUrl!);
    tampered.searchParams.set("state", "forfalsket");
    const forged = await auth.completeSignIn(
      new Request(tampered, { headers: { Cookie: stateCookies } }),
    );
    expect(forged.headers.get("Location")).toBe("/auth");
    expect(
      forged.headers
        .getSetCookie()
        .some(
          (cookie) =>
            /^staff-session=[^;]+;/.test(cookie) &&
            !/Max-Age=0|Expires=Thu, 01 Jan 1970/.test(cookie),
        ),
    ).toBe(false);

    const first = await auth.completeSignIn(
      new Request(callbackUrl!, { headers: { Cookie: stateCookies } }),
    );
    expect(first.headers.get("Location")).toBe("/admin/henvendelser");
    const replay = await auth.completeSignIn(
      new Request(callbackUrl!, { headers: { Cookie: stateCookies } }),
    );
    expect(replay.headers.get("Location")).toBe("/auth");
  });

  it("redirects a request without a session to /auth with a message", async () => {
    const thrown = await session
      .requireStaff(new Request(`${server.origin}/admin/galleri?side=2`))
      .catch((value: unknown) => value);
    expect(thrown).toBeInstanceOf(Response);
    const response = thrown as Response;
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe(
      `/auth?redirectTo=${encodeURIComponent("/admin/galleri?side=2")}`,
    );
    expect(response.headers.getSetCookie().some((cookie) => cookie.startsWith("toast="))).toBe(
      true,
    );
  });

  it("treats a forged session cookie as signed out and clears it", async () => {
    const forged = Buffer.from(
      JSON.stringify({
        staff: { sub: "x", issuer: "x", email: "x@digitalepoteter.example" },
        expiresAt: Date.now() + 1e6,
      }),
    ).toString("base64");
    const state = await session.readStaffSession(
      new Request(`${server.origin}/admin`, { headers: { Cookie: `staff-session=${forged}` } }),
    );
    expect(state.staff).toBeNull();
    expect(state.clearCookie).toMatch(/^staff-session=;/);
  });

  it("keeps the local signing key and the provider's records in the database, for every instance", async () => {
    const { prisma } = await import("~/db/index.server");
    const key = await prisma.appSetting.findUniqueOrThrow({
      where: { key: "local-oidc-signing-key" },
    });
    expect(JSON.parse(key.value)).toMatchObject({ kty: "RSA", alg: "RS256" });
    expect(existsSync(path.join(dataDir, "local-oidc-signing-key.json"))).toBe(false);
    const kinds = await prisma.oidcRecord.findMany({ distinct: ["kind"], select: { kind: true } });
    expect(kinds.map((row) => row.kind)).toEqual(
      expect.arrayContaining(["Interaction", "Session", "Grant"]),
    );
  });
});
