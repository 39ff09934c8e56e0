import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CookieJar, hop, location, startServer, temporaryDataDir } from "./oidc-flow";

const password = "et-langt-testpassord-for-ansatte";
const staffLogin = "staff@digitalepoteter.example";
let server: Awaited<ReturnType<typeof startServer>>;
let auth: typeof import("~/auth/index.server");

beforeAll(async () => {
  server = await startServer();
  Object.assign(process.env, {
    NODE_ENV: "test",
    DATA_DIR: temporaryDataDir(),
    SITE_URL: server.origin,
    PORT: String(server.port),
    HOST: "127.0.0.1",
    LOCAL_STAFF_PASSWORD: password,
    // The test client on loopback plays the proxy that names each client.
    TRUST_PROXY: "loopback",
  });
  for (const key of [
    "OIDC_ISSUER",
    "OIDC_CLIENT_ID",
    "OIDC_CLIENT_SECRET",
    "SESSION_SECRET",
    "RATE_LIMIT_SIGN_IN",
  ])
    delete process.env[key];
  await (await import("~/http/prepare-data.server")).prepareData();
  const { getConfig } = await import("~/config/index.server");
  const { createLocalOidcHandler } = await import("~/auth/local-oidc.server");
  auth = await import("~/auth/index.server");
  const handler = await createLocalOidcHandler();
  if (!handler) throw new Error("the local provider must run when OIDC_ISSUER is unset");
  const app = express();
  app.set("trust proxy", getConfig().TRUST_PROXY);
  app.use("/oidc", handler);
  server.setHandler(app);
});

afterAll(() => server.close());

/** One visit to the login page and one POST, from the client the proxy names `clientIp`. */
async function attempt(clientIp: string, login: string, guess: string) {
  const jar = new CookieJar();
  const headers = { "X-Forwarded-For": clientIp };
  const started = await auth.startSignIn(
    new Request(`${server.origin}/auth`, { method: "POST" }),
    "/admin",
  );
  jar.store(started);
  const authorizationUrl = location(started, server.origin);
  const loginPageUrl = location(await hop(jar, authorizationUrl, { headers }), authorizationUrl);
  const page = await hop(jar, loginPageUrl, { headers });
  const html = await page.text();
  const action = /<form method="post" action="([^"]+)"/.exec(html)?.[1];
  if (!action) throw new Error(`no login form: ${page.status}`);
  const submitted = await hop(jar, new URL(action, loginPageUrl).href, {
    method: "POST",
    headers: { ...headers, "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ login, password: guess }).toString(),
  });
  return { loginPage: html, status: submitted.status, body: await submitted.text() };
}

describe("password guessing at the embedded provider", () => {
  it("does not pre-fill the staff address on the login page", async () => {
    const { loginPage } = await attempt("198.51.100.1", "", "");
    expect(loginPage).toContain('name="login"');
    expect(loginPage).not.toContain(staffLogin);
  });

  it("allows 10 guesses from one address, then answers 429 before looking at the password", async () => {
    const guesses = [];
    // The first attempt above counted for 198.51.100.1 already; start with a fresh address.
    for (let index = 0; index < 10; index += 1) {
      guesses.push(await attempt("198.51.100.2", `gjest${index}@digitalepoteter.example`, "feil"));
    }
    expect(guesses.map((guess) => guess.status)).toEqual(Array(10).fill(401));
    const refused = await attempt("198.51.100.2", staffLogin, password);
    expect(refused.status).toBe(429);
    expect(refused.body).toContain("For mange innloggingsforsøk. Vent");
    expect(refused.body).not.toContain("Feil e-post eller passord.");
  });

  it("limits the account too, so rotating addresses does not help", async () => {
    const statuses = [];
    // The refused attempt above counted against the account: nine are left.
    for (let index = 0; index < 9; index += 1) {
      statuses.push((await attempt(`203.0.113.${index + 10}`, staffLogin, `feil-${index}`)).status);
    }
    expect(statuses).toEqual(Array(9).fill(401));
    const refused = await attempt("203.0.113.99", staffLogin, password);
    expect(refused.status).toBe(429);
    expect(refused.body).toContain("For mange innloggingsforsøk.");
  });
});
