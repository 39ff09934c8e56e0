import type { ActionFunctionArgs } from "@remix-run/node";
import { signOut } from "~/auth/index.server";

/** Signing out changes state, so only POST does it; a prefetch or a link cannot. */
export function loader() {
  return new Response("Bruk POST for å logge ut.", {
    status: 405,
    headers: { Allow: "POST", "Content-Type": "text/plain; charset=utf-8" },
  });
}

export function action({ request }: ActionFunctionArgs) {
  return signOut(request);
}
