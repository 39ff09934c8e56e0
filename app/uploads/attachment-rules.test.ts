import { describe, expect, test } from "vitest";
import { claimedKind, cleanAttachmentName } from "./attachment-rules";

describe("cleanAttachmentName", () => {
  test("drops NUL and other control characters", () => {
    expect(cleanAttachmentName("teg\u0000ning\r\n\u0007.pdf")).toBe("tegning.pdf");
    expect(cleanAttachmentName("plan\u0085.pdf")).toBe("plan.pdf");
  });

  test("drops bidirectional overrides, so a name reads as what it is", () => {
    const disguised = "faktura\u202Efdp.exe";
    const cleaned = cleanAttachmentName(disguised);
    expect(cleaned).toBe("fakturafdp.exe");
    expect(claimedKind(cleaned, "application/pdf")).toBeNull();
    expect(cleanAttachmentName("\u2066plan\u2069\u200f.png")).toBe("plan.png");
  });

  test("keeps Norwegian letters and spaces, and names an emptied name", () => {
    expect(cleanAttachmentName("Plantegning Ålesund æøå.pdf")).toBe("Plantegning Ålesund æøå.pdf");
    expect(cleanAttachmentName("\u0000\u202E")).toBe("fil");
  });
});
