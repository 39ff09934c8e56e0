import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { expect, test } from "vitest";

const appDirectory = path.join(import.meta.dirname, "..");

function sourceFiles(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(directory, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\./.test(entry.name) ? [full] : [];
  });
}

/** A string literal that reads as a Cache-Control value (HSTS's `max-age=…;` does not). */
const cacheControlValue =
  /(["'`])(?:(?:public|private|no-store|no-cache)(?:,|\1)|[^"'`\n]*\b(?:s-maxage=|max-age=\d*(?:,|\1)|max-age=\$))/;

test("every Cache-Control value in app/ is one of the named policies", () => {
  const stray = sourceFiles(appDirectory)
    .filter((file) => path.basename(file) !== "cache-policies.ts")
    .flatMap((file) =>
      readFileSync(file, "utf8")
        .split("\n")
        .map((line, index) => `${path.relative(appDirectory, file)}:${index + 1}: ${line.trim()}`)
        .filter((line) => cacheControlValue.test(line)),
    );
  expect(stray).toEqual([]);
});
