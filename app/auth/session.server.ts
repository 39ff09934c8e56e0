import { createCookieSessionStorage } from "@remix-run/node";
import { z } from "zod";
import { getConfig } from "~/config/index.server";
import { signInToasts } from "~/content/staff";
import { redirectWithToast } from "~/toast/index.server";

export const staffSchema = z.object({
  /** The provider's stable subject id; e-mail addresses can be renamed or reassigned. */
  sub: z.string().min(1),
  issuer: z.string().min(1),
  email: z.string().min(3),
  name: z.string().optional(),
});

export type Staff = z.infer<typeof staffSchema>;

const sessionSchema = z.object({
  staff: staffSchema,
  expiresAt: z.number(),
  /** Kept only where the provider can revoke it at sign-out. */
  accessToken: z.string().optional(),
});

export const staffSessionMaxAgeSeconds = 8 * 60 * 60;

/** Secure cookies need HTTPS; a production build run on http://localhost still signs in. */
export function usesSecureCookies() {
  const config = getConfig();
  return config.isProduction && config.siteUrl.protocol === "https:";
}

export function staffSessionCookieName() {
  return usesSecureCookies() ? "__Host-staff-session" : "staff-session";
}

let storage: ReturnType<typeof createStaffStorage> | undefined;

function createStaffStorage() {
  return createCookieSessionStorage({
    cookie: {
      name: staffSessionCookieName(),
      path: "/",
      httpOnly: true,
      sameSite: "lax",
      secure: usesSecureCookies(),
      maxAge: staffSessionMaxAgeSeconds,
      secrets: [getConfig().sessionSecret],
    },
  });
}

function staffStorage() {
  storage ??= createStaffStorage();
  return storage;
}

export interface StaffSessionState {
  staff: Staff | null;
  accessToken: string | undefined;
  /** Set-Cookie that removes a session cookie that was present but unusable. */
  clearCookie: string | null;
}

/**
 * Reads the staff session. A cookie that is forged, corrupt or expired is logged and
 * reported for clearing, and the visitor counts as signed out.
 */
export async function readStaffSession(request: Request): Promise<StaffSessionState> {
  const cookieHeader = request.headers.get("Cookie");
  if (!hasCookie(cookieHeader, staffSessionCookieName())) {
    return { staff: null, accessToken: undefined, clearCookie: null };
  }
  try {
    const session = await staffStorage().getSession(cookieHeader);
    const parsed = sessionSchema.safeParse(session.data);
    if (parsed.success && parsed.data.expiresAt > Date.now()) {
      return { staff: parsed.data.staff, accessToken: parsed.data.accessToken, clearCookie: null };
    }
    console.warn("Ugyldig eller utløpt ansattøkt; behandles som utlogget");
  } catch (error) {
    console.error("Kunne ikke lese ansattøkten; behandles som utlogget", error);
  }
  return { staff: null, accessToken: undefined, clearCookie: await clearStaffSessionCookie() };
}

/**
 * The guard for every admin loader and action: signed-in staff, or a redirect to /auth
 * with a message and the page to come back to.
 */
export async function requireStaff(request: Request): Promise<Staff> {
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
export async function createStaffSessionCookie(staff: Staff, accessToken?: string) {
  const session = await staffStorage().getSession();
  session.set("staff", staff);
  session.set("expiresAt", Date.now() + staffSessionMaxAgeSeconds * 1000);
  if (accessToken) session.set("accessToken", accessToken);
  return staffStorage().commitSession(session);
}

export async function clearStaffSessionCookie() {
  return staffStorage().destroySession(await staffStorage().getSession());
}

function hasCookie(cookieHeader: string | null, name: string) {
  if (!cookieHeader) return false;
  return cookieHeader.split(";").some((part) => part.trim().startsWith(`${name}=`));
}
