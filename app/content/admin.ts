/** Copy for the admin sections. */
export const paginationCopy = {
  label: "Sider",
  previous: "Forrige",
  next: "Neste",
  page: (page: number, count: number) => `Side ${page} av ${count}`,
} as const;

export const deliveryStatusLabels: Record<string, string> = {
  pending: "Venter på sending",
  sending: "Sendes nå",
  sent: "Sendt",
  failed: "Feilet",
};

export const enquiriesCopy = {
  title: "Henvendelser",
  intro: "Forespørsler fra kontaktskjemaet, nyeste først.",
  searchLabel: "Søk i henvendelser",
  searchPlaceholder: "Navn, e-post, telefon eller tekst",
  search: "Søk",
  clearSearch: "Vis alle",
  count: (total: number) => (total === 1 ? "1 henvendelse" : `${total} henvendelser`),
  empty: "Ingen henvendelser ennå.",
  noMatches: "Ingen henvendelser passer søket.",
  columns: { date: "Mottatt", name: "Navn", email: "E-post", attachments: "Vedlegg", delivery: "E-post til oss", status: "Status" },
  handled: "Behandlet",
  open: "Ny",
  noEmail: "Ingen e-post",
  back: "Tilbake til henvendelser",
  received: "Mottatt",
  phone: "Telefon",
  email: "E-post",
  message: "Melding",
  attachments: "Vedlegg",
  noAttachments: "Ingen vedlegg.",
  download: "Last ned",
  markHandled: "Merk som behandlet",
  markOpen: "Merk som ubehandlet",
  delivery: "E-postlevering",
  deliveryIntro: "Varselet om henvendelsen går via utboksen, som prøver igjen ved feil.",
  noDeliveries: "Det er ikke sendt noen e-post for denne henvendelsen.",
  deliveryColumns: { created: "Lagt i kø", to: "Til", status: "Status", attempts: "Forsøk", error: "Siste feil" },
  resend: "Send e-posten på nytt",
  handledToast: { type: "success", title: "Henvendelsen er merket som behandlet" },
  reopenedToast: { type: "success", title: "Henvendelsen er merket som ubehandlet" },
  resentToast: { type: "success", title: "E-posten er lagt i kø på nytt" },
  nothingToResendToast: { type: "error", title: "Ingen e-post å sende på nytt" },
  notFound: "Fant ikke henvendelsen",
} as const;

export const galleryCopy = {
  title: "Galleri",
  intro: "Bildene i karusellen på forsiden og på /illustrasjoner. Øverst vises først.",
  uploadHeading: "Last opp bilde",
  image: "Bilde",
  imageHelp: "JPG eller PNG, maks 17MB.",
  alt: "Alternativ tekst",
  altHelp: "Beskriv hva bildet viser, for dem som ikke ser det.",
  altRequired: "Skriv en alternativ tekst som beskriver bildet.",
  imageRequired: "Velg et bilde.",
  upload: "Last opp",
  empty: "Galleriet er tomt. Bilder du laster opp her, vises på nettstedet.",
  saveAlt: "Lagre tekst",
  moveUp: "Flytt opp",
  moveDown: "Flytt ned",
  delete: "Slett",
  deleteLabel: (alt: string) => `Slett bildet «${alt}»`,
  count: (total: number) => (total === 1 ? "1 bilde" : `${total} bilder`),
  uploadedToast: { type: "success", title: "Bildet er lastet opp" },
  altSavedToast: { type: "success", title: "Teksten er lagret" },
  movedToast: { type: "success", title: "Rekkefølgen er endret" },
  deletedToast: { type: "success", title: "Bildet er slettet" },
  invalidToast: { type: "error", title: "Endringen ble ikke lagret", description: "Alternativ tekst må fylles ut." },
} as const;

export const subscriberRoleLabels: Record<string, string> = {
  eiendomsmegler: "Eiendomsmegler",
  arkitekt: "Arkitekt",
  utbygger: "Utbygger",
  entreprenør: "Entreprenør",
  annet: "Annet",
};

export const subscribersCopy = {
  title: "Nyhetsbrev",
  intro: "Abonnenter på nyhetsbrevet, med samtykke og rolle.",
  filterLabel: "Rolle",
  countsLabel: "Aktive abonnenter per rolle",
  allRoles: "Alle roller",
  filter: "Vis",
  export: "Last ned CSV",
  active: (count: number) => `${count} aktive`,
  unsubscribed: (count: number) => `${count} avmeldt`,
  columns: { email: "E-post", role: "Rolle", subscribed: "Registrert", status: "Status" },
  statusActive: "Aktiv",
  statusUnsubscribed: "Avmeldt",
  empty: "Ingen abonnenter her ennå.",
  delete: "Slett",
  deleteLabel: (email: string) => `Slett ${email} for godt`,
  deleteHelp: "Sletting fjerner abonnenten og samtykket helt (retten til sletting etter GDPR).",
  deletedToast: { type: "success", title: "Abonnenten er slettet" },
  csvHeader: ["E-post", "Rolle", "Registrert", "Samtykke gitt", "Samtykketekst", "Avmeldt"],
  sendHeading: "Sende nyhetsbrev",
} as const;

export const comingSectionsCopy = {
  projects: {
    title: "Prosjekter",
    intro: "Porteføljeprosjektene som vises på /prosjekter.",
    status: "Her skal du kunne opprette, redigere og publisere prosjekter med tekst, omslagsbilde og bilder. Den delen er ikke bygget ennå.",
  },
  customerProjects: {
    title: "Kundeprosjekter",
    intro: "Bestillinger sendt inn via kundeskjemaet.",
    status: "Her skal du kunne se bestillingene, flytte dem gjennom Oppstart, Modellering, Tilbakemeldinger og Levering, og skrive meldinger til kunden. Den delen er ikke bygget ennå.",
  },
} as const;
