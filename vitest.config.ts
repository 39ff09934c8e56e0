import tsconfigPaths from "vite-tsconfig-paths";
import { defineConfig } from "vitest/config";

export default defineConfig({
  plugins: [tsconfigPaths()],
  test: {
    include: [
      "app/**/*.test.{ts,tsx}",
      "tests/integration/**/*.test.ts",
      "tests/reliability/**/*.test.ts",
      "tests/tooling/**/*.test.ts",
    ],
    environment: "node",
    // Most files wait on servers, PostgreSQL and child processes, not on the CPU: on two
    // cores Vitest's default of one worker left the second core idle (decision 170).
    maxWorkers: 3,
    globalSetup: ["tests/support/global-setup.ts"],
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
