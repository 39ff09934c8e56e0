import { formatDate, formatDateTime } from "~/format";

const statusLabels: Record<string, string> = {
  pending: "venter",
  sending: "sendes",
  sent: "sendt",
  failed: "ga opp",
};

const quoteStatusLabels: Record<string, string> = {
  open: "sendt",
  accepted: "godtatt",
  declined: "avslått",
  superseded: "erstattet av en nyere versjon",
};

/** What each kind is called on the screen and in the export's README. */
export const sourceCopy = {
  enquiries: {
    label: "Henvendelser",
    readme:
      "Henvendelser du har sendt oss via kontaktskjemaet: navn, e-post, telefon, meldingen og vedleggene, e-postene mellom oss om henvendelsen og våre notater. Vedleggene ligger i mappen henvendelser/.",
    untitled: "(uten melding)",
  },
  quotes: {
    label: "Tilbud",
    readme:
      "Tilbudene vi har sendt deg: linjene med pris, vilkårene, hvem de var til, og om og når du godtok eller avslo dem.",
    keptByLaw:
      "Et godtatt tilbud er en avtale som beholdes for regnskapet (bokføringsloven): linjene, prisene, hvem det var til, navnet som ble skrevet og når. E-postadressen slettes, og lenken til tilbudet virker ikke lenger.",
    keptLabel: (count: number) => (count === 1 ? "1 godtatt tilbud" : `${count} godtatte tilbud`),
    title: (version: number) => `Tilbud, versjon ${version}`,
    status: (status: string) => `Status: ${quoteStatusLabels[status] ?? status}`,
  },
  unplacedMails: {
    label: "Uplasserte e-poster",
    readme:
      "E-poster du har sendt oss som svar, men som ikke kunne knyttes til en henvendelse, med vedleggene i mappen uplasserte-eposter/.",
  },
  customerProjects: {
    label: "Kundeprosjekter",
    readme:
      "Kundeprosjektene dine: kundeskjemaet, meldinger, tilbakemeldingsrunder med punkter og kommentarer, og godkjenningen. Filene du selv har lastet opp, ligger i mappen kundeprosjekter/.",
    keptByLaw:
      "Et godkjent prosjekt beholdes for regnskapet (bokføringsloven): firma, type, tjenester og hvilken runde som ble godkjent når. Prosjektnavnet byttes ut; navn, kontaktopplysninger, beskrivelse, meldinger, filer og tilbakemeldinger slettes, og lenken til prosjektsiden virker ikke lenger.",
    keptLabel: (count: number) =>
      count === 1 ? "1 godkjent kundeprosjekt" : `${count} godkjente kundeprosjekter`,
    approved: (at: Date) => `Godkjent ${formatDateTime(at)}`,
    erasedName: "Slettet etter personvernforespørsel",
    erasedProjectName: (createdAt: Date) => `Anonymisert prosjekt fra ${formatDate(createdAt)}`,
  },
  newsletter: {
    label: "Nyhetsbrev",
    readme:
      "Påmeldingen til nyhetsbrevet: adressen, rollen du oppga, når og etter hvilken samtykketekst du ga samtykke, og når du bekreftet eller meldte deg av.",
    state: (row: { confirmedAt: Date | null; unsubscribedAt: Date | null }) =>
      row.unsubscribedAt
        ? `Avmeldt ${formatDateTime(row.unsubscribedAt)}`
        : row.confirmedAt
          ? `Bekreftet ${formatDateTime(row.confirmedAt)}`
          : "Ikke bekreftet",
    consent: (version: string, at: Date) =>
      `Samtykke (versjon ${version}) gitt ${formatDateTime(at)}`,
  },
  outbox: {
    label: "E-poster",
    readme:
      "E-poster vi har sendt eller skal sende til deg, og varsler til oss om det du har sendt, med emne, tekst og status.",
    recipient: (to: string) => `Til ${to}`,
    status: (status: string) => `Status: ${statusLabels[status] ?? status}`,
  },
  staff: {
    label: "Ansattinnlogging",
    readme:
      "For ansatte: innloggede økter (nettleser og tidspunkter) og antall feil passord siden forrige innlogging.",
    session: (userAgent: string) => `Økt i ${userAgent || "ukjent nettleser"}`,
    lastSeen: (at: Date) => `Sist aktiv ${formatDateTime(at)}`,
    signIns: "Innloggingsforsøk",
    failed: (count: number) => `${count} feil passord`,
  },
} as const;

/** The export's README, in Norwegian, for the person who receives the ZIP. */
export const exportReadme = {
  fileName: "LESMEG.txt",
  heading: (siteName: string, at: Date) =>
    `Personopplysninger fra ${siteName}, hentet ut ${formatDateTime(at)}.`,
  intro:
    "Denne ZIP-filen inneholder alt nettstedet vårt har lagret om deg. Hver JSON-fil er én type opplysninger og kan åpnes i en tekstredigerer. Filene du har sendt oss, ligger i mappene med samme navn.",
  none: "Vi har ingen opplysninger av denne typen om deg.",
  fileLine: (file: string, text: string) => `${file}: ${text}`,
};

/** The staff's Personvern page. */
export const personalDataCopy = {
  title: "Personvern",
  intro:
    "Finn alt nettstedet har lagret om en person, last det ned som én ZIP-fil, eller slett det. Alt du gjør her, logges uten selve opplysningene.",
  find: {
    heading: "Finn en person",
    email: "E-post",
    phone: "Telefon (valgfritt)",
    phoneHelp: "Finner også henvendelser og kundeprosjekter med dette nummeret.",
    submit: "Finn",
    pending: "Søker...",
  },
  results: {
    heading: (email: string) => `Dette har vi om ${email}`,
    nothing: (email: string) => `Fant ingen opplysninger om ${email}.`,
    count: (label: string, count: number) => `${label} (${count})`,
    files: "Filer:",
    keptMark: "Beholdes ved sletting",
  },
  export: {
    submit: "Last ned alt (ZIP)",
  },
  erase: {
    heading: "Slett alt om personen",
    warning:
      "Alle opplysningene over og filene deres slettes for godt, og adressen får aldri mer e-post fra oss. Det kan ikke angres.",
    confirmation: "Skriv e-postadressen for å bekrefte",
    submit: "Slett for godt",
    pending: "Sletter...",
    /** `kept` says what is kept of each kind, such as "1 godtatt tilbud". */
    toast: (erased: number, kept: string[]) => ({
      type: "success" as const,
      title: "Personopplysningene er slettet",
      description:
        kept.length > 0
          ? `${erased} oppføringer er slettet eller anonymisert. Dette beholdes med bare det regnskapet krever: ${kept.join(" og ")}.`
          : `${erased} oppføringer er slettet.`,
    }),
  },
  log: {
    heading: "Logg",
    tableLabel: "Forespørsler i loggen",
    intro: "Hvem som har søkt, lastet ned eller slettet, og hvor mange oppføringer av hver type.",
    empty: "Ingen forespørsler ennå.",
    columns: { when: "Tidspunkt", staff: "Ansatt", action: "Handling", counts: "Oppføringer" },
    actions: { find: "Søk", export: "Nedlasting", erase: "Sletting" } as Record<string, string>,
    counts: (counts: Record<string, number>) =>
      Object.entries(counts)
        .map(([kind, count]) => `${kind}: ${count}`)
        .join(", "),
  },
  errors: {
    email: "Skriv en gyldig e-postadresse.",
    phone: "Skriv et telefonnummer med 8 til 15 sifre, eller la feltet stå tomt.",
    confirmation: "Skriv e-postadressen nøyaktig slik den står over for å bekrefte slettingen.",
  },
};
