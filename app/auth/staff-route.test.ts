import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const adminRoutes = path.join(import.meta.dirname, "..", "routes", "admin+");

function routeFiles(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(directory, entry.name);
    if (entry.isDirectory()) return routeFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.(server|test)\./.test(entry.name) ? [full] : [];
  });
}

describe("admin routes", () => {
  const files = routeFiles(adminRoutes);

  it("exist", () => {
    expect(files.length).toBeGreaterThan(0);
  });

  it.each(files.map((file) => [path.relative(adminRoutes, file), file]))(
    "%s guards every loader and action with staffLoader/staffAction",
    (_name, file) => {
      const source = readFileSync(file, "utf8");
      const exported = [
        ...source.matchAll(/export\s+(?:async\s+)?(?:function|const|let)\s+(loader|action)\b/g),
      ];
      for (const [declaration, name] of exported) {
        const guard = name === "loader" ? "staffLoader" : "staffAction";
        const start = source.indexOf(declaration);
        expect(
          source.slice(start, start + declaration.length + 20),
          `${name} must be ${guard}(...)`,
        ).toMatch(new RegExp(`^export const ${name} = ${guard}\\(`));
      }
      expect(source, "re-exported handlers cannot be checked").not.toMatch(
        /export\s*\{[^}]*\b(loader|action)\b/,
      );
    },
  );
});
