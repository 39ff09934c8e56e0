import { createCookie } from "@remix-run/node";
import { getConfig } from "~/config/index.server";
import { log } from "~/observability/index.server";
import { signInToasts } from "./copy";
import { redirectWithToast } from "~/toast/index.server";
import {
  createStaffSessionRow,
  findLiveStaffSession,
  revokeStaffSessionRow,
  staffSessionAbsoluteMs,
  type Staff,
} from "./session-store.server";

export type { Staff } from "./session-store.server";

/** Who is signed in, and which of their sessions this request came with. */
export type SignedInStaff = Staff & { sessionId: string };

/** Secure cookies need HTTPS; a production build run on http://localhost still signs in. */
export function usesSecureCookies() {
  const config = getConfig();
  return config.isProduction && config.siteUrl.protocol === "https:";
}

export function staffSessionCookieName() {
  return usesSecureCookies() ? "__Host-staff-session" : "staff-session";
}

let cookie: ReturnType<typeof createSessionCookie> | undefined;

/** Signed, and holding nothing but the session's random token (decision 150). */
function createSessionCookie() {
  return createCookie(staffSessionCookieName(), {
    path: "/",
    httpOnly: true,
    sameSite: "lax",
    secure: usesSecureCookies(),
    maxAge: staffSessionAbsoluteMs / 1000,
    secrets: [getConfig().sessionSecret],
  });
}

function sessionCookie() {
  cookie ??= createSessionCookie();
  return cookie;
}

export interface StaffSessionState {
  staff: SignedInStaff | null;
  accessToken: string | undefined;
  /** Set-Cookie that removes a session cookie that was present but unusable. */
  clearCookie: string | null;
}

/**
 * Reads the staff session from the database. A cookie that is forged, from before sessions
 * were stored, revoked or expired is reported for clearing, and the visitor is signed out.
 */
export async function readStaffSession(request: Request): Promise<StaffSessionState> {
  const cookieHeader = request.headers.get("Cookie");
  if (!hasCookie(cookieHeader, staffSessionCookieName())) {
    return { staff: null, accessToken: undefined, clearCookie: null };
  }
  const token: unknown = await sessionCookie().parse(cookieHeader);
  const row = typeof token === "string" && token ? await findLiveStaffSession(token) : null;
  if (row) {
    return {
      staff: {
        sub: row.sub,
        issuer: row.issuer,
        email: row.email,
        ...(row.name ? { name: row.name } : {}),
        sessionId: row.id,
      },
      accessToken: row.accessToken ?? undefined,
      clearCookie: null,
    };
  }
  log.warn("Ugyldig, avsluttet eller utløpt ansattøkt; behandles som utlogget");
  return { staff: null, accessToken: undefined, clearCookie: await clearStaffSessionCookie() };
}

/**
 * The guard for every admin loader and action: signed-in staff, or a redirect to /auth
 * with a message and the page to come back to.
 */
export async function requireStaff(request: Request): Promise<SignedInStaff> {
  const { staff, clearCookie } = await readStaffSession(request);
  if (staff) return staff;
  const url = new URL(request.url);
  const returnTo = `${url.pathname.replace(/\.data$/, "")}${url.search}`;
  const response = await redirectWithToast(
    `/auth?${new URLSearchParams({ redirectTo: returnTo })}`,
    signInToasts.required,
  );
  if (clearCookie) response.headers.append("Set-Cookie", clearCookie);
  throw response;
}

/** A brand-new session (never the incoming one), so signing in always rotates the cookie. */
export async function createStaffSessionCookie(
  staff: Staff,
  {
    accessToken,
    userAgent = null,
  }: { accessToken?: string | undefined; userAgent?: string | null } = {},
) {
  const token = await createStaffSessionRow({ staff, accessToken, userAgent });
  return sessionCookie().serialize(token);
}

/** Ends a session in the database; its cookie, wherever a copy of it is, stops working. */
export async function revokeStaffSession(sessionId: string) {
  return revokeStaffSessionRow(sessionId);
}

export async function clearStaffSessionCookie() {
  return sessionCookie().serialize("", { maxAge: 0, expires: new Date(0) });
}

function hasCookie(cookieHeader: string | null, name: string) {
  if (!cookieHeader) return false;
  return cookieHeader.split(";").some((part) => part.trim().startsWith(`${name}=`));
}
