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
    ["BODY_RATE_WINDOW_SECONDS", "0"],
  ])("a bad %s stops start-up with the variable's name", (name, value) => {
    expect(() => parseConfig({ DATA_DIR: dataDir(), [name]: value })).toThrow(ConfigError);
    expect(() => parseConfig({ DATA_DIR: dataDir(), [name]: value })).toThrow(name);
  });

  test("trusts no proxy unless told which", () => {
    const trust = (value?: string) =>
      parseConfig({ DATA_DIR: dataDir(), ...(value === undefined ? {} : { TRUST_PROXY: value }) })
        .TRUST_PROXY;
    expect(trust()).toBe(false);
    expect(trust("")).toBe(false);
    expect(trust("uniquelocal")).toEqual(["uniquelocal"]);
    expect(trust("2")).toBe(2);
    expect(trust("false")).toBe(false);
    expect(trust("loopback, 203.0.113.0/24, 2001:db8::1")).toEqual([
      "loopback",
      "203.0.113.0/24",
      "2001:db8::1",
    ]);
  });

  test.each(["true", "alle", "203.0.113.0/33", "loopback, ikke-en-adresse"])(
    "refuses TRUST_PROXY=%s, which would let a client choose its own address",
    (value) => {
      expect(() => parseConfig({ DATA_DIR: dataDir(), TRUST_PROXY: value })).toThrow(/TRUST_PROXY/);
    },
  );

  test("OIDC settings must come together", () => {
    expect(() =>
      parseConfig({ DATA_DIR: dataDir(), OIDC_ISSUER: "https://accounts.google.com" }),
    ).toThrow(/OIDC_CLIENT_ID/);
  });
});
