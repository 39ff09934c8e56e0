import { useEffect } from "react";
import { whenIdle } from "~/hooks";

/**
 * Registers /sw.js once the page has loaded and the browser is idle, then hands it the hashed
 * assets this page has used so they are cached before the visitor needs them offline.
 */
export function ServiceWorker() {
  useEffect(() => {
    if (!import.meta.env.PROD || !("serviceWorker" in navigator)) return;
    const register = () => {
      navigator.serviceWorker
        .register("/sw.js")
        .then(() => navigator.serviceWorker.ready)
        .then((registration) =>
          registration.active?.postMessage({ type: "precache", urls: pageAssetUrls() }),
        )
        .catch((error: unknown) => console.warn("Service worker kunne ikke registreres", error));
    };
    // In idle time: right after hydration it lengthened the task that runs the page's effects.
    let cancelIdle = () => {};
    const registerWhenIdle = () => (cancelIdle = whenIdle(register));
    if (document.readyState === "complete") registerWhenIdle();
    else addEventListener("load", registerWhenIdle, { once: true });
    return () => {
      removeEventListener("load", registerWhenIdle);
      cancelIdle();
    };
  }, []);
  return null;
}

/** Every hashed build asset this page has loaded so far: scripts, stylesheets and fonts. */
function pageAssetUrls() {
  const loaded = performance.getEntriesByType("resource").map((entry) => new URL(entry.name));
  const paths = loaded
    .filter((url) => url.origin === location.origin && url.pathname.startsWith("/assets/"))
    .map((url) => url.pathname);
  return [...new Set(paths)];
}
