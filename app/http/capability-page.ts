/**
 * What a page behind a capability link (a customer's project, a quote) throws when the link
 * names nothing, or when its holder has asked too often: the same two answers on every such
 * page, each route's error boundary saying why in its own words.
 */
export function notFound(): never {
  throw new Response("Ikke funnet", { status: 404, statusText: "Not Found" });
}

export function tooManyRequests(text: string): never {
  throw new Response(text, {
    status: 429,
    statusText: "Too Many Requests",
    headers: { "Retry-After": "600" },
  });
}
