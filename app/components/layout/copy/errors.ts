export const errorCopy = {
  notFoundTitle: "Vi fant ikke siden",
  notFoundText:
    "Adressen kan være skrevet feil, eller siden kan ha flyttet. Gå til forsiden, eller ta kontakt hvis du leter etter noe bestemt.",
  toFrontPage: "Til forsiden",
  contactUs: "Kontakt oss",
  unknown: "Ukjent feil",
  /** The spec's text for a routing error, in English as the spec gives it. */
  routingError: "Unexpected Application Error!",
} as const;
