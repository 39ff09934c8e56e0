import path from "node:path";
import { fileURLToPath } from "node:url";
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

// The house rules eslint.config.js adds to the recommended sets (the two layout rules, and no
// sleeping in browser tests): lint a snippet as if it lived at `filePath` and see what is refused.
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

describe("browser tests do not sleep", () => {
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
});
