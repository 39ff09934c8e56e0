import type { Request, Response } from "express";
import { describe, expect, it } from "vitest";
import { rejectCrossSiteWrites } from "./same-origin.server";

const site = new URL("https://digitalepoteter.example");

/** Runs the check on a POST another site's page makes; true when it lets the post through. */
function passesCrossSitePost(path: string) {
  const headers: Record<string, string> = {
    "sec-fetch-site": "cross-site",
    origin: "https://angriper.example",
  };
  const req = { method: "POST", path, get: (name: string) => headers[name] } as unknown as Request;
  let refused = false;
  const res = {
    status: () => res,
    type: () => res,
    send: () => {
      refused = true;
    },
  } as unknown as Response;
  let passed = false;
  rejectCrossSiteWrites(site)(req, res, () => {
    passed = true;
  });
  return passed && !refused;
}

describe("the cross-site check", () => {
  it("lets the inbound-mail webhook's server-to-server post through, which its password guards", () => {
    expect(passesCrossSitePost("/webhooks/inbound-mail")).toBe(true);
  });

  it("makes no exception for any other path that merely looks like it", () => {
    for (const path of [
      "/webhooks/inbound-mail/",
      "/webhooks/inbound-mail.data",
      "/webhooks/inbound-mailx",
      "/webhooks/inbound-mail/ekstra",
      "/webhooks",
      "/admin/henvendelser/abc",
      "/x/webhooks/inbound-mail",
    ]) {
      expect(passesCrossSitePost(path), path).toBe(false);
    }
  });
});
