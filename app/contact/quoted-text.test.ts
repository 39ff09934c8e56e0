import { describe, expect, it } from "vitest";
import { splitQuotedText } from "./quoted-text";

describe("splitQuotedText", () => {
  it("folds a Gmail-style reply's attribution and the quoted lines under it", () => {
    const mail = [
      "Her er fasaden mot sjøen.",
      "",
      "On Tue, 3 Dec 2026 at 10:02, Digitale Poteter <post@digitalepoteter.example> wrote:",
      "> Takk! Har dere fasadetegninger?",
      ">",
      "> Hilsen oss",
    ].join("\n");
    expect(splitQuotedText(mail)).toEqual({
      text: "Her er fasaden mot sjøen.",
      quoted: [
        "On Tue, 3 Dec 2026 at 10:02, Digitale Poteter <post@digitalepoteter.example> wrote:",
        "> Takk! Har dere fasadetegninger?",
        ">",
        "> Hilsen oss",
      ].join("\n"),
    });
  });

  it("folds a Norwegian attribution wrapped over two lines", () => {
    const mail =
      "Ja, takk.\n\nDen tir. 3. des. 2026 kl. 10:02 skrev Digitale Poteter <\npost@x.no>:\n> Spørsmål?";
    expect(splitQuotedText(mail).text).toBe("Ja, takk.");
  });

  it("folds Outlook's header block", () => {
    const mail =
      "Greit.\n\nFra: Digitale Poteter <post@x.no>\nSendt: 3. desember 2026 10:02\nEmne: Tilbud\n\nHei";
    expect(splitQuotedText(mail)).toEqual({
      text: "Greit.",
      quoted:
        "Fra: Digitale Poteter <post@x.no>\nSendt: 3. desember 2026 10:02\nEmne: Tilbud\n\nHei",
    });
  });

  it("leaves a mail with no quote, or with quotes between its own words, whole", () => {
    expect(splitQuotedText("Bare tekst.")).toEqual({ text: "Bare tekst.", quoted: null });
    const inline = "> Har dere tegninger?\nJa, vedlagt.\n> Og frist?\nFredag.";
    expect(splitQuotedText(inline)).toEqual({ text: inline, quoted: null });
  });
});
