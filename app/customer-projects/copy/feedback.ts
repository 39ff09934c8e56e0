/**
 * Copy for the feedback step on /prosjekt/:id and in admin: rounds, pinned comments, approval,
 * delivery. Words that address one side (the customer's "du", staff's "kunden") are in
 * `feedbackCopy` for the customer and `feedbackAdminCopy` for staff (decision 198).
 */

export const feedbackCopy = {
  heading: "Tilbakemeldinger",
  intro:
    "Trykk på et sted i bildet for å legge igjen en kommentar akkurat der. Vi svarer i tråden under hvert punkt.",
  noRounds: "Ingen utkast ennå. Du får en e-post når første runde er klar.",
  roundLabel: (number: number) => `Runde ${number}`,
  roundsNav: "Runder",
  latest: "nyeste",
  pickHint: "Trykk i bildet for å plassere en kommentar.",
  pickAlt: (title: string) => `${title}: trykk for å kommentere et sted i bildet`,
  pinsHeading: "Kommentarer",
  noPins: "Ingen kommentarer på dette bildet ennå.",
  pinLabel: (number: number) => `Punkt ${number}`,
  resolved: "Løst",
  /** The studio's comments carry its published name. */
  customerAuthor: "Du",
  newPin: {
    heading: (number: number) => `Ny kommentar ved punkt ${number}`,
    label: "Kommentar",
    help: "Høyst 2000 tegn.",
    submit: "Lagre kommentar",
    cancel: "Avbryt",
  },
  reply: { label: "Svar", submit: "Svar" },
  carriedOver: {
    heading: "Uløste punkter fra tidligere runder",
    item: (round: number, title: string, pin: number) => `Runde ${round} · ${title} · punkt ${pin}`,
  },
  compare: {
    link: (round: number) => `Sammenlign med runde ${round}`,
    heading: (title: string, older: number, newer: number) =>
      `${title}: runde ${older} og runde ${newer}`,
    sideBySide: "Side ved side",
    slider: "Glidebryter",
    sliderLabel: "Vis mer av den nye versjonen",
    close: "Lukk sammenligningen",
  },
  approval: {
    heading: "Godkjenning",
    intro: (round: number) =>
      `Er du fornøyd med runde ${round}? Når du godkjenner, går prosjektet videre til Levering.`,
    nameLabel: "Ditt navn",
    submit: "Godkjenn",
    approved: (round: number, name: string, when: string) =>
      `Runde ${round} ble godkjent av ${name} ${when}.`,
  },
  delivery: {
    heading: "Ferdige filer",
    downloadAll: "Last ned alle (ZIP)",
    empty: "Vi legger ut de ferdige filene her så snart de er klare.",
    filesDeleted: (date: string) =>
      `Prosjektfilene ble slettet ${date}, etter oppbevaringstiden i personvernerklæringen.`,
  },
  toasts: {
    pinned: { type: "success", title: "Kommentaren er lagret" },
    replied: { type: "success", title: "Svaret er lagret" },
    approved: {
      type: "success",
      title: "Takk! Runden er godkjent",
      description: "Prosjektet er flyttet til Levering.",
    },
  },
  errors: {
    outside: "Punktet må ligge inne i bildet. Trykk et sted i bildet.",
    noSpot: "Punktet mangler. Trykk et sted i bildet for å plassere kommentaren.",
    empty: "Skriv en kommentar.",
    tooLong: "Kommentaren kan være på høyst 2000 tegn.",
    wrongImage: "Fant ikke bildet i dette prosjektet. Last siden på nytt og prøv igjen.",
    wrongPin: "Fant ikke kommentaren i dette prosjektet. Last siden på nytt og prøv igjen.",
    name: "Skriv navnet ditt (2–200 tegn).",
    notLatest: "Bare den nyeste runden kan godkjennes. Last siden på nytt.",
    alreadyApproved: "Prosjektet er allerede godkjent.",
    noRounds: "Det er ingen runde å godkjenne ennå.",
    unknown: "Skjemaet kunne ikke leses. Last siden på nytt og prøv igjen.",
  },
} as const;

export const feedbackAdminCopy = {
  heading: "Tilbakemeldinger",
  noRounds:
    "Ingen runder ennå. Last opp den første under; kunden får en e-post når den er lagt ut.",
  /** A kept project after its customer was erased: the approval stays, the rounds went. */
  roundsErased:
    "Rundene og bildene er slettet etter en personvernforespørsel; godkjenningen står over.",
  authors: { customer: "Kunden", staff: "Oss" },
  deliveryEmpty: "Ingen ferdige filer er lagt ut ennå.",
  roundHeading: "Last opp ny runde",
  roundHelp:
    "Ett eller flere bilder (JPG eller PNG). Filnavnet blir bildets tittel; gi samme navn i neste runde for å kunne sammenligne.",
  imagesLabel: "Bilder",
  upload: "Last opp runde",
  noImages: "Velg minst ett bilde.",
  wrongType: (name: string) =>
    `Filen ${name} er ikke i riktig format. Tillatte formater er JPG og PNG.`,
  tooMany: "Du kan laste opp opptil 10 bilder per runde.",
  resolve: "Merk som løst",
  reopen: "Åpne igjen",
  columns: { openPins: "Åpne punkter", approval: "Godkjenning" },
  approvalState: {
    none: "Ikke godkjent",
    approved: (round: number) => `Runde ${round} godkjent`,
  },
  deliveryHeading: "Ferdige filer til kunden",
  deliveryHelp: "4K-filer som JPG, PNG eller PDF. Kunden laster dem ned fra prosjektsiden.",
  deliveryLabel: "Filer",
  deliveryUpload: "Last opp ferdige filer",
  deliveryBeforeApproval:
    "Ferdige filer kan lastes opp når kunden har godkjent en runde. Til da deler dere utkast som en ny runde.",
  deliveryWrongType: (name: string) =>
    `Filen ${name} er ikke i riktig format. Tillatte formater er JPG, PNG og PDF.`,
  noFiles: "Velg minst én fil.",
  toasts: {
    round: (number: number) => ({
      type: "success" as const,
      title: `Runde ${number} er lastet opp`,
      description: "Kunden får en e-post.",
    }),
    resolved: { type: "success", title: "Punktet er merket som løst" },
    reopened: { type: "success", title: "Punktet er åpnet igjen" },
    replied: { type: "success", title: "Svaret er sendt til kunden" },
    delivered: {
      type: "success",
      title: "De ferdige filene er lagt ut",
      description: "Kunden får en e-post.",
    },
    failed: {
      type: "error",
      title: "Opplastingen ble ikke lagret",
      description: "Prøv igjen om litt.",
    },
  },
} as const;

/** The lines of a digest e-mail; one mail carries every notice since the last one. */
export const feedbackEmails = {
  notices: {
    newRound: (round: number, titles: string) => `Runde ${round} er klar: ${titles}.`,
    staffReply: (round: number, title: string, pin: number) =>
      `Vi har svart på punkt ${pin} i ${title} (runde ${round}).`,
    customerComment: (round: number, title: string, pin: number, body: string) =>
      `Kunden har kommentert punkt ${pin} i ${title} (runde ${round}): «${body}»`,
  },
  customer: {
    subject: (projectName: string) => `Nytt i tilbakemeldingene for ${projectName}`,
    text: (
      contactName: string,
      projects: { projectName: string; lines: string[]; link: string }[],
      signature: string,
    ) =>
      [
        `Hei ${contactName},`,
        "",
        ...projects.flatMap(({ projectName, lines, link }) => [
          `Nytt i ${projectName}:`,
          ...lines.map((line) => `- ${line}`),
          "",
          "Se bildene og svar på prosjektsiden din:",
          link,
          "",
        ]),
        signature,
      ].join("\n"),
  },
  staff: {
    subject: (count: number) =>
      count === 1 ? "Ny tilbakemelding fra en kunde" : `Nye tilbakemeldinger fra ${count} kunder`,
    project: (projectName: string, link: string) => `${projectName} (${link}):`,
    more: (count: number, link: string) => `… og ${count} til. Les alle i prosjektet: ${link}`,
    moreProjects: (count: number, projects: number, link: string) =>
      `Og ${count} til fra ${projects === 1 ? "ett prosjekt" : `${projects} prosjekter`} som ikke fikk plass her. Se alle kundeprosjektene: ${link}`,
  },
} as const;
