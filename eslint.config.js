// One lint config for the whole repository. Besides the recommended rule sets it holds the
// three layout rules from the house style: the browser never imports server modules, a
// concern is reached only through its public entry, and only routes import the root or a
// route; and tests never sleep.
import js from "@eslint/js";
import { defineConfig } from "eslint/config";
import jsxA11y from "eslint-plugin-jsx-a11y";
import react from "eslint-plugin-react";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

/** Folders under app/ that are imported file by file rather than through an entry. */
const openFolders = ["components", "routes", "styles", "generated"];

/** `~/<concern>/<file>` where the file is not the concern's server entry. */
const concernInternals = {
  regex: `^~/(?!(?:${openFolders.join("|")})/)[^/]+/(?!index\\.server$)`,
  message:
    "Import another concern through its entry (~/<concern> or ~/<concern>/index.server); inside a concern, import relatively.",
};

/**
 * `~/root` or a route module, by alias or relative path. The root and the routes import the
 * concerns, never the other way: what the root hands down is typed by the concern that owns it,
 * so no concern sits in one loop with the root and every other concern (issue 58).
 */
const rootAndRoutes = {
  regex: "^(?:~/|(?:\\.\\./)+)(?:root|routes/)",
  message:
    "Only app/routes and app/root.tsx import the root or a route: type what they hand down in the concern that owns it.",
};

/** Any module whose name ends in `.server` (with or without an extension). */
const serverModules = {
  regex: "\\.server(?:\\.[cm]?[jt]sx?)?$",
  // A type-only import is erased before bundling, so it never brings the module to the browser.
  allowTypeImports: true,
  message:
    "Server modules must not reach the browser bundle: import them from a route module or a *.server.* file.",
};

const testFiles = ["app/**/*.test.{ts,tsx}"];

const sleepMessage =
  "Wait on what the test checks (a locator, expect.poll, a log line, a row's state, a fake clock), not on a fixed time.";

/** Whether a timer's callback is, or calls, the `resolve` of the Promise executor it sits in. */
function resolvesOnTimer(context, timerCall) {
  const callback = timerCall.arguments[0];
  if (!callback) return false;
  for (let node = timerCall.parent; node; node = node.parent) {
    const isExecutor =
      node.parent?.type === "NewExpression" &&
      node.parent.callee.type === "Identifier" &&
      node.parent.callee.name === "Promise" &&
      node.parent.arguments[0] === node;
    if (!isExecutor) continue;
    const resolve = node.params[0];
    if (resolve?.type !== "Identifier") return false;
    const variable = context.sourceCode
      .getDeclaredVariables(node)
      .find((declared) => declared.name === resolve.name);
    return (variable?.references ?? []).some(
      ({ identifier }) =>
        identifier.range[0] >= callback.range[0] && identifier.range[1] <= callback.range[1],
    );
  }
  return false;
}

/**
 * A promise that settles because time passed (`new Promise((r) => setTimeout(r, ms))`, or a
 * timer whose callback resolves it) is a sleep. A timer that only rejects, a deadline, is not.
 */
const noSleep = {
  meta: { type: "problem", schema: [], messages: { sleep: sleepMessage } },
  create(context) {
    return {
      CallExpression(node) {
        const callee = node.callee.type === "MemberExpression" ? node.callee.property : node.callee;
        if (callee.type !== "Identifier" || callee.name !== "setTimeout") return;
        if (resolvesOnTimer(context, node)) context.report({ node, messageId: "sleep" });
      },
    };
  },
};

export default defineConfig(
  {
    ignores: [
      "build/",
      "app/generated/",
      "data/",
      "playwright-report/",
      "test-results/",
      "bench/results/",
      "bench/floor/build/",
    ],
  },
  { linterOptions: { reportUnusedDisableDirectives: "error" } },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx}"],
    rules: {
      // Rest siblings drop a prop on purpose; `_`-prefixed parameters are required by a signature.
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", ignoreRestSiblings: true },
      ],
    },
  },
  {
    files: ["app/**/*.tsx"],
    ...react.configs.flat.recommended,
    ...react.configs.flat["jsx-runtime"],
    languageOptions: {
      ...react.configs.flat.recommended.languageOptions,
      globals: globals.browser,
    },
    settings: { react: { version: "detect" } },
    rules: {
      ...react.configs.flat.recommended.rules,
      ...react.configs.flat["jsx-runtime"].rules,
      // TypeScript checks props; propTypes would repeat it.
      "react/prop-types": "off",
    },
  },
  {
    files: ["app/**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: {
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "error",
    },
  },
  {
    files: ["app/**/*.tsx"],
    ...jsxA11y.flatConfigs.recommended,
    rules: {
      ...jsxA11y.flatConfigs.recommended.rules,
      // Focus moves only to the first invalid field after a failed submit, as error handling should.
      "jsx-a11y/no-autofocus": "off",
      // role="application" hands the keyboard to a widget (the 360 view), so it takes focus.
      // role="region" is a wide table's scrolling box, which the keyboard must reach to scroll it.
      "jsx-a11y/no-noninteractive-tabindex": [
        "error",
        { tags: [], roles: ["tabpanel", "application", "region"], allowExpressionValues: true },
      ],
    },
  },
  {
    files: ["**/*.{js,mjs}"],
    languageOptions: { globals: globals.node },
  },
  {
    // A test waits on what it checks (a locator, expect.poll, page.clock, a log line), never on
    // a fixed time: a sleep long enough on a busy two-core machine is too long everywhere else,
    // and too short proves nothing (issues 17 and 39, decision 206).
    files: ["tests/**/*.ts", ...testFiles],
    plugins: { house: { rules: { "no-sleep": noSleep } } },
    rules: {
      "house/no-sleep": "error",
      "no-restricted-syntax": [
        "error",
        {
          selector: "CallExpression[callee.property.name='waitForTimeout']",
          message: sleepMessage,
        },
      ],
      "no-restricted-imports": [
        "error",
        ...["node:timers/promises", "timers/promises"].map((name) => ({
          name,
          importNames: ["setTimeout", "scheduler"],
          message: sleepMessage,
        })),
      ],
    },
  },
  {
    // The slow client is what this test is about: its pauses are the input, not a wait.
    files: ["app/http/security/slow-bodies.server.test.ts"],
    rules: { "house/no-sleep": "off", "no-restricted-imports": "off" },
  },
  {
    files: ["public/sw.js"],
    languageOptions: { globals: globals.serviceworker },
  },
  {
    files: ["app/**/*.{ts,tsx}"],
    ignores: testFiles,
    rules: {
      "no-restricted-imports": ["error", { patterns: [concernInternals] }],
    },
  },
  {
    files: ["app/**/*.{ts,tsx}"],
    ignores: [...testFiles, "app/routes/**", "app/root.tsx"],
    rules: {
      "no-restricted-imports": ["error", { patterns: [concernInternals, rootAndRoutes] }],
    },
  },
  {
    // Route modules may import server modules: Remix strips loaders and actions, and what only
    // they import, from the client bundle. root.tsx is the root route.
    files: ["app/**/*.{ts,tsx}"],
    ignores: [...testFiles, "app/**/*.server.*", "app/routes/**", "app/root.tsx"],
    rules: {
      "@typescript-eslint/no-restricted-imports": ["error", { patterns: [serverModules] }],
    },
  },
);
