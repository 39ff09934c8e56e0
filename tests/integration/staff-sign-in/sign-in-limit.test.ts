import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CookieJar, hop, location, startServer, temporaryDataDir } from "./oidc-flow";

const password = "et-langt-testpassord-for-ansatte";
const staffLogin = "staff@digitalepoteter.example";
let server: Awaited<ReturnType<typeof startServer>>;
let auth: typeof import("~/auth/index.server");
let adminOverview: typeof import("~/routes/admin+/_index");

beforeAll(async () => {
  server = await startServer();
  Object.assign(process.env, {
    NODE_ENV: "test",
    DATA_DIR: temporaryDataDir(),
    SITE_URL: server.origin,
    PORT: String(server.port),
    HOST: "127.0.0.1",
    LOCAL_STAFF_PASSWORD: password,
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
  adminOverview = await import("~/routes/admin+/_index");
  const handler = await createLocalOidcHandler();
  if (!handler) throw new Error("the local provider must run when OIDC_ISSUER is unset");
  const app = express();
  // The test client on loopback plays the proxy that names the client.
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
  return {
    jar,
    loginPageUrl,
    loginPage: html,
    status: submitted.status,
    submitted,
    body: await submitted.text(),
  };
}

/** The whole sign-in with the right password; the site's answer and the session cookie. */
async function signInFrom(clientIp: string) {
  const { jar, loginPageUrl, submitted } = await attempt(clientIp, staffLogin, password);
  let next = location(submitted, loginPageUrl);
  for (let hops = 0; hops < 5 && !new URL(next).pathname.startsWith("/auth/callback"); hops += 1) {
    next = location(await hop(jar, next, { headers: { "X-Forwarded-For": clientIp } }), next);
  }
  const response = await auth.completeSignIn(
    new Request(next, { headers: { Cookie: jar.header() } }),
  );
  jar.store(response);
  return { status: response.status, headers: response.headers, cookie: jar.header() };
}

/** The notice about wrong passwords on /admin, as the signed-in staff member sees it. */
async function overviewNotice(cookie: string) {
  const page = await adminOverview.loader({
    request: new Request(`${server.origin}/admin`, { headers: { Cookie: cookie } }),
    params: {},
    context: { clientIp: "198.51.100.20" },
  });
  return page.failedSignIns?.text;
}

async function statuses(clientIp: string, login: string, guesses: string[]) {
  const answers = [];
  for (const guess of guesses) answers.push((await attempt(clientIp, login, guess)).status);
  return answers;
}

const wrong = (count: number) => Array.from({ length: count }, (_, index) => `feil-${index}`);

describe("password guessing at the embedded provider", () => {
  it("does not pre-fill the staff address on the login page", async () => {
    const { loginPage } = await attempt("198.51.100.1", "", "");
    expect(loginPage).toContain('name="login"');
    expect(loginPage).not.toContain(staffLogin);
  });

  it("ten wrong passwords from one address hold that address back, not the staff from another", async () => {
    const guesser = "203.0.113.50";
    expect(await statuses(guesser, staffLogin, wrong(10))).toEqual(Array(10).fill(401));

    const refused = await attempt(guesser, staffLogin, password);
    expect(refused.status).toBe(429);
    expect(refused.body).toContain("For mange innloggingsforsøk. Vent");
    expect(refused.body).not.toContain("Feil e-post eller passord.");

    const staff = await signInFrom("198.51.100.20");
    expect(staff.status).toBe(303);
    expect(staff.headers.get("Location")).toBe("/admin");
  });

  it("shows the staff in admin how many wrong passwords their account had since they last signed in", async () => {
    const { cookie } = await signInFrom("198.51.100.21");
    expect(await overviewNotice(cookie)).toBe(
      "Ingen mislykkede innloggingsforsøk på kontoen din siden forrige innlogging.",
    );

    expect(await statuses("203.0.113.60", staffLogin, wrong(3))).toEqual([401, 401, 401]);
    // A login that is no account leaves nothing to count.
    expect((await attempt("203.0.113.60", "ukjent@digitalepoteter.example", "feil")).status).toBe(
      401,
    );
    expect(await overviewNotice(cookie)).toMatch(
      /^3 mislykkede innloggingsforsøk på kontoen din siden forrige innlogging, sist \d{2}\.\d{2}\.\d{4}, \d{2}:\d{2}\./,
    );

    // Signing in again shows the same three, once: the next sign-in starts from none.
    const next = await signInFrom("198.51.100.22");
    expect(await overviewNotice(next.cookie)).toMatch(/^3 mislykkede innloggingsforsøk/);
    const third = await signInFrom("198.51.100.23");
    expect(await overviewNotice(third.cookie)).toBe(
      "Ingen mislykkede innloggingsforsøk på kontoen din siden forrige innlogging.",
    );
    expect(await statuses("203.0.113.61", staffLogin, wrong(1))).toEqual([401]);
    expect(await overviewNotice(third.cookie)).toMatch(/^1 mislykket innloggingsforsøk/);
  });

  // Thirty-one attempts through the provider's pages: slower than most tests on two busy cores.
  it("limits guessing per address and account, and an address across logins at three times that", async () => {
    const sprayer = "203.0.113.70";
    expect(await statuses(sprayer, staffLogin, wrong(10))).toEqual(Array(10).fill(401));
    expect((await attempt(sprayer, staffLogin, "feil-11")).status).toBe(429);
    // Other logins from the same address still get an answer, up to 30 attempts in all.
    const logins = [];
    for (let index = 0; index < 19; index += 1) {
      logins.push((await attempt(sprayer, `gjest${index}@digitalepoteter.example`, "feil")).status);
    }
    expect(logins).toEqual(Array(19).fill(401));
    const refused = await attempt(sprayer, "gjest-siste@digitalepoteter.example", "feil");
    expect(refused.status).toBe(429);
    expect(refused.body).toContain("For mange innloggingsforsøk.");
  }, 60_000);

  // Wrong passwords for the staff account: last, so the notice test above counts only its own.
  it("counts only failures: a guesser is still held back, and fifteen sign-ins from one office all get in", async () => {
    const guesser = "203.0.113.80";
    expect(await statuses(guesser, staffLogin, wrong(10))).toEqual(Array(10).fill(401));
    expect((await attempt(guesser, staffLogin, "feil-11")).status).toBe(429);

    const office = "198.51.100.90";
    const signIns = [];
    for (let index = 0; index < 15; index += 1) signIns.push((await signInFrom(office)).status);
    expect(signIns).toEqual(Array(15).fill(303));
    // The right passwords used none of the office's allowance for wrong ones.
    expect(await statuses(office, staffLogin, wrong(10))).toEqual(Array(10).fill(401));
    expect((await attempt(office, staffLogin, password)).status).toBe(429);
  }, 90_000);
});
