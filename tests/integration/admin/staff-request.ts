import { createStaffSessionCookie } from "~/auth/session.server";

const testStaff = {
  sub: "test-staff",
  issuer: "http://127.0.0.1/oidc",
  email: "kari@digitalepoteter.example",
};

/** A request as the signed-in staff member's browser sends it. */
export async function staffRequest(path: string, init: RequestInit = {}) {
  const cookie = (await createStaffSessionCookie(testStaff)).split(";")[0] ?? "";
  const headers = new Headers(init.headers);
  headers.set("Cookie", cookie);
  return new Request(new URL(path, "http://localhost"), { ...init, headers });
}

export function formPost(path: string, fields: Record<string, string> | FormData) {
  const body = fields instanceof FormData ? fields : new URLSearchParams(fields);
  return staffRequest(path, { method: "POST", body });
}

/** What a handler threw or returned, as a Response when it is one. */
export async function settle(run: () => Promise<unknown>) {
  try {
    return await run();
  } catch (thrown) {
    return thrown;
  }
}

export function expectRedirect(value: unknown, location: string | RegExp) {
  if (!(value instanceof Response))
    throw new Error(`expected a redirect, got ${JSON.stringify(value)}`);
  const actual = value.headers.get("Location") ?? "";
  if (typeof location === "string" ? actual !== location : !location.test(actual)) {
    throw new Error(`expected a redirect to ${location}, got ${value.status} ${actual}`);
  }
  return value;
}

export const context = { clientIp: "127.0.0.1" };
