import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

/**
 * The client build's stylesheets by the URL the page links them with, for the server render
 * to write into the page. Read once at start-up; the build does not change while it runs.
 */
export function readBuiltStylesheets(assetsDirectory: string): ReadonlyMap<string, string> {
  const names = readdirSync(assetsDirectory).filter((name) => name.endsWith(".css"));
  return new Map(
    names.map((name) => [
      `/assets/${name}`,
      readFileSync(path.join(assetsDirectory, name), "utf8"),
    ]),
  );
}
