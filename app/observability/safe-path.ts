/**
 * Paths whose segment is itself a key: a customer project's and a quote's addresses are their
 * capabilities (decisions 080, 243), and staff open the same project under its id.
 */
const capabilitySegments = [
  /^(\/prosjekt\/)[^/?#]+/i,
  /^(\/tilbud\/)[^/?#]+/i,
  /^(\/admin\/kundeprosjekter\/)[^/?#]+/i,
];

/**
 * The request target as it may be written down: capability ids replaced by `:id`, and every
 * query value dropped (sign-in codes, unsubscribe tokens and link signatures travel there).
 * The parameter names stay, so a line still tells which kind of request it was.
 */
export function safePath(url: string) {
  const queryStart = url.indexOf("?");
  let path = queryStart === -1 ? url : url.slice(0, queryStart);
  for (const pattern of capabilitySegments) path = path.replace(pattern, "$1:id");
  if (queryStart === -1) return path;
  const names = new Set(new URLSearchParams(url.slice(queryStart + 1)).keys());
  return names.size
    ? `${path}?${[...names].map((name) => `${encodeURIComponent(name)}=…`).join("&")}`
    : path;
}

const fileTrees = /^\/(assets|bilder|filer|fonts|media)\//;

/**
 * What a request is counted under in /metrics: few enough values that the series stay
 * bounded whatever addresses clients invent. Unknown addresses and the redirects any
 * spelling gets are one label each; ids inside a route become `:id`.
 */
export function routeLabel(url: string, status: number) {
  if (status === 404) return "(ikke funnet)";
  if (status === 301 || status === 308) return "(omdirigering)";
  const path = safePath(url).split("?")[0] ?? "/";
  const tree = fileTrees.exec(path);
  if (tree) return `/${tree[1]}/*`;
  return path
    .split("/")
    .map((segment) => (looksLikeId(segment) ? ":id" : segment))
    .join("/");
}

function looksLikeId(segment: string) {
  return segment.length >= 20 || (/\d/.test(segment) && segment.length >= 8);
}
