import { createCookieSessionStorage, redirect } from "@remix-run/node";
import { getConfig } from "~/config/index.server";
import { toastSchema, type ToastInput } from ".";

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

/** The Set-Cookie header that carries a toast to the next page the visitor sees. */
export async function createToastHeaders(toast: ToastInput) {
  const session = await toastStorage().getSession();
  session.flash(flashKey, toastSchema.parse(toast));
  return new Headers({ "Set-Cookie": await toastStorage().commitSession(session) });
}

export async function redirectWithToast(url: string, toast: ToastInput, status = 303) {
  return redirect(url, { status, headers: await createToastHeaders(toast) });
}

/** Reads and clears the flashed toast; the root loader calls this once per document. */
export async function getToast(request: Request) {
  const session = await toastStorage().getSession(request.headers.get("Cookie"));
  const result = toastSchema.safeParse(session.get(flashKey));
  return {
    toast: result.success ? result.data : null,
    headers: result.success
      ? new Headers({ "Set-Cookie": await toastStorage().destroySession(session) })
      : null,
  };
}

const conversionKey = "conversion";

/** Marks the page a successful form redirects to, so it reports one ads conversion. */
export async function createConversionHeaders(label: string) {
  const session = await toastStorage().getSession();
  session.flash(conversionKey, label);
  return new Headers({ "Set-Cookie": await toastStorage().commitSession(session) });
}

/** Reads and clears the conversion mark; a reload or a direct visit finds none. */
export async function takeConversion(request: Request) {
  const session = await toastStorage().getSession(request.headers.get("Cookie"));
  const label = session.get(conversionKey);
  if (typeof label !== "string") return { conversion: null, headers: undefined };
  return {
    conversion: label,
    headers: new Headers({ "Set-Cookie": await toastStorage().destroySession(session) }),
  };
}
