import path from "node:path";
import { fileURLToPath } from "node:url";
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

// The house rules eslint.config.js adds to the recommended sets (the three layout rules, and no
// sleeping in tests): lint a snippet as if it lived at `filePath` and see what is refused.
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const eslint = new ESLint({ cwd: repoRoot });

async function lintFindings(filePath: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath: path.join(repoRoot, filePath) });
  return (result?.messages ?? []).map(({ ruleId, line }) => ({ ruleId, line }));
}

const serverImportRule = "@typescript-eslint/no-restricted-imports";
const internalsRule = "no-restricted-imports";

describe("browser code never imports a server module", () => {
  it("refuses a component that imports ~/storage/index.server", async () => {
    const code = [
      'import { getStorage } from "~/storage/index.server";',
      "export const storage = getStorage;",
    ].join("\n");
    expect(await lintFindings("app/components/file-list.tsx", code)).toEqual([
      { ruleId: serverImportRule, line: 1 },
    ]);
  });

  it("refuses it in entry.client.tsx, a hook and a shared file of a concern too", async () => {
    const code = 'export { getConfig } from "~/config/index.server";';
    for (const file of ["app/entry.client.tsx", "app/hooks/use-config.ts", "app/mail/format.ts"]) {
      expect(await lintFindings(file, code)).toEqual([{ ruleId: serverImportRule, line: 1 }]);
    }
  });

  it("lets route modules, root.tsx and server modules import it", async () => {
    const code = 'export { getStorage } from "~/storage/index.server";';
    for (const file of [
      "app/routes/_resources+/filer.$.ts",
      "app/root.tsx",
      "app/uploads/attachments.server.ts",
    ]) {
      expect(await lintFindings(file, code)).toEqual([]);
    }
  });

  it("lets a component import only a type from it, which never reaches the bundle", async () => {
    const code =
      'import type { FileStorage } from "~/storage/index.server";\nexport type F = FileStorage;';
    expect(await lintFindings("app/components/file-list.tsx", code)).toEqual([]);
  });
});

describe("another concern is reached only through its entry", () => {
  it("refuses ~/storage/s3.server from the mail concern", async () => {
    const code = 'export { createS3Storage } from "~/storage/s3.server";';
    expect(await lintFindings("app/mail/attachments.server.ts", code)).toEqual([
      { ruleId: internalsRule, line: 1 },
    ]);
  });

  it("refuses a shared internal file from a route or component as well", async () => {
    const code = 'export { contactSchema } from "~/contact/contact-schema";';
    for (const file of ["app/routes/_marketing+/kontakt.tsx", "app/components/contact/form.tsx"]) {
      expect(await lintFindings(file, code)).toEqual([{ ruleId: internalsRule, line: 1 }]);
    }
  });

  it("allows the entries, relative imports inside a concern, and the open folders", async () => {
    const code = [
      'export { getStorage } from "~/storage/index.server";',
      'export { contactSchema } from "~/contact";',
      'export { createS3Storage } from "./s3.server";',
      'export { Button } from "~/components/ui/button";',
      'export { ErrorPage } from "~/components/layout/error-page";',
    ].join("\n");
    expect(await lintFindings("app/storage/links.server.ts", code)).toEqual([]);
  });

  it("refuses a concern's ui/ and copy from a route: they are internals like any other file", async () => {
    const code = [
      'export { GalleryGrid } from "~/gallery/ui/gallery-grid";',
      'export { home } from "~/home/copy";',
      'export { GalleryGrid as Grid, galleryCopy } from "~/gallery";',
    ].join("\n");
    expect(await lintFindings("app/routes/_marketing+/illustrasjoner.tsx", code)).toEqual([
      { ruleId: internalsRule, line: 1 },
      { ruleId: internalsRule, line: 2 },
    ]);
  });

  it("leaves tests free to reach into a concern", async () => {
    const code = 'export { createS3Storage } from "~/storage/s3.server";';
    expect(await lintFindings("app/mail/outbox.server.test.ts", code)).toEqual([]);
  });
});

describe("only the routes import the root or a route", () => {
  it("refuses ~/root and a route module in a concern, its ui/ and a component, type imports too", async () => {
    const code = [
      'import type { loader as rootLoader } from "~/root";',
      'import type { action } from "~/routes/_resources+/samtykke";',
      'import { clientAction } from "../../routes/_marketing+/kontakt";',
      "export type All = [typeof rootLoader, typeof action, typeof clientAction];",
    ].join("\n");
    for (const file of [
      "app/consent/ui/cookie-banner.tsx",
      "app/analytics/ui/consented-tags.tsx",
      "app/components/layout/site-layout.tsx",
    ]) {
      expect(await lintFindings(file, code), file).toEqual([
        { ruleId: internalsRule, line: 1 },
        { ruleId: internalsRule, line: 2 },
        { ruleId: internalsRule, line: 3 },
      ]);
    }
    const relativeRoot = 'import type { loader } from "../root";\nexport type L = typeof loader;';
    expect(await lintFindings("app/hooks/use-root-data.ts", relativeRoot)).toEqual([
      { ruleId: internalsRule, line: 1 },
    ]);
  });

  it("lets the routes and root.tsx import them, and a concern its own root-data types", async () => {
    const fromRoute = [
      'import type { loader as rootLoader } from "~/root";',
      'import type { action } from "~/routes/_resources+/samtykke";',
      'import { loader } from "./kontakt";',
      "export type Both = [typeof rootLoader, typeof action, typeof loader];",
    ].join("\n");
    expect(await lintFindings("app/routes/_marketing+/takk.tsx", fromRoute)).toEqual([]);
    expect(await lintFindings("app/root.tsx", fromRoute)).toEqual([]);
    const fromConcern = [
      'import type { ConsentRootData } from "~/consent";',
      'import type { SiteLayoutRootData } from "~/components/layout/site-layout";',
      "export type Both = ConsentRootData & SiteLayoutRootData;",
    ].join("\n");
    expect(await lintFindings("app/analytics/use-track-conversion.ts", fromConcern)).toEqual([]);
  });
});

describe("tests do not sleep", () => {
  it("refuses page.waitForTimeout in a spec and lets expect.poll through", async () => {
    const code = [
      'import { expect, test } from "./support/test";',
      'test("t", async ({ page }) => {',
      "  await page.waitForTimeout(20);",
      '  await expect.poll(() => page.title(), { intervals: [20] }).toBe("x");',
      "});",
    ].join("\n");
    expect(await lintFindings("tests/e2e/banner.spec.ts", code)).toEqual([
      { ruleId: "no-restricted-syntax", line: 3 },
    ]);
  });

  it("refuses a promise a timer resolves, in any test, and in a page a spec evaluates", async () => {
    const code = [
      "export async function waitOut() {",
      "  await new Promise((resolve) => setTimeout(resolve, 400));",
      "  await new Promise<void>((done) => {",
      "    globalThis.setTimeout(() => done(), 1_000);",
      "  });",
      "}",
    ].join("\n");
    for (const file of [
      "tests/reliability/shutdown.test.ts",
      "tests/integration/outbox.test.ts",
      "tests/reliability/support/forms.ts",
      "app/http/render-document.server.test.tsx",
    ]) {
      expect(await lintFindings(file, code), file).toEqual([
        { ruleId: "house/no-sleep", line: 2 },
        { ruleId: "house/no-sleep", line: 4 },
      ]);
    }
    const inPage = [
      'import { test } from "./support/test";',
      'test("t", async ({ page }) => {',
      "  await page.evaluate(() => new Promise((r) => setTimeout(() => r(1), 200)));",
      "});",
    ].join("\n");
    expect(await lintFindings("tests/e2e/foundation.spec.ts", inPage)).toEqual([
      { ruleId: "house/no-sleep", line: 3 },
    ]);
  });

  it("refuses setTimeout and scheduler from timers/promises", async () => {
    const code = [
      'import { setTimeout as sleep } from "node:timers/promises";',
      'import { scheduler } from "timers/promises";',
      "export const pause = () => Promise.all([sleep(50), scheduler.wait(50)]);",
    ].join("\n");
    expect(await lintFindings("tests/integration/storage.test.ts", code)).toEqual([
      { ruleId: "no-restricted-imports", line: 1 },
      { ruleId: "no-restricted-imports", line: 2 },
    ]);
  });

  it("lets a deadline, a timer that resolves nothing and the app's own timers through", async () => {
    const code = [
      "export const started = new Promise<void>((resolve, reject) => {",
      '  process.once("message", () => resolve());',
      '  setTimeout(() => reject(new Error("startet ikke")), 60_000).unref();',
      "});",
      "export const reset = (body: { destroy(): void }) => setTimeout(() => body.destroy(), 20);",
    ].join("\n");
    expect(await lintFindings("tests/reliability/support/production-server.ts", code)).toEqual([]);
    const sleep = "export const pause = () => new Promise((r) => setTimeout(r, 3000));";
    expect(await lintFindings("app/components/after-first-paint.tsx", sleep)).toEqual([]);
  });
});
