import { defineConfig } from "knip/config";

// Finds files, exports and dependencies nothing uses. Entries are what something outside the
// import graph starts: Remix (root, entries, routes), node (server.js, scripts, benches) and the
// test runners.
export default defineConfig({
  // A `!` marks what production runs, for `knip --production`: the dependencies the server
  // and the browser really import must be `dependencies`, and only those.
  entry: [
    "app/entry.{client,server}.tsx!",
    "app/routes.ts!",
    "app/routes/**/*.{ts,tsx}!",
    "!app/routes/**/{*.server.*,*.test.*,__*}",
    "scripts/{prisma-*,db-migrate}.mjs!",
    "scripts/*.{mjs,ts}",
    "bench/*.{mjs,ts}",
    "tests/**/*.{test,spec}.ts",
    "prisma/prisma.config.ts",
    // Registered by URL from the page, not imported.
    "public/sw.js!",
    // Only augments Remix's AppLoadContext; tsc reads it through tsconfig's include.
    "app/http/load-context.ts!",
  ],
  // bench/floor is a package of its own (its own package.json and node_modules): what the
  // benches measure the site against, not part of it.
  project: ["**/*.{js,mjs,ts,tsx,css,prisma}!", "!bench/floor/**"],
  ignoreDependencies: [
    // Run by its path in node_modules/.bin from bench/lighthouse.ts, which knip does not see.
    "lighthouse",
    // Imported only by Prisma's generated client, which is gitignored, so knip never reads it.
    "@prisma/client",
    // schema.prisma's generator command, `node scripts/prisma-datamodel-generator.mjs`, which
    // knip reads as a package name.
    /^node /,
    // Installed for this round's features, which other branches are writing. Once they import
    // one, knip lists it under "Configuration hints" as one to remove from here.
    "vnu-jar",
    // Listed only to pin the version patches/@remix-run+router+1.23.3.patch is for; Remix imports it.
    "@remix-run/router",
  ],
  ignoreBinaries: [
    // System programs, installed with apt, not npm.
    "wrk",
    "apt-get",
    "ffmpeg",
    // The bench scripts' runner; installed as a dependency of @remix-run/dev, not listed itself.
    "vite-node",
  ],
});
