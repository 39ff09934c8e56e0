import { randomBytes, scrypt, timingSafeEqual } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { promisify } from "node:util";
import type { JWK } from "jose";
import Provider, { interactionPolicy, type OidcContext } from "oidc-provider";
import { errorPage, localLoginCopy, loginPage } from "./local-login-page.server";
import { cachePolicies } from "~/headers";
import { countSignInFailure, log } from "~/observability/index.server";

const scryptAsync = promisify(scrypt) as (
  password: string,
  salt: Buffer,
  keyLength: number,
) => Promise<Buffer>;

export interface OidcAccount {
  id: string;
  email: string;
  emailVerified: boolean;
  password: string;
}

export interface OidcHandlerOptions {
  issuer: string;
  client: { clientId: string; clientSecret: string; redirectUri: string };
  accounts: OidcAccount[];
  /** Private JWKs; the public halves are published at the provider's jwks endpoint. */
  signingKeys: JWK[];
  cookieSecret: string;
  /**
   * Counts one password attempt from the client's address for the login typed: may it be
   * checked? `succeeded` is called when the password was right.
   */
  admitAttempt: (attempt: {
    address: string;
    login: string;
  }) => Promise<{ allowed: boolean; retryAfterSeconds: number; succeeded?: () => Promise<void> }>;
  /** Told of every password checked for a known account, right or wrong. */
  passwordChecked?: (check: { email: string; correct: boolean }) => Promise<void>;
  /** oidc-provider's storage class; unset, its in-memory one, for a single process. */
  adapter?: unknown;
}

export type OidcHandler = (req: IncomingMessage, res: ServerResponse) => void;

interface StoredAccount {
  id: string;
  email: string;
  emailVerified: boolean;
  salt: Buffer;
  hash: Buffer;
}

const hashLength = 32;
const maxFormBytes = 8 * 1024;

async function storeAccount(account: OidcAccount): Promise<StoredAccount> {
  const salt = randomBytes(16);
  return {
    id: account.id,
    email: account.email.toLowerCase(),
    emailVerified: account.emailVerified,
    salt,
    hash: await scryptAsync(account.password, salt, hashLength),
  };
}

/**
 * Real password check: unknown logins still cost one scrypt run, and the comparison is
 * constant-time, so neither timing nor the answer tells which part was wrong. `account` is the
 * account the login names, if any; `correct` says the password is its password.
 */
async function authenticate(accounts: StoredAccount[], login: string, password: string) {
  const account = accounts.find((candidate) => candidate.email === login.trim().toLowerCase());
  const reference = account ?? accounts[0];
  if (!reference) return { account, correct: false };
  const hash = await scryptAsync(password, reference.salt, hashLength);
  return { account, correct: timingSafeEqual(hash, reference.hash) && account !== undefined };
}

/** Every authorization asks for the password again, so signing out of the site is final. */
function alwaysAskForPassword() {
  const policy = interactionPolicy.base();
  policy
    .get("login")
    ?.checks.push(
      new interactionPolicy.Check(
        "fresh_login",
        "the password is asked for on every sign-in",
        (ctx) =>
          ctx.oidc.result?.login
            ? interactionPolicy.Check.NO_NEED_TO_PROMPT
            : interactionPolicy.Check.REQUEST_PROMPT,
      ),
    );
  return policy;
}

/** The site is the provider's only client, so it gets the standard scopes without a consent screen. */
async function loadExistingGrant(ctx: OidcContext) {
  const { client, session, result, provider } = ctx.oidc;
  const grantId = result?.consent?.grantId ?? session.grantIdFor(client.clientId);
  const existing = grantId ? await provider.Grant.find(grantId) : undefined;
  if (existing || !session.accountId) return existing;
  const grant = new provider.Grant({ clientId: client.clientId, accountId: session.accountId });
  grant.addOIDCScope("openid email profile");
  await grant.save();
  return grant;
}

export async function createOidcHandler(options: OidcHandlerOptions): Promise<OidcHandler> {
  const accounts = await Promise.all(options.accounts.map(storeAccount));
  const mountPath = new URL(options.issuer).pathname.replace(/\/$/, "");
  const signInPage = `${new URL(options.issuer).origin}/auth`;

  const provider = new Provider(options.issuer, {
    clients: [
      {
        client_id: options.client.clientId,
        client_secret: options.client.clientSecret,
        redirect_uris: [options.client.redirectUri],
        grant_types: ["authorization_code"],
        response_types: ["code"],
        token_endpoint_auth_method: "client_secret_basic",
      },
    ],
    responseTypes: ["code"],
    pkce: { required: () => true },
    // The site reads the e-mail from the ID token, as it does with Google and Entra.
    conformIdTokenClaims: false,
    scopes: ["openid", "email", "profile"],
    claims: { openid: ["sub"], email: ["email", "email_verified"], profile: ["name"] },
    findAccount: (_ctx: unknown, id: string) => {
      const account = accounts.find((candidate) => candidate.id === id);
      if (!account) return undefined;
      return {
        accountId: account.id,
        claims: () => ({
          sub: account.id,
          email: account.email,
          email_verified: account.emailVerified,
        }),
      };
    },
    features: {
      devInteractions: { enabled: false },
      // The default's rule, stated here so the provider does not print a notice at each sign-out.
      revocation: {
        enabled: true,
        allowedPolicy: (_ctx: unknown, client: { clientId: string }, token: { clientId: string }) =>
          token.clientId === client.clientId,
      },
    },
    interactions: {
      url: (_ctx: unknown, interaction: { uid: string }) =>
        `${mountPath}/interaction/${interaction.uid}`,
      policy: alwaysAskForPassword(),
    },
    loadExistingGrant,
    cookies: { keys: [options.cookieSecret] },
    ...(options.adapter ? { adapter: options.adapter } : {}),
    jwks: { keys: options.signingKeys },
    ttl: {
      Interaction: 600,
      Session: 600,
      Grant: 600,
      AuthorizationCode: 60,
      AccessToken: 3600,
      IdToken: 3600,
    },
    renderError: (ctx: OidcContext) => {
      ctx.type = "html";
      ctx.body = errorPage(localLoginCopy.expired, signInPage);
    },
  });
  // The provider builds its URLs from X-Forwarded-Proto/-Host; the HTTPS rule has already
  // judged the protocol, and the issuer's own address is fixed by the config.
  provider.proxy = true;
  const providerCallback = provider.callback();

  return (req, res) => {
    const match = /^\/interaction\/([\w-]+)(\/login|\/abort)?\/?(?:\?.*)?$/.exec(req.url ?? "");
    if (!match) return providerCallback(req, res);
    const base = `${mountPath}/interaction/${match[1]}`;
    handleInteraction(req, res, {
      provider,
      accounts,
      base,
      step: match[2],
      admitAttempt: options.admitAttempt,
      passwordChecked: options.passwordChecked,
    }).catch((error: unknown) => {
      log.warn(
        { detail: error instanceof Error ? error.message : String(error) },
        "Lokal innlogging kunne ikke fortsette",
      );
      if (!res.headersSent) sendHtml(res, 400, errorPage(localLoginCopy.expired, signInPage));
    });
  };
}

async function handleInteraction(
  req: IncomingMessage,
  res: ServerResponse,
  {
    provider,
    accounts,
    base,
    step,
    admitAttempt,
    passwordChecked,
  }: {
    provider: Provider;
    accounts: StoredAccount[];
    base: string;
    step: string | undefined;
  } & Pick<OidcHandlerOptions, "admitAttempt" | "passwordChecked">,
) {
  const interaction = await provider.interactionDetails(req, res);
  // The staff address is not pre-filled: the page would hand every visitor half of the login.
  const render = (status: number, error?: string, login = "") =>
    sendHtml(
      res,
      status,
      loginPage({ action: `${base}/login`, abortAction: `${base}/abort`, login, error }),
    );

  if (req.method === "GET" && !step) return render(200);
  if (req.method !== "POST") return sendHtml(res, 405, "");

  if (step === "/abort") {
    return provider.interactionFinished(
      req,
      res,
      { error: "access_denied", error_description: "Innloggingen ble avbrutt" },
      { mergeWithLastSubmission: false },
    );
  }
  if (interaction.prompt.name !== "login") return render(400, localLoginCopy.expired);
  const form = await readForm(req);
  const login = form.get("login") ?? "";
  // Counted before the password is looked at, so a refused guess costs the guesser nothing to learn.
  const attempt = await admitAttempt({ address: clientAddress(req), login });
  if (!attempt.allowed) {
    res.setHeader("Retry-After", String(attempt.retryAfterSeconds));
    return render(
      429,
      localLoginCopy.tooManyAttempts(Math.ceil(attempt.retryAfterSeconds / 60)),
      login,
    );
  }
  const { account, correct } = await authenticate(accounts, login, form.get("password") ?? "");
  if (account) await passwordChecked?.({ email: account.email, correct });
  if (!account || !correct) {
    // Neither the login nor the password is written down: a mistyped password is often close
    // to the real one, and a login field sometimes holds a password typed in the wrong box.
    countSignInFailure("wrong-password");
    log.warn("Lokal innlogging: feil e-post eller passord");
    return render(401, localLoginCopy.wrongCredentials, login);
  }
  await attempt.succeeded?.();
  return provider.interactionFinished(
    req,
    res,
    { login: { accountId: account.id } },
    { mergeWithLastSubmission: false },
  );
}

/** The client's address as Express judged it under "trust proxy"; the socket's outside Express. */
function clientAddress(req: IncomingMessage & { ip?: string }) {
  return req.ip ?? req.socket.remoteAddress ?? "ukjent";
}

async function readForm(req: IncomingMessage & { body?: unknown }) {
  if (req.body && typeof req.body === "object") {
    return new URLSearchParams(req.body as Record<string, string>);
  }
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > maxFormBytes) throw new Error("innloggingsskjemaet er for stort");
    chunks.push(chunk as Buffer);
  }
  return new URLSearchParams(Buffer.concat(chunks).toString("utf8"));
}

function sendHtml(res: ServerResponse, status: number, html: string) {
  res.statusCode = status;
  res.setHeader("Content-Type", "text/html; charset=utf-8");
  res.setHeader("Cache-Control", cachePolicies.momentary);
  res.setHeader(
    "Content-Security-Policy",
    "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'",
  );
  res.setHeader("X-Content-Type-Options", "nosniff");
  res.setHeader("Referrer-Policy", "no-referrer");
  res.end(html);
}
