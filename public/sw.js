// The site's service worker. Hashed build assets never change under their name, so they are
// served cache-first. Pages are fetched from the network and never stored: every page's HTML
// depends on the visitor's consent cookie and carries a fresh form token. Offline, a page
// request gets the offline page instead.
const assetCache = "assets-v1";
const offlinePage = "/offline.html";
const maxCachedAssets = 200;
const neverHandled = [
  /^\/admin(\/|$)/,
  /^\/auth(\/|$)/,
  /^\/prosjekt\//,
  /^\/oidc(\/|$)/,
  /^\/filer\//,
  /^\/samtykke$/,
];

self.addEventListener("install", (event) => {
  event.waitUntil(
    caches
      .open(assetCache)
      .then((cache) => cache.add(new Request(offlinePage, { cache: "reload" })))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(names.filter((name) => name !== assetCache).map((name) => caches.delete(name))),
      )
      .then(() => self.clients.claim()),
  );
});

// The page sends the hashed assets it was built from (module preloads and stylesheets).
self.addEventListener("message", (event) => {
  if (event.data?.type !== "precache" || !Array.isArray(event.data.urls)) return;
  const urls = event.data.urls.filter(
    (url) => typeof url === "string" && url.startsWith("/assets/"),
  );
  event.waitUntil(precache(urls));
});

self.addEventListener("fetch", (event) => {
  const { request } = event;
  if (request.method !== "GET") return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (neverHandled.some((pattern) => pattern.test(url.pathname))) return;
  if (url.pathname.startsWith("/assets/")) {
    event.respondWith(cacheFirst(request));
  } else if (request.mode === "navigate") {
    event.respondWith(fetch(request).catch(() => offlineResponse()));
  }
});

async function precache(urls) {
  const cache = await caches.open(assetCache);
  const cached = new Set((await cache.keys()).map((request) => new URL(request.url).pathname));
  await Promise.all(
    urls.filter((url) => !cached.has(url)).map((url) => cache.add(url).catch(() => undefined)),
  );
  await trim(cache);
}

async function cacheFirst(request) {
  const cache = await caches.open(assetCache);
  const cached = await cache.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok) await cache.put(request, response.clone());
  return response;
}

async function offlineResponse() {
  const cache = await caches.open(assetCache);
  return (await cache.match(offlinePage)) ?? new Response("Frakoblet", { status: 503 });
}

// Old builds' assets are dropped oldest first; the offline page is kept.
async function trim(cache) {
  const keys = (await cache.keys()).filter(
    (request) => new URL(request.url).pathname !== offlinePage,
  );
  await Promise.all(
    keys
      .slice(0, Math.max(0, keys.length - maxCachedAssets))
      .map((request) => cache.delete(request)),
  );
}
