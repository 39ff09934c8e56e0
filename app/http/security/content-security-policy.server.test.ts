import { describe, expect, it } from "vitest";
import { createNonce } from "./content-security-policy.server";

describe("CSP nonces", () => {
  it("are 128 bits each and never repeat, across several refills of the pool", () => {
    const nonces = Array.from({ length: 1_000 }, createNonce);
    expect(new Set(nonces).size).toBe(nonces.length);
    for (const nonce of nonces) expect(Buffer.from(nonce, "base64")).toHaveLength(16);
  });
});
