/** The timeline of an enquiry or a customer project, as staff read it (decision 330). */
export const timelineCopy = {
  heading: "Tidslinje",
  intro:
    "Alt i saken i den rekkefølgen det skjedde: det kunden først skrev øverst, det nyeste nederst. Notater ser bare vi.",
  enquiry: (name: string, email: string) => `Henvendelse fra ${name} <${email}>`,
  download: "Last ned",
  note: (by: string) => `Internt notat fra ${by}`,
  stage: (change: string, by: string, reason: string | null) =>
    `Fase: ${change} – ${by}${reason ? `: ${reason}` : ""}`,
  quoteSent: (version: number, by: string) => `Tilbud, versjon ${version}, sendt av ${by}`,
  quoteTotal: (total: string) => `${total} inkl. mva`,
  openQuote: "Se tilbudet",
  openQuoteLabel: (version: number) => `Se tilbud, versjon ${version}`,
  quoteOpened: (version: number) => `Tilbudet ble åpnet av kunden (versjon ${version})`,
  quoteAccepted: (version: number, by: string) =>
    `Tilbudet ble akseptert av ${by} (versjon ${version})`,
  quoteDeclined: (version: number) => `Tilbudet ble avslått (versjon ${version})`,
  declineReason: (reason: string) => `Grunn: ${reason}`,
  projectCreated: (name: string) => `Kundeprosjektet «${name}» ble opprettet`,
  projectStep: (from: string, to: string, by: string | null) =>
    `Prosjektfase: ${from} → ${to} – ${by ?? "kunden, ved godkjenning"}`,
  messageFrom: { customer: "Melding fra kunden", staff: "Melding fra oss" },
  round: (number: number, images: number) =>
    `Runde ${number} lagt ut med ${images === 1 ? "ett bilde" : `${images} bilder`}`,
  openRound: (number: number) => `Se runde ${number}`,
  pinComment: (author: "customer" | "staff", pin: number, image: string, round: number) =>
    `${author === "customer" ? "Kunden" : "Vi"} om punkt ${pin} på «${image}», runde ${round}`,
  approval: (round: number, by: string) => `Kunden godkjente runde ${round} (${by})`,
  delivery: "Ferdige filer levert",
} as const;
