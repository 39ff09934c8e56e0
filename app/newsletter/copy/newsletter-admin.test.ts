import { describe, expect, it } from "vitest";
import { campaignReviewCopy, recipients } from "./newsletter-admin";

describe("recipient counts in Norwegian", () => {
  it("says «mottaker» for one and «mottakere» for every other number", () => {
    expect([0, 1, 2, 21].map(recipients)).toEqual([
      "0 mottakere",
      "1 mottaker",
      "2 mottakere",
      "21 mottakere",
    ]);
  });

  it("the toast after a send to one subscriber says «1 mottaker»", () => {
    expect(campaignReviewCopy.queued(1).description).toBe(
      "1 mottaker får det i løpet av kort tid.",
    );
    expect(campaignReviewCopy.send(2)).toBe("Send til 2 mottakere");
  });
});
