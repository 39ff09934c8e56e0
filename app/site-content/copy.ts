/** The staff's content editor: labels, limits' messages, toasts, and the preview banner. */
export const siteContentCopy = {
  documents: {
    company: {
      title: "Firmaopplysninger",
      description:
        "Navn, kontaktinformasjon, adresse og lenker som vises i topp, bunn, kontaktside og søkemotorer.",
    },
    faq: {
      title: "Ofte stilte spørsmål",
      description: "Spørsmålene og svarene på /visualisering.",
    },
    privacy: { title: "Personvernerklæring", description: "Teksten på /personvern." },
    terms: { title: "Leveringsbetingelser", description: "Teksten på /betingelser." },
    legal: { title: "Juridisk informasjon", description: "Teksten på /juridisk." },
  },
  company: {
    name: "Navn",
    legalName: "Juridisk navn",
    orgNumber: "Organisasjonsnummer",
    email: "E-post",
    phone: "Telefon",
    phoneHelp:
      "Slik nummeret skal vises, for eksempel 400 00 000. Uten landskode regnes det som norsk.",
    address: "Adresse",
    street: "Gateadresse",
    postalCode: "Postnummer",
    city: "Poststed",
    region: "Fylke",
    founded: "Grunnlagt (år og måned)",
    foundedHelp: "Skrives som ÅÅÅÅ-MM, for eksempel 2021-11.",
    foundedDisplay: "Grunnlagt (slik det vises)",
    employees: "Antall ansatte",
    projectsDisplay: "Antall prosjekter (slik det vises)",
    areaServed: "Områder vi dekker",
    area: "Område",
    social: "Sosiale medier",
    socialItem: "Lenke",
    socialName: "Navn på tjenesten",
    socialHref: "Adresse (https://…)",
  },
  faq: {
    heading: "Overskrift",
    lead: "Ingress",
    items: "Spørsmål og svar",
    item: "Spørsmål",
    question: "Spørsmål",
    answer: "Svar",
  },
  legal: {
    heading: "Overskrift",
    updated: "Dato-linje",
    updatedHelp: "Vises under overskriften, for eksempel «Sist oppdatert 22. november 2026».",
    intro: "Ingress",
    body: "Tekst",
    bodyHelp:
      "Markdown: «## Overskrift» på egen linje, tom linje mellom avsnitt, «- » foran punkter, **fet**, *kursiv* og [lenketekst](https://…). Lenker kan gå til https://, mailto:, tel: eller en side her (/kontakt). HTML vises som tekst. Firmaopplysningene og lagringstidene settes inn der du skriver {foretaksnavn}, {firmanavn}, {orgnr}, {adresse}, {epost}, {telefon}, {domene}, {forespørsler_måneder}, {påmeldinger_dager}, {prosjektfiler_måneder} og {logger_dager}.",
  },
  errors: {
    required: (label: string) => `Fyll inn ${label.toLowerCase()}.`,
    tooLong: (label: string, max: number) => `${label} kan være høyst ${max} tegn.`,
    atLeastOne: "Listen må ha minst ett element.",
    email: "Skriv en gyldig e-postadresse, for eksempel post@firma.no.",
    phone: "Skriv et telefonnummer med 8 til 15 sifre, gjerne med mellomrom.",
    orgNumber: "Organisasjonsnummeret har ni sifre, for eksempel 929 000 000.",
    postalCode: "Postnummeret har fire sifre.",
    founded: "Skriv år og måned som ÅÅÅÅ-MM, for eksempel 2021-11.",
    employees: "Skriv et helt tall mellom 1 og 999.",
    httpsAddress: "Adressen må begynne med https://.",
    unknownPlaceholder: (name: string) =>
      `{${name}} er ikke en plassholder vi kjenner. Se listen under feltet.`,
    retentionPlaceholder:
      "Personvernerklæringen må oppgi lagringstidene med {forespørsler_måneder}, {påmeldinger_dager}, {prosjektfiler_måneder} og {logger_dager}, så de alltid stemmer med innstillingene.",
    invalidForm: "Noen felt må rettes før du kan lagre. Se meldingene ved feltene.",
  },
  list: {
    title: "Innhold",
    intro:
      "Tekstene og opplysningene besøkende ser. Endringer lagres som utkast, kan forhåndsvises og blir synlige først når du publiserer.",
    columns: { document: "Innhold", status: "Status", published: "Sist publisert" },
    neverPublished: "Standardtekst",
    unpublishedDraft: "Upublisert utkast",
    upToDate: "Publisert",
  },
  editor: {
    back: "Alt innhold",
    save: "Lagre utkast",
    preview: "Forhåndsvis",
    publish: "Publiser",
    history: "Historikk",
    add: (itemLabel: string) => `Legg til ${itemLabel.toLowerCase()}`,
    remove: (itemLabel: string, position: number) => `Fjern ${itemLabel.toLowerCase()} ${position}`,
    moveUp: (itemLabel: string, position: number) =>
      `Flytt ${itemLabel.toLowerCase()} ${position} opp`,
    moveDown: (itemLabel: string, position: number) =>
      `Flytt ${itemLabel.toLowerCase()} ${position} ned`,
    itemHeading: (itemLabel: string, position: number) => `${itemLabel} ${position}`,
    draftState: (who: string, when: string) => `Utkastet ble sist lagret av ${who} ${when}.`,
    unpublished: "Utkastet har endringer som ikke er publisert.",
    unsavedWarning: "Du har endringer som ikke er lagret. Vil du forlate siden?",
    conflict: {
      title: "Noen andre har lagret dette innholdet mens du redigerte",
      text: (who: string, when: string) =>
        `${who} lagret ${when}. Teksten din er ikke lagret, men står fortsatt i skjemaet. Se hva som ble endret, og lagre igjen hvis du vil erstatte det.`,
      changed: "Endret av den andre:",
      yours: "Da du åpnet skjemaet",
      theirs: "Lagret nå",
    },
  },
  history: {
    title: (document: string) => `Historikk: ${document}`,
    intro: "Hver publisering er en egen versjon. Ingenting blir overskrevet.",
    columns: { version: "Versjon", publishedBy: "Publisert av", publishedAt: "Tidspunkt" },
    current: "Gjeldende",
    defaultsAuthor: "Standardtekst fra nettstedet",
    compare: (version: number) => `Sammenlign versjon ${version}`,
    empty: "Ingenting er publisert ennå. Siden viser standardtekstene.",
    back: "Tilbake til redigering",
  },
  compare: {
    title: (document: string, version: number) => `${document}: versjon ${version}`,
    intro: (version: number, current: number) =>
      `Versjon ${version} sammenlignet med gjeldende versjon ${current}.`,
    columns: {
      field: "Felt",
      version: (version: number) => `Versjon ${version}`,
      current: "Gjeldende",
      defaultsAuthor: "Standardtekst fra nettstedet",
    },
    same: "Versjonen er lik den gjeldende.",
    empty: "(tomt)",
    restore: "Gjenopprett denne versjonen",
    restoreHelp: "Publiserer innholdet i denne versjonen som en ny versjon.",
    back: "Tilbake til historikken",
    notFound: "Fant ikke versjonen",
  },
  notFound: "Fant ikke innholdet",
  toasts: {
    saved: { type: "success", title: "Utkastet er lagret" },
    published: {
      type: "success",
      title: "Publisert",
      description: "Endringene er synlige for alle besøkende nå.",
    },
    restored: (version: number) =>
      ({
        type: "success",
        title: `Versjon ${version} er gjenopprettet`,
        description: "Den er publisert som en ny versjon.",
      }) as const,
  },
} as const;
