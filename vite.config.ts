import { vitePlugin as remix } from "@remix-run/dev";
import tailwindcss from "@tailwindcss/vite";
import path from "node:path";
import { defineConfig } from "vite";
import { compression } from "vite-plugin-compression2";
import tsconfigPaths from "vite-tsconfig-paths";
import { remixOptions } from "./remix.config.js";
import { chunkByLayout } from "./vite.chunks";

declare module "@remix-run/node" {
  interface Future {
    v3_singleFetch: true;
  }
}

export default defineConfig(({ isSsrBuild }) => ({
  build: {
    target: "es2022",
    rollupOptions: isSsrBuild
      ? undefined
      : {
          output: { manualChunks: chunkByLayout(remixOptions.appDirectory) },
          treeshake: { moduleSideEffects: hasSideEffects },
        },
  },
  plugins: [
    tailwindcss(),
    remix(remixOptions),
    tsconfigPaths(),
    // The server sends these instead of compressing each response itself (decision 171).
    isSsrBuild ? undefined : compression({ threshold: 1024, logLevel: "silent" }),
  ],
}));

const appDirectory = path.resolve(remixOptions.appDirectory) + path.sep;

/**
 * package.json declares `"sideEffects": false`, but Vite applies that only to modules imported
 * by package name, not to our own `~/` paths. Without it, a module whose exports go unused
 * still pulls in every import whose top level calls a function, such as copy built with
 * `toLowerCase()`, into the chunk.
 */
function hasSideEffects(id: string) {
  return !id.startsWith(appDirectory) || id.includes(".css");
}
