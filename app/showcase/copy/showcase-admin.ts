/** The staff pages of the 360 view's panoramas and the home selector's flats. */
export const panoramaAdminCopy = {
  title: "360-visning",
  intro:
    "Panoramaene i 360°-visningen på /tjenester/360-visning, i rekkefølgen besøkende går gjennom dem.",
  uploadHeading: "Last opp panorama",
  image: "Panorama",
  imageHelp:
    "JPG eller PNG i ekvirektangulær projeksjon: dobbelt så bredt som høyt (2:1), maks 17MB.",
  name: "Navn på stedet",
  nameHelp: "Vises på knappen som tar besøkende hit, for eksempel «Stue».",
  nameRequired: "Skriv et navn på stedet panoramaet viser.",
  imageRequired: "Velg et panorama.",
  wrongRatio: (width: number, height: number) =>
    `Panoramaet må være dobbelt så bredt som det er høyt (2:1). Dette bildet er ${width} × ${height} piksler.`,
  upload: "Last opp",
  empty: "Ingen panoramaer ennå. 360°-visningen vises når du har lastet opp ett.",
  count: (total: number) => (total === 1 ? "1 panorama" : `${total} panoramaer`),
  deleteLabel: (title: string) => `Slett panoramaet «${title}»`,
  uploadedToast: { type: "success", title: "Panoramaet er lastet opp" },
  deletedToast: { type: "success", title: "Panoramaet er slettet" },
  invalidToast: { type: "error", title: "Endringen ble ikke lagret" },
} as const;

export const unitAdminCopy = {
  title: "Boligvelger",
  intro:
    "Leilighetene i boligvelgeren på /tjenester/konfigurator. Etasje 1 er første etasje, plass 1 er lengst til venstre i fasaden.",
  addHeading: "Legg til leilighet",
  fields: {
    number: "Nummer",
    floor: "Etasje",
    position: "Plass i fasaden",
    rooms: "Rom",
    area: "Areal (m²)",
    price: "Pris (kr)",
    status: "Status",
  },
  errors: {
    number: "Skriv et nummer med bokstaver, tall og bindestrek, høyst 12 tegn.",
    floor: "Etasjen må være et helt tall fra 1 til 30.",
    position: "Plassen må være et helt tall fra 1 til 12.",
    rooms: "Antall rom må være et helt tall fra 1 til 9.",
    area: "Arealet må være et helt tall fra 10 til 1000 m².",
    price: "Prisen må være et helt antall kroner.",
    status: "Velg en status.",
  },
  save: "Lagre",
  add: "Legg til",
  deleteLabel: (number: string) => `Slett leilighet ${number}`,
  empty: "Ingen leiligheter ennå.",
  savedToast: { type: "success", title: "Leiligheten er lagret" },
  addedToast: { type: "success", title: "Leiligheten er lagt til" },
  takenToast: {
    type: "error",
    title: "Leiligheten ble ikke lagt til",
    description: "Nummeret eller plassen i fasaden er allerede i bruk.",
  },
  deletedToast: { type: "success", title: "Leiligheten er slettet" },
  invalidToast: {
    type: "error",
    title: "Endringen ble ikke lagret",
    description: "Sjekk tallene og prøv igjen.",
  },
} as const;
