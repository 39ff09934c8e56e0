import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import express from "express";
import { exportJWK, generateKeyPair } from "jose";
import type { OidcAccount } from "~/auth/oidc-handler.server";

/**
 * A listening server whose handler is set later, so the port is known before the
 * environment (SITE_URL, PORT) is written and the app's modules are imported.
 */
export async function startServer() {
  let handle: (req: IncomingMessage, res: ServerResponse) => void = (_req, res) => {
    res.statusCode = 503;
    res.end();
  };
  const server: Server = createServer((req, res) => handle(req, res));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  if (!address || typeof address === "string") throw new Error("no port");
  return {
    origin: `http://127.0.0.1:${address.port}`,
    port: address.port,
    setHandler(next: typeof handle) {
      handle = next;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export function temporaryDataDir() {
  return mkdtempSync(path.join(tmpdir(), "staff-sign-in-"));
}

/** The cookies a browser would keep: names and values, expired ones dropped. */
export class CookieJar {
  private readonly cookies = new Map<string, string>();

  store(response: Response) {
    for (const line of response.headers.getSetCookie()) {
      const [pair = "", ...attributes] = line.split(";");
      const separator = pair.indexOf("=");
      const name = pair.slice(0, separator).trim();
      const value = pair.slice(separator + 1).trim();
      const expired = attributes.some((attribute) => {
        const [key = "", attributeValue = ""] = attribute.trim().split("=");
        if (key.toLowerCase() === "max-age") return Number(attributeValue) <= 0;
        if (key.toLowerCase() === "expires") return Date.parse(attributeValue) <= Date.now();
        return false;
      });
      if (expired || value === "") this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  has(name: string) {
    return this.cookies.has(name);
  }

  names() {
    return [...this.cookies.keys()];
  }

  header() {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
  }
}

/** GET without following redirects, as a browser's single hop. */
export async function hop(jar: CookieJar, url: string, init: RequestInit = {}) {
  const response = await fetch(url, {
    ...init,
    redirect: "manual",
    headers: { ...(init.headers as Record<string, string>), Cookie: jar.header() },
  });
  jar.store(response);
  return response;
}

export function location(response: Response, base: string) {
  const value = response.headers.get("Location");
  if (!value) throw new Error(`expected a redirect, got ${response.status}`);
  return new URL(value, base).href;
}

/**
 * Drives the provider's pages from the authorization URL up to the redirect back to the
 * site's callback, signing in with the given credentials.
 */
export async function signInAtProvider(
  jar: CookieJar,
  authorizationUrl: string,
  login: string,
  password: string,
) {
  const toLoginPage = await hop(jar, authorizationUrl);
  const loginPage = location(toLoginPage, authorizationUrl);
  const page = await hop(jar, loginPage);
  const html = await page.text();
  const action = /<form method="post" action="([^"]+)"/.exec(html)?.[1];
  if (!action) throw new Error(`no login form on ${loginPage}: ${page.status}`);
  const submitted = await hop(jar, new URL(action, loginPage).href, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ login, password }).toString(),
  });
  if (submitted.status !== 303) return { loginPage, submitted, callbackUrl: null };
  let next = location(submitted, loginPage);
  for (let hops = 0; hops < 5 && !new URL(next).pathname.startsWith("/auth/callback"); hops += 1) {
    next = location(await hop(jar, next), next);
  }
  return { loginPage, submitted, callbackUrl: next };
}

const externalClient = {
  clientId: "nettsted-test",
  clientSecret: "hemmelig-klientnokkel-for-test",
};

/**
 * The site configured for an external issuer (OIDC_ISSUER) played by a real oidc-provider
 * mounted at /idp, with the given accounts. With foreignKeys the issuer publishes keys
 * other than the one it signs with, as a forged token would look to the site.
 */
export async function startExternalIssuer(accounts: OidcAccount[], { foreignKeys = false } = {}) {
  const server = await startServer();
  Object.assign(process.env, {
    NODE_ENV: "test",
    DATA_DIR: temporaryDataDir(),
    SITE_URL: server.origin,
    PORT: String(server.port),
    HOST: "127.0.0.1",
    OIDC_ISSUER: `${server.origin}/idp`,
    OIDC_CLIENT_ID: externalClient.clientId,
    OIDC_CLIENT_SECRET: externalClient.clientSecret,
  });
  await (await import("~/db/migrate.server")).migrateDatabase();
  const [{ createOidcHandler }, auth, session] = await Promise.all([
    import("~/auth/oidc-handler.server"),
    import("~/auth/index.server"),
    import("~/auth/session.server"),
  ]);
  const signingKey = await privateJwk("issuer-key");
  const handler = await createOidcHandler({
    issuer: `${server.origin}/idp`,
    client: { ...externalClient, redirectUri: `${server.origin}/auth/callback` },
    accounts,
    signingKeys: [signingKey],
    cookieSecret: "informasjonskapselnokkel-for-test",
    // Plays someone else's provider; its own limits are not the site's to test.
    admitAttempt: () => Promise.resolve({ allowed: true, retryAfterSeconds: 0 }),
  });
  const app = express();
  app.set("trust proxy", true);
  if (foreignKeys) {
    const {
      d: _d,
      p: _p,
      q: _q,
      dp: _dp,
      dq: _dq,
      qi: _qi,
      ...foreignPublic
    } = await privateJwk("issuer-key");
    app.get("/idp/jwks", (_req, res) => res.json({ keys: [foreignPublic] }));
  }
  app.use("/idp", handler);
  server.setHandler(app);

  async function beginSignIn(jar: CookieJar) {
    const started = await auth.startSignIn(
      new Request(`${server.origin}/auth`, { method: "POST" }),
      "/admin",
    );
    jar.store(started);
    return location(started, server.origin);
  }

  /** The whole flow for one account; the staff the site would now see, or null. */
  async function signIn(login: string, password: string) {
    const jar = new CookieJar();
    const { callbackUrl } = await signInAtProvider(jar, await beginSignIn(jar), login, password);
    if (!callbackUrl) throw new Error(`the provider refused ${login}`);
    const response = await auth.completeSignIn(
      new Request(callbackUrl, { headers: { Cookie: jar.header() } }),
    );
    jar.store(response);
    const { staff } = await session.readStaffSession(
      new Request(`${server.origin}/admin`, { headers: { Cookie: jar.header() } }),
    );
    return { response, staff };
  }

  return { server, signIn };
}

async function privateJwk(kid: string) {
  const { privateKey } = await generateKeyPair("RS256", { extractable: true });
  return { ...(await exportJWK(privateKey)), kid, alg: "RS256", use: "sig" };
}
