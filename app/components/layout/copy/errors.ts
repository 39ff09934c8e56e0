export const errorCopy = {
  notFoundTitle: "Vi fant ikke siden",
  notFoundText:
    "Adressen kan være skrevet feil, eller siden kan ha flyttet. Gå til forsiden, eller ta kontakt hvis du leter etter noe bestemt.",
  goneTitle: "Siden er slettet",
  goneText:
    "Det som lå her, er slettet etter ønske fra den det gjaldt. Lenken virker ikke lenger. Ta kontakt hvis du har spørsmål.",
  toFrontPage: "Til forsiden",
  contactUs: "Kontakt oss",
  unknown: "Ukjent feil",
  /** The spec's text for a routing error, in English as the spec gives it. */
  routingError: "Unexpected Application Error!",
} as const;
