// Starts the site: loads the Remix build (or Vite's dev build) and hands it to the
// server start-up exported from app/entry.server.tsx, so all server code is TypeScript.
import path from "node:path";
import { fileURLToPath } from "node:url";

const buildDirectory = path.join(path.dirname(fileURLToPath(import.meta.url)), "build");
const isProduction = process.env.NODE_ENV === "production";

const vite = isProduction
  ? undefined
  : await import("vite").then(({ createServer }) =>
      createServer({ server: { middlewareMode: true } }),
    );

const getBuild = vite
  ? () => vite.ssrLoadModule("virtual:remix/server-build")
  : () => import(path.join(buildDirectory, "server/index.js"));

try {
  const build = await getBuild();
  await build.entry.module.startServer({
    getBuild,
    viteMiddleware: vite?.middlewares,
    buildDirectory,
  });
} catch (error) {
  console.error(error instanceof Error && error.name === "ConfigError" ? error.message : error);
  process.exit(1);
}
