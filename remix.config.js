/**
 * Remix plugin options, shared by vite.config.ts (the build) and app/routes.ts
 * (the route table), so both see the same app directory and ignore rules.
 */
/** @type {import("@remix-run/dev").VitePluginConfig & { appDirectory: string, ignoredRouteFiles: string[] }} */
export const remixOptions = {
  appDirectory: "app",
  buildDirectory: "build",
  serverModuleFormat: "esm",
  ignoredRouteFiles: ["**/.*", "**/*.server.*", "**/*.test.*", "**/__*.*"],
  future: {
    v3_fetcherPersist: true,
    v3_relativeSplatPath: true,
    v3_throwAbortReason: true,
    v3_lazyRouteDiscovery: true,
    v3_singleFetch: true,
    v3_routeConfig: true,
  },
};
