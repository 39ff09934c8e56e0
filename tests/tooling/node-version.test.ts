import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

// The tests, CI and the Docker image must run one Node: the one .node-version names.
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const read = (file: string) => readFileSync(path.join(repoRoot, file), "utf8");
const nodeVersion = read(".node-version").trim();

function parse(version: string) {
  const [major = 0, minor = 0, patch = 0] = version.split(".").map(Number);
  return [major, minor, patch];
}

function atLeast(version: string, minimum: string) {
  const [a, b] = [parse(version), parse(minimum)];
  for (let index = 0; index < 3; index++) {
    if (a[index] !== b[index]) return a[index]! > b[index]!;
  }
  return true;
}

describe("the Node the project runs on", () => {
  it("is a full version in .node-version", () => {
    expect(nodeVersion).toMatch(/^\d+\.\d+\.\d+$/);
  });

  it("is the one the tests run on", () => {
    expect(process.versions.node).toBe(nodeVersion);
  });

  it("is the Dockerfile's default base", () => {
    expect(read("Dockerfile")).toContain(`ARG NODE_VERSION=${nodeVersion}\n`);
  });

  it("satisfies the engines range, which the dependencies' own ranges stay within", () => {
    const engines = JSON.parse(read("package.json")).engines.node as string;
    const minimum = engines.replace(/^>=/, "");
    expect(atLeast(nodeVersion, minimum)).toBe(true);
    expect(atLeast(minimum, "22.12.0")).toBe(true);
  });
});
