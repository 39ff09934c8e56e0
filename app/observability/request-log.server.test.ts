import type { IncomingMessage } from "node:http";
import { describe, expect, it } from "vitest";
import { clientAddress } from "./request-log.server";

const request = (remoteAddress: string, forwardedFor?: string) =>
  ({
    socket: { remoteAddress },
    headers: forwardedFor ? { "x-forwarded-for": forwardedFor } : {},
  }) as unknown as IncomingMessage;

describe("clientAddress", () => {
  it("is the socket's peer when no proxy is trusted, whatever the client claims", () => {
    expect(clientAddress(request("203.0.113.9", "10.0.0.1"), () => false)).toBe("203.0.113.9");
  });

  it("is the first untrusted hop, walking back from the trusted proxy", () => {
    const trusted = (address: string) => address.startsWith("10.");
    expect(clientAddress(request("10.0.0.2", "198.51.100.7, 10.0.0.5"), trusted)).toBe(
      "198.51.100.7",
    );
    // A hop the client made up in front of the real one is never reached.
    expect(clientAddress(request("10.0.0.2", "1.2.3.4, 198.51.100.7"), trusted)).toBe(
      "198.51.100.7",
    );
  });

  it("trusting every hop (TRUST_PROXY=true) gives the leftmost address, as Express does", () => {
    expect(clientAddress(request("127.0.0.1", "198.51.100.7, 10.0.0.5"), () => true)).toBe(
      "198.51.100.7",
    );
  });
});
