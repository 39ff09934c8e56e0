import { createHmac } from "node:crypto";
import { createCookie, redirect } from "@remix-run/node";
import { createRemoteJWKSet } from "jose";
import { Authenticator } from "remix-auth";
import { CodeChallengeMethod, OAuth2RequestError, OAuth2Strategy } from "remix-auth-oauth2";
import { isGoogleIssuer, SignInRefused, verifyStaffIdToken } from "./id-token.server";
import { discoverIssuer, getOidcSettings, type IssuerMetadata } from "./oidc-settings.server";
import { getConfig } from "~/config/index.server";
import { signInCopy, signInToasts } from "./copy";
import {
  clearStaffSessionCookie,
  createStaffSessionCookie,
  readStaffSession,
  revokeStaffSession,
  usesSecureCookies,
  type SignedInStaff,
  type Staff,
} from "./session.server";
import { countSignInFailure, log } from "~/observability/index.server";
import { createToastHeaders, redirectWithToast } from "~/toast/index.server";

export { isStaffEmail, SignInRefused, verifyStaffIdToken } from "./id-token.server";
export { createLocalOidcHandler } from "./local-oidc.server";
export { staffAction, staffLoader, staffPageHeaders } from "./staff-route.server";
export { readStaffSession } from "./session.server";
export { startStaffSessionCleanup } from "./session-cleanup.server";
export { listLiveStaffSessions } from "./session-store.server";
export { failedSignInsSincePreviousSignIn } from "./sign-in-attempts.server";
export { describeUserAgent } from "./user-agent";

interface StaffSignIn {
  staff: Staff;
  accessToken: string | undefined;
}

const strategyName = "oidc";
const defaultReturnTo = "/admin";

/** Binds the ID token to the state cookie without storing anything more. */
function nonceFor(state: string) {
  return createHmac("sha256", getConfig().sessionSecret)
    .update(`oidc-nonce:${state}`)
    .digest("base64url");
}

class StaffOidcStrategy extends OAuth2Strategy<StaffSignIn> {
  override name = strategyName;

  constructor(
    options: OAuth2Strategy.ConstructorOptions,
    readonly metadata: IssuerMetadata,
    private readonly extraParams: Record<string, string>,
  ) {
    super(options, (params) => verifySignIn(params, metadata));
  }

  protected override authorizationParams(params: URLSearchParams) {
    const next = new URLSearchParams(params);
    const state = params.get("state");
    if (state) next.set("nonce", nonceFor(state));
    for (const [key, value] of Object.entries(this.extraParams)) next.set(key, value);
    return next;
  }
}

let jwks: { uri: string; keys: ReturnType<typeof createRemoteJWKSet> } | undefined;

function issuerKeys(jwksUri: string) {
  if (jwks?.uri !== jwksUri) jwks = { uri: jwksUri, keys: createRemoteJWKSet(new URL(jwksUri)) };
  return jwks.keys;
}

async function verifySignIn(
  { request, tokens }: OAuth2Strategy.VerifyOptions,
  metadata: IssuerMetadata,
): Promise<StaffSignIn> {
  const settings = getOidcSettings();
  const state = new URL(request.url).searchParams.get("state") ?? "";
  const staff = await verifyStaffIdToken(tokens.idToken(), {
    issuer: metadata.issuer,
    clientId: settings.clientId,
    keys: issuerKeys(metadata.jwks_uri),
    staffDomain: settings.staffDomain,
    nonce: nonceFor(state),
  });
  return { staff, accessToken: metadata.revocation_endpoint ? tokens.accessToken() : undefined };
}

async function createStrategy() {
  const settings = getOidcSettings();
  const metadata = await discoverIssuer(settings);
  const secure = usesSecureCookies();
  return new StaffOidcStrategy(
    {
      clientId: settings.clientId,
      clientSecret: settings.clientSecret,
      redirectURI: settings.redirectUri,
      authorizationEndpoint: metadata.authorization_endpoint,
      tokenEndpoint: metadata.token_endpoint,
      ...(metadata.revocation_endpoint
        ? { tokenRevocationEndpoint: metadata.revocation_endpoint }
        : {}),
      scopes: ["openid", "email", "profile"],
      codeChallengeMethod: CodeChallengeMethod.S256,
      cookie: {
        name: secure ? "__Host-oidc-state" : "oidc-state",
        path: "/",
        httpOnly: true,
        sameSite: "Lax",
        ...(secure ? { secure: true } : {}),
      },
    },
    metadata,
    isGoogleIssuer(metadata.issuer) ? { hd: settings.staffDomain } : {},
  );
}

let pendingAuthenticator: Promise<Authenticator<StaffSignIn>> | undefined;

/** Discovery runs at the first sign-in, never at import: the local provider may not be up yet. */
function getAuthenticator() {
  pendingAuthenticator ??= createStrategy().then(
    (strategy) => new Authenticator<StaffSignIn>().use(strategy, strategyName),
    (error: unknown) => {
      pendingAuthenticator = undefined;
      throw error;
    },
  );
  return pendingAuthenticator;
}

async function getStrategy() {
  const strategy = (await getAuthenticator()).get<StaffOidcStrategy>(strategyName);
  if (!strategy) throw new Error("OIDC-strategien mangler");
  return strategy;
}

export function providerLabel() {
  const settings = getOidcSettings();
  if (settings.isLocal) return signInCopy.localProvider;
  if (isGoogleIssuer(settings.issuer)) return "Google";
  if (new URL(settings.issuer).hostname === "login.microsoftonline.com") return "Microsoft";
  return new URL(settings.issuer).hostname;
}

const returnToCookie = () =>
  createCookie("staff-return-to", {
    path: "/auth",
    httpOnly: true,
    sameSite: "lax",
    secure: usesSecureCookies(),
    maxAge: 10 * 60,
    secrets: [getConfig().sessionSecret],
  });

/** Only admin pages on this site; anything else would make /auth an open redirect. */
export function safeReturnTo(value: unknown) {
  if (typeof value !== "string" || !value.startsWith("/admin") || value.startsWith("//")) {
    return defaultReturnTo;
  }
  const url = new URL(value, "http://intern.invalid");
  if (url.origin !== "http://intern.invalid" || !/^\/admin(\/|$)/.test(url.pathname))
    return defaultReturnTo;
  return `${url.pathname}${url.search}`;
}

/** Sends the browser to the provider with state, PKCE (S256) and nonce. */
export async function startSignIn(request: Request, returnTo: unknown) {
  const signInRequest = new Request(new URL("/auth", request.url), { headers: request.headers });
  try {
    await (await getAuthenticator()).authenticate(strategyName, signInRequest);
  } catch (thrown) {
    if (thrown instanceof Response && thrown.status === 302) {
      thrown.headers.append("Set-Cookie", await returnToCookie().serialize(safeReturnTo(returnTo)));
      return thrown;
    }
    log.error({ err: thrown }, "Kunne ikke starte innloggingen");
    return redirectWithToast("/auth", signInToasts.failed);
  }
  throw new Error("OAuth2-strategien sendte ikke nettleseren videre");
}

/** The provider's redirect back: verify everything, then a fresh session or a refusal. */
export async function completeSignIn(request: Request) {
  const url = new URL(request.url);
  if (!url.searchParams.has("state")) return redirect("/auth", 303);
  const cleanup = stateCookieClearing(request);
  try {
    const { staff, accessToken } = await (
      await getAuthenticator()
    ).authenticate(strategyName, request);
    log.info({ staff: staff.email }, "Ansatt logget inn");
    const returnTo = safeReturnTo(await returnToCookie().parse(request.headers.get("Cookie")));
    const headers = new Headers();
    appendSetCookies(headers, cleanup);
    headers.append(
      "Set-Cookie",
      await createStaffSessionCookie(staff, {
        accessToken,
        userAgent: request.headers.get("User-Agent"),
      }),
    );
    appendSetCookies(headers, await createToastHeaders(signInToasts.signedIn));
    return redirect(returnTo, { status: 303, headers });
  } catch (error) {
    const reason = failureReason(error);
    countSignInFailure(reason);
    log.warn(
      { reason, detail: error instanceof Error ? error.message : String(error) },
      "Innlogging avvist",
    );
    const response = await redirectWithToast("/auth", toastForFailure(error));
    appendSetCookies(response.headers, cleanup);
    response.headers.append("Set-Cookie", await clearStaffSessionCookie());
    return response;
  }
}

/** A short, fixed label for the metric: why the provider's answer was not accepted. */
function failureReason(error: unknown) {
  if (error instanceof SignInRefused) return error.reason;
  // The code can come from the callback's query, so only known values become a label.
  if (error instanceof OAuth2RequestError && error.code === "access_denied") return "access_denied";
  return "other";
}

function toastForFailure(error: unknown) {
  if (error instanceof SignInRefused) {
    return error.reason === "invalid-token" ? signInToasts.failed : signInToasts.refused;
  }
  if (error instanceof OAuth2RequestError && error.code === "access_denied")
    return signInToasts.cancelled;
  return signInToasts.failed;
}

/**
 * Ends the session in the database (so a copied cookie stops working too), revokes the
 * provider token where it can be revoked, and lands on /auth.
 */
export async function signOut(request: Request) {
  const { staff, accessToken } = await readStaffSession(request);
  if (staff) await revokeStaffSession(staff.sessionId);
  if (accessToken) await revokeQuietly(accessToken);
  log.info("Ansatt logget ut");
  const response = await redirectWithToast("/auth", signInToasts.signedOut);
  response.headers.append("Set-Cookie", await clearStaffSessionCookie());
  return response;
}

/**
 * Ends one session from the sessions page. Ending another one revokes its provider token
 * too; ending one's own is a sign-out.
 */
export async function endStaffSession(request: Request, current: SignedInStaff, id: string) {
  if (id === current.sessionId) return signOut(request);
  const { revoked, accessToken } = await revokeStaffSession(id);
  if (accessToken) await revokeQuietly(accessToken);
  return revoked;
}

async function revokeQuietly(accessToken: string) {
  try {
    await (await getStrategy()).revokeToken(accessToken);
  } catch (error) {
    log.warn({ err: error }, "Kunne ikke trekke tilbake tilgangstokenet ved utlogging");
  }
}

/** Each sign-in attempt leaves a state cookie; the callback removes all of them. */
function stateCookieClearing(request: Request) {
  const headers = new Headers();
  const secure = usesSecureCookies();
  const prefix = secure ? "__Host-oidc-state" : "oidc-state";
  for (const part of (request.headers.get("Cookie") ?? "").split(";")) {
    const name = part.split("=")[0]?.trim();
    if (!name?.startsWith(prefix)) continue;
    headers.append(
      "Set-Cookie",
      `${name}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax${secure ? "; Secure" : ""}`,
    );
  }
  return headers;
}

function appendSetCookies(target: Headers, source: Headers) {
  for (const cookie of source.getSetCookie()) target.append("Set-Cookie", cookie);
}
