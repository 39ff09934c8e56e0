// One lint config for the whole repository. Besides the recommended rule sets it holds the
// two layout rules from the house style: the browser never imports server modules, and a
// concern is reached only through its public entry.
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

/** Any module whose name ends in `.server` (with or without an extension). */
const serverModules = {
  regex: "\\.server(?:\\.[cm]?[jt]sx?)?$",
  // A type-only import is erased before bundling, so it never brings the module to the browser.
  allowTypeImports: true,
  message:
    "Server modules must not reach the browser bundle: import them from a route module or a *.server.* file.",
};

const testFiles = ["app/**/*.test.{ts,tsx}"];

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
    // A test waits on what it checks (a locator, expect.poll, page.clock), never on a fixed time:
    // a sleep long enough on a busy two-core machine is too long everywhere else (issue 17).
    files: ["tests/e2e/**/*.ts"],
    rules: {
      "no-restricted-syntax": [
        "error",
        {
          selector: "CallExpression[callee.property.name='waitForTimeout']",
          message:
            "Wait on what the test checks (a locator, expect.poll or page.clock), not on a fixed time.",
        },
      ],
    },
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
    // Route modules may import server modules: Remix strips loaders and actions, and what only
    // they import, from the client bundle. root.tsx is the root route.
    files: ["app/**/*.{ts,tsx}"],
    ignores: [...testFiles, "app/**/*.server.*", "app/routes/**", "app/root.tsx"],
    rules: {
      "@typescript-eslint/no-restricted-imports": ["error", { patterns: [serverModules] }],
    },
  },
);
