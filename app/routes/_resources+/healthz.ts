import { cachePolicies } from "~/headers";

/** Liveness for the container's HEALTHCHECK and load balancers. */
export function loader() {
  return new Response("ok", {
    headers: {
      "Content-Type": "text/plain; charset=utf-8",
      "Cache-Control": cachePolicies.momentary,
    },
  });
}
