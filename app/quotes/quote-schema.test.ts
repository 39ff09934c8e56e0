import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { norwegianToday, quoteSchema } from "./quote-schema";

const inDays = (days: number) =>
  new Date(Date.parse(`${norwegianToday()}T00:00:00Z`) + days * 86_400_000)
    .toISOString()
    .slice(0, 10);

function form(entries: Record<string, string>) {
  const data = new FormData();
  for (const [name, value] of Object.entries(entries)) data.append(name, value);
  return parseWithZod(data, { schema: quoteSchema });
}

const errorsOf = (entries: Record<string, string>) => {
  const submission = form(entries);
  return submission.status === "error" ? submission.error : null;
};

describe("quoteSchema", () => {
  it("reads the lines' prices as øre and keeps the terms", () => {
    const submission = form({
      "lines[0].description": "Utvendige bilder, 4 vinkler",
      "lines[0].quantity": "4",
      "lines[0].price": "6 500",
      "lines[1].description": "Animasjon, 30 sekunder",
      "lines[1].quantity": "1",
      "lines[1].price": "24 990,50",
      validUntil: inDays(30),
      terms: "Betaling 14 dager netto.",
    });
    expect(submission.status).toBe("success");
    if (submission.status !== "success") return;
    expect(submission.value.lines.map((line) => [line.quantity, line.price])).toEqual([
      [4, 650_000],
      [1, 2_499_050],
    ]);
    expect(submission.value.terms).toBe("Betaling 14 dager netto.");
  });

  it("refuses a quote without lines, a bad price or quantity, and a past date", () => {
    const errors = errorsOf({
      "lines[0].description": "Bilder",
      "lines[0].quantity": "2,5",
      "lines[0].price": "-100",
      validUntil: inDays(-1),
    });
    expect(Object.keys(errors ?? {})).toEqual(
      expect.arrayContaining(["lines[0].quantity", "lines[0].price", "validUntil"]),
    );
    expect(errorsOf({ validUntil: inDays(10) })?.lines).toEqual([
      "Tilbudet må ha minst én linje og høyst 30.",
    ]);
  });

  it("takes today as the last day, and refuses more than a year ahead or a made-up date", () => {
    const line = {
      "lines[0].description": "Bilde",
      "lines[0].quantity": "1",
      "lines[0].price": "1",
    };
    expect(form({ ...line, validUntil: inDays(0) }).status).toBe("success");
    expect(form({ ...line, validUntil: inDays(400) }).status).toBe("error");
    expect(form({ ...line, validUntil: "2027-02-30" }).status).toBe("error");
  });
});
