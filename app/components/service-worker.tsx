import { useEffect } from "react";

/**
 * Registers /sw.js once the page has loaded, then hands it the hashed assets this page was
 * built from so they are cached before the visitor needs them offline.
 */
export function ServiceWorker() {
  useEffect(() => {
    if (!import.meta.env.PROD || !("serviceWorker" in navigator)) return;
    const register = () => {
      navigator.serviceWorker
        .register("/sw.js")
        .then(() => navigator.serviceWorker.ready)
        .then((registration) => registration.active?.postMessage({ type: "precache", urls: pageAssetUrls() }))
        .catch((error: unknown) => console.warn("Service worker kunne ikke registreres", error));
    };
    if (document.readyState === "complete") register();
    else addEventListener("load", register, { once: true });
    return () => removeEventListener("load", register);
  }, []);
  return null;
}

function pageAssetUrls() {
  const links = document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"], link[rel="stylesheet"]');
  return [...links]
    .map((link) => new URL(link.href, location.href))
    .filter((url) => url.origin === location.origin && url.pathname.startsWith("/assets/"))
    .map((url) => url.pathname);
}
