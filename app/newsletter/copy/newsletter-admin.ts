export const campaignCopy = {
  title: "Send nyhetsbrev",
  intro:
    "Skriv utgaven i Markdown, se forhåndsvisningen, send en test til deg selv, og send til abonnentene i rollene du velger. Hver mottaker får sin egen avmeldingslenke.",
  subject: "Emne",
  body: "Innhold (Markdown)",
  roles: "Mottakere",
  preview: "Forhåndsvis",
  previewHeading: "Forhåndsvisning",
  sendTest: "Send test til meg",
  send: "Send til abonnenter",
  history: "Sendte nyhetsbrev",
  historyEmpty: "Ingen nyhetsbrev er sendt ennå.",
  columns: { subject: "Emne", roles: "Roller", sent: "Sendt", recipients: "Mottakere" },
  errors: {
    subject: "Skriv et emne på 3–150 tegn.",
    body: "Skriv innhold på minst 20 tegn.",
    roles: "Velg minst én rolle.",
  },
  testSent: (email: string) => ({
    type: "success" as const,
    title: "Testen er lagt i køen",
    description: `Den sendes til ${email}.`,
  }),
  queued: (count: number) => ({
    type: "success" as const,
    title: "Nyhetsbrevet er lagt i køen",
    description: `${count} mottakere får det i løpet av kort tid.`,
  }),
  sendLink: "Skriv og send et nyhetsbrev",
} as const;
