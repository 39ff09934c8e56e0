import tsconfigPaths from "vite-tsconfig-paths";
import { configDefaults, defineConfig } from "vitest/config";

/**
 * Unit tests that change what later files in the same worker would see (the environment,
 * mocked modules, fake timers, module-level state set up for the test): they keep a fresh
 * module graph each, like the integration tests (decision 338).
 */
const needIsolation = [
  "app/consent/consent.server.test.ts",
  "app/http/page-cache/page-cache.server.test.ts",
  "app/http/render-document.server.test.tsx",
  "app/jobs/index.server.test.ts",
  "app/spam-guard/form-token.server.test.ts",
  "app/spam-guard/resend-token.server.test.ts",
];

export default defineConfig({
  plugins: [tsconfigPaths()],
  test: {
    environment: "node",
    // Most files wait on servers, PostgreSQL and child processes, not on the CPU: on two
    // cores Vitest's default of one worker left the second core idle (decision 170).
    maxWorkers: 3,
    testTimeout: 20_000,
    hookTimeout: 60_000,
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          include: ["app/**/*.test.{ts,tsx}", "tests/tooling/**/*.test.ts"],
          exclude: [...configDefaults.exclude, ...needIsolation],
          // Pure functions and their copy: one module graph per worker instead of one per file,
          // so React, Zod and the app's modules are imported once, not 60 times (decision 338).
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: "integration",
          include: [
            ...needIsolation,
            "tests/integration/**/*.test.ts",
            "tests/reliability/**/*.test.ts",
          ],
          // Each file sets its own DATA_DIR, database and environment before importing the app.
          isolate: true,
          globalSetup: ["tests/support/global-setup.ts"],
        },
      },
    ],
  },
});
