import { createCookieSessionStorage, redirect } from "@remix-run/node";
import { getConfig } from "~/config/index.server";
import { toastSchema, type ToastInput } from "./toast-schema";

const flashKey = "toast";

let storage: ReturnType<typeof createToastStorage> | undefined;

function createToastStorage() {
  const config = getConfig();
  return createCookieSessionStorage({
    cookie: {
      name: "toast",
      path: "/",
      httpOnly: true,
      sameSite: "lax",
      secure: config.isProduction && config.siteUrl.protocol === "https:",
      secrets: [config.sessionSecret],
    },
  });
}

function toastStorage() {
  storage ??= createToastStorage();
  return storage;
}

/**
 * The one flash cookie: values that travel to the next request only and are read once.
 * Toasts ride in it, and so do other concerns' one-off marks (the ads conversion after an
 * enquiry), so a visitor carries one such cookie, not one per concern.
 */
export const flashCookie = {
  /** The Set-Cookie header that hands `value` to the next request under `key`. */
  async put(key: string, value: unknown) {
    const session = await toastStorage().getSession();
    session.flash(key, value);
    return new Headers({ "Set-Cookie": await toastStorage().commitSession(session) });
  },
  /**
   * The value under `key`, and when there is one, the Set-Cookie header that clears the cookie.
   * A prefetch takes nothing: the page it fetches ahead may never be shown, and the data of
   * the page after a form could otherwise lose its toast to a prefetch started in between.
   */
  async take(request: Request, key: string) {
    if (isPrefetch(request)) return { value: undefined, headers: undefined };
    const session = await toastStorage().getSession(request.headers.get("Cookie"));
    const value: unknown = session.get(key);
    if (value === undefined) return { value, headers: undefined };
    return {
      value,
      headers: new Headers({ "Set-Cookie": await toastStorage().destroySession(session) }),
    };
  },
};

/** Chromium and Firefox mark a `<link rel=prefetch>` request so; Safari does not prefetch. */
function isPrefetch(request: Request) {
  const purpose = request.headers.get("Sec-Purpose") ?? request.headers.get("Purpose") ?? "";
  return purpose.includes("prefetch");
}

/** The Set-Cookie header that carries a toast to the next page the visitor sees. */
export function createToastHeaders(toast: ToastInput) {
  return flashCookie.put(flashKey, toastSchema.parse(toast));
}

export async function redirectWithToast(url: string, toast: ToastInput, status = 303) {
  return redirect(url, { status, headers: await createToastHeaders(toast) });
}

/** Reads and clears the flashed toast; the root loader calls this once per document. */
export async function getToast(request: Request) {
  const { value, headers } = await flashCookie.take(request, flashKey);
  const result = toastSchema.safeParse(value);
  return {
    toast: result.success ? result.data : null,
    headers: result.success && headers ? headers : null,
  };
}
