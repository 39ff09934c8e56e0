import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, test } from "vitest";
import { ConfigError, parseConfig } from "./index.server";

const dataDir = () => mkdtempSync(path.join(tmpdir(), "dp-config-"));

describe("parseConfig", () => {
  test("runs on the embedded defaults with nothing set", () => {
    const dir = dataDir();
    const config = parseConfig({ DATA_DIR: dir });
    expect(config.PORT).toBe(3000);
    expect(config.siteUrl.href).toBe("http://localhost:3000/");
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.STAFF_EMAIL_DOMAIN).toBe("digitalepoteter.example");
  });

  test("keeps a generated session secret in DATA_DIR across starts", () => {
    const dir = dataDir();
    const first = parseConfig({ DATA_DIR: dir }).sessionSecret;
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(parseConfig({ DATA_DIR: dir }).sessionSecret).toBe(first);
    expect(readFileSync(path.join(dir, "session-secret"), "utf8")).toBe(first);
  });

  test.each([
    ["PORT", "seventy"],
    ["DATABASE_URL", "mysql://localhost/db"],
    ["SITE_URL", "ftp://example.no"],
    ["STAFF_EMAIL_DOMAIN", "not a domain"],
    ["SESSION_SECRET", "short"],
  ])("a bad %s stops start-up with the variable's name", (name, value) => {
    expect(() => parseConfig({ DATA_DIR: dataDir(), [name]: value })).toThrow(ConfigError);
    expect(() => parseConfig({ DATA_DIR: dataDir(), [name]: value })).toThrow(name);
  });

  test("OIDC settings must come together", () => {
    expect(() =>
      parseConfig({ DATA_DIR: dataDir(), OIDC_ISSUER: "https://accounts.google.com" }),
    ).toThrow(/OIDC_CLIENT_ID/);
  });
});
