import { matchRoutes, PrefetchPageLinks, UNSAFE_RemixContext } from "@remix-run/react";
import { startTransition, useContext, useEffect, useState } from "react";
import { whenIdle } from "~/hooks";

type RemixContext = NonNullable<React.ContextType<typeof UNSAFE_RemixContext>>;
type ManifestRoute = RemixContext["manifest"]["routes"][string];

/**
 * The spec prefetches a few pages after load. Waiting a second past the load event lets lazy
 * route discovery learn those routes (the footer links to them) before we prefetch. The pages
 * then come one at a time, each when the browser is idle: every prefetch link the browser
 * inserts starts its request on the spot, about a millisecond each on a slow machine, and all
 * three pages' links at once (about 20) made one 60 ms task that Lighthouse counts four times
 * over as blocking time. Each reveal is a transition, so React's part of it yields too.
 *
 * Remix's prefetch imports a page's route modules to read their links, and reloads the page
 * when an import fails: a connection lost at that moment took the visitor's typed text with
 * it. So each page's modules are imported here first, where a failure only skips that page.
 */
export function PrefetchAfterLoad({ paths }: { paths: readonly string[] }) {
  // The context object is new on every navigation; the manifest and module cache are not.
  const { manifest, routeModules } = useContext(UNSAFE_RemixContext) ?? {};
  const [tried, setTried] = useState(0);
  const [loaded, setLoaded] = useState<readonly string[]>([]);
  useEffect(() => {
    const path = paths[tried];
    if (!manifest || !routeModules || path === undefined) return;
    let cancelled = false;
    const prefetchNext = () =>
      void importRouteModules(path, { manifest, routeModules }).then((imported) => {
        if (cancelled) return;
        startTransition(() => {
          if (imported) setLoaded((earlier) => [...earlier, path]);
          setTried(tried + 1);
        });
      });
    const cancelWait = tried === 0 ? aSecondAfterLoad(prefetchNext) : whenIdle(prefetchNext);
    return () => {
      cancelled = true;
      cancelWait();
    };
  }, [tried, paths, manifest, routeModules]);
  return loaded.map((path) => <PrefetchPageLinks key={path} page={path} />);
}

/**
 * Imports the route modules of `path` into Remix's module cache, where its prefetch finds them
 * without importing again. False when one could not be loaded (offline, or a deploy removed it).
 */
async function importRouteModules(
  path: string,
  { manifest, routeModules }: Pick<RemixContext, "manifest" | "routeModules">,
) {
  const matches = matchRoutes(routeTree(Object.values(manifest.routes)), path) ?? [];
  try {
    for (const { route } of matches) {
      const { id, module } = manifest.routes[route.id!]!;
      routeModules[id] ??= await import(/* @vite-ignore */ module);
    }
    return matches.length > 0;
  } catch {
    return false;
  }
}

type RouteObject = Parameters<typeof matchRoutes>[0][number];

/** The manifest's flat list as the nested routes matchRoutes takes. */
function routeTree(routes: ManifestRoute[], parentId?: string): RouteObject[] {
  return routes
    .filter((route) => route.parentId === parentId)
    .map(({ id, path, index, caseSensitive }) =>
      index
        ? { id, path, caseSensitive, index: true }
        : { id, path, caseSensitive, children: routeTree(routes, id) },
    );
}

function aSecondAfterLoad(callback: () => void) {
  let timer: number | undefined;
  const start = () => {
    timer = window.setTimeout(callback, 1_000);
  };
  if (document.readyState === "complete") start();
  else window.addEventListener("load", start, { once: true });
  return () => {
    window.removeEventListener("load", start);
    window.clearTimeout(timer);
  };
}
