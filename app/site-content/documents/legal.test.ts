import { describe, expect, it } from "vitest";
import { contentDocuments } from ".";

const messages = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries(
    (result.error?.issues ?? []).map((issue) => [issue.path.join("."), issue.message]),
  );

describe("legal page documents", () => {
  it("keep the privacy policy's retention periods tied to the settings", () => {
    const { privacy } = contentDocuments;
    const typedPeriods = privacy.defaults.body.replace("{forespørsler_måneder}", "12");
    expect(messages(privacy.schema.safeParse({ ...privacy.defaults, body: typedPeriods }))).toEqual(
      {
        body: "Personvernerklæringen må oppgi lagringstidene med {forespørsler_måneder}, {påmeldinger_dager}, {prosjektfiler_måneder} og {logger_dager}, så de alltid stemmer med innstillingene.",
      },
    );
  });

  it("refuse a placeholder the page cannot fill, and accept the ones it can", () => {
    const { terms } = contentDocuments;
    const result = terms.schema.safeParse({
      ...terms.defaults,
      intro: "Gjelder for {foretaksnavn}.",
      body: "Ring {telefon} eller {telefonnr}.",
    });
    expect(messages(result)).toEqual({
      body: "{telefonnr} er ikke en plassholder vi kjenner. Se listen under feltet.",
    });
  });
});
