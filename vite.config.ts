import { vitePlugin as remix } from "@remix-run/dev";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
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
      : { output: { manualChunks: chunkByLayout(remixOptions.appDirectory) } },
  },
  plugins: [tailwindcss(), remix(remixOptions), tsconfigPaths()],
}));
