import type { ServerBuild } from "@remix-run/node";
import { type AgnosticRouteObject, matchRoutes } from "@remix-run/router";

type ServerRoute = ServerBuild["routes"][string];

const routeTrees = new WeakMap<ServerBuild, AgnosticRouteObject[]>();

/** The build's flat route list as the nested tree matchRoutes takes, made once per build. */
function routeTreeOf(build: ServerBuild) {
  let tree = routeTrees.get(build);
  if (!tree) {
    const routes = Object.values(build.routes).filter((route) => route !== undefined);
    const childrenOf = (parentId?: string): AgnosticRouteObject[] =>
      routes
        .filter((route) => route.parentId === parentId)
        .map(({ id, path, index, caseSensitive }) =>
          index
            ? { id, path, caseSensitive, index: true }
            : { id, path, caseSensitive, children: childrenOf(id) },
        );
    tree = childrenOf(undefined);
    routeTrees.set(build, tree);
  }
  return tree;
}

/**
 * The route whose action a post to this address runs, picked as Remix picks it: the deepest
 * match that adds to the path, or the index route itself when the address has `?index`.
 * `pathname` may be a single-fetch address (`/kontakt.data`, `/_root.data` for `/`).
 */
export function actionRouteOf(
  build: ServerBuild,
  pathname: string,
  search: string,
): ServerRoute | undefined {
  const path = pathname.replace(/\.data$/, "").replace(/^\/_root$/, "/");
  const matches = matchRoutes(routeTreeOf(build), path);
  if (!matches?.length) return undefined;
  const deepest = matches[matches.length - 1]!;
  const asksForIndex = new URLSearchParams(search).getAll("index").includes("");
  const target =
    deepest.route.index && asksForIndex
      ? deepest
      : matches.filter((match, position) => position === 0 || match.route.path).pop();
  return target && build.routes[target.route.id!];
}
