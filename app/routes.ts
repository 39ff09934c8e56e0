import type { RouteConfig } from "@remix-run/route-config";
import { remixRoutesOptionAdapter } from "@remix-run/routes-option-adapter";
import { flatRoutes } from "remix-flat-routes";
import { remixOptions } from "../remix.config.js";

export default remixRoutesOptionAdapter((defineRoutes) =>
  flatRoutes("routes", defineRoutes, {
    appDir: remixOptions.appDirectory,
    ignoredRouteFiles: remixOptions.ignoredRouteFiles,
  }),
) satisfies RouteConfig;
