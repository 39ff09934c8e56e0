/** Copy shared by every public form. */
export const formCopy = {
  tooFast: "Skjemaet ble sendt litt for raskt. Vent et par sekunder og send igjen.",
  stale: "Siden har vært åpen lenge. Se over feltene og send skjemaet på nytt.",
  rateLimited: (minutes: number) =>
    `Vi har mottatt mange skjemaer fra deg på kort tid. Prøv igjen om ${minutes} minutter, eller send oss en e-post direkte.`,
  malformed: "Skjemaet kunne ikke leses. Last siden på nytt og prøv igjen.",
  /** After a required field's label (the spec's words stay as they are). */
  required: "må fylles ut",
  /** A phone field left empty, and one with too few digits (the spec's words). */
  phoneMissing: "Skriv inn telefonnummeret ditt.",
  phoneTooShort: "Telefonnummer må være minst 8 siffer.",
  honeypotLabel: "La dette feltet stå tomt",
  /**
   * The spec's "{email}" placeholder of a visitor's e-mail field: an example nobody owns, not
   * the studio's address, which made the field look filled in (issue 56).
   */
  emailPlaceholder: "ola.nordmann@eksempel.no",
  draftKept:
    "Det du skriver, lagres bare i denne nettleserfanen til du sender skjemaet. Vedlegg lagres ikke.",
  clearDraft: "Tøm skjemaet",
} as const;
