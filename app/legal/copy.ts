/**
 * A legal page as staff edit it (Innhold): a heading, the date line and the lead as plain text,
 * and the body in the safe Markdown subset (decision 264). Company facts and retention periods
 * are placeholders such as {telefon}, filled in when the page is rendered (decision 265).
 */
export interface LegalPageContent {
  heading: string;
  updated: string;
  intro: string;
  body: string;
}

/** A legal page as it is shown: the placeholders filled, the body as sanitised HTML. */
export interface LegalPage {
  heading: string;
  updated: string;
  intro: string;
  bodyHtml: string;
}

const updated = "Sist oppdatert 22. november 2026";

/**
 * The privacy policy. Its retention periods are placeholders the page fills from the settings
 * the deleting jobs read (decision 265).
 */
export const privacyPolicy: LegalPageContent = {
  heading: "Personvernerklæring",
  updated,
  intro:
    "Denne erklæringen forklarer hvilke personopplysninger {foretaksnavn} samler inn når du bruker nettstedet vårt eller tar kontakt med oss, hvorfor vi gjør det, hvor lenge vi tar vare på dem og hvilke rettigheter du har.",
  body: `## Behandlingsansvarlig

{foretaksnavn} (org.nr. {orgnr}), {adresse}, er behandlingsansvarlig for personopplysningene som beskrives her. Spørsmål om personvern sender du til {epost} eller ringer oss på {telefon}.

## Når du sender oss en forespørsel

Når du bruker kontaktskjemaet, lagrer vi navn, e-postadresse, telefonnummer, meldingen din og filene du legger ved. Vi bruker opplysningene til å svare deg, gi deg et tilbud og gjennomføre et eventuelt oppdrag.

Behandlingsgrunnlaget er at du har bedt oss om et tilbud eller en avtale, jf. personvernforordningen artikkel 6 nr. 1 bokstav b. Vedlegg lagres privat og er bare tilgjengelige for våre ansatte.

Forespørsler som ikke fører til et oppdrag, sletter vi sammen med vedleggene {forespørsler_måneder} måneder etter at de kom inn. Blir det et oppdrag, tar vi vare på korrespondansen så lenge kundeforholdet varer, og regnskapsbilag i fem år slik bokføringsloven krever.

## Kundeskjema og kundeprosjekter

Fyller du ut kundeskjemaet, lagrer vi kontaktopplysninger, firmanavn, opplysninger om prosjektet og filene du laster opp, som tegninger og IFC-filer. Vi bruker dem til å planlegge og levere oppdraget, jf. artikkel 6 nr. 1 bokstav b.

Prosjektsiden din har en lang, tilfeldig adresse som bare du og vi kjenner. Del den bare med personer som skal ha tilgang til prosjektet. Vi sletter prosjektfilene {prosjektfiler_måneder} måneder etter siste levering.

## Nyhetsbrev

Melder du deg på nyhetsbrevet, lagrer vi e-postadressen din, hvilken rolle du oppga, og når og hvordan du ga samtykke. Behandlingsgrunnlaget er samtykket ditt, jf. artikkel 6 nr. 1 bokstav a.

Bekrefter du ikke påmeldingen med lenken vi sender deg, sletter vi adressen etter {påmeldinger_dager} dager.

Du kan trekke samtykket når som helst via lenken nederst i hver e-post, og da stopper utsendingene med en gang. Vi tar vare på tidspunktet for avmeldingen for å kunne dokumentere at vi respekterer valget ditt. Ønsker du at alt slettes, sier du fra til oss.

## Cookies og lokal lagring

Vi bruker bare cookies som er nødvendige for at nettstedet skal virke, med mindre du har samtykket til mer. Valget ditt kan du endre når som helst via lenken «Cookie-innstillinger» nederst på siden.

- cookie-consent (nødvendig): husker hvilke cookies du har godtatt, slik at vi ikke spør på nytt. Lagres i 12 måneder, både som cookie og i nettleserens lokale lagring.
- Bekreftelsesmeldinger (nødvendig): en kortvarig cookie som viser en bekreftelse etter at du har sendt et skjema. Den slettes så snart meldingen er vist.
- Skjemautkast (nødvendig): det du skriver i kontaktskjemaet og kundeskjemaet, lagres i nettleserfanen (øktlagring) til du sender skjemaet, tømmer det eller lukker fanen. Det sendes ikke til oss før du trykker send.
- Innlogging (nødvendig): ansatte som logger inn, får en sikker øktcookie. Besøkende får den ikke.
- Google Analytics (statistikk, bare med samtykke): måler hvordan nettstedet brukes, i anonymisert og samlet form. Analysecookien utløper etter to timer.
- Google Ads (markedsføring, bare med samtykke): måler om annonsene våre fører til henvendelser.

## Video fra YouTube

Animasjonen på forsiden ligger på YouTube. Spilleren lastes først når du trykker på avspillingsknappen, og bruker YouTubes personvernvennlige modus. Først da sender nettleseren din opplysninger til Google.

## Serverlogger og sikkerhet

Når du besøker nettstedet, registrerer serveren teknisk informasjon som IP-adresse, tidspunkt og hvilken side du åpnet. Vi bruker det til å holde nettstedet sikkert og stoppe misbruk av skjemaene, basert på vår berettigede interesse, jf. artikkel 6 nr. 1 bokstav f. Nettstedet lagrer ikke loggene selv; de oppbevares hos driftsleverandøren vår og slettes etter {logger_dager} dager.

## Hvem vi deler opplysninger med

Vi selger aldri personopplysninger. Vi bruker noen få leverandører, såkalte databehandlere, som behandler opplysninger på våre vegne og etter skriftlig avtale med oss: driftsleverandøren som kjører nettstedet, leverandøren av fillagring og leverandøren som sender e-post for oss.

Enkelte leverandører, som Google og e-postleverandøren, kan behandle opplysninger i USA. Overføringen skjer i så fall med grunnlag i EUs rammeverk for personvern mellom EU og USA eller EU-kommisjonens standardavtaler.

## Dine rettigheter

Du har rett til innsyn i opplysningene vi har om deg, og til å få dem rettet eller slettet. Du kan også be om begrenset behandling, protestere mot behandling, få utlevert opplysningene i et maskinlesbart format og trekke tilbake samtykke. Send en e-post til {epost}, så svarer vi innen 30 dager.

Mener du at vi behandler personopplysninger i strid med regelverket, kan du klage til Datatilsynet (datatilsynet.no). Vi setter pris på om du tar kontakt med oss først, så vi kan rette opp feilen.
`,
};

/** The terms for commissions. */
export const terms: LegalPageContent = {
  heading: "Leveringsbetingelser",
  updated,
  intro:
    "Disse betingelsene gjelder for alle oppdrag {foretaksnavn} utfører for næringskunder, med mindre annet er avtalt skriftlig. Tilbudet og oppdragsbekreftelsen går foran betingelsene der de sier noe annet.",
  body: `## Tilbud og avtale

Du får et skriftlig tilbud med fast pris, leveranse og leveringstid. Tilbudet gjelder i 30 dager. Avtalen er inngått når du har bekreftet tilbudet skriftlig, for eksempel på e-post.

## Priser og betaling

Alle priser er oppgitt i norske kroner eksklusive merverdiavgift. For oppdrag over 50 000 kroner fakturerer vi halvparten ved oppstart og resten ved levering. Mindre oppdrag faktureres ved levering.

Betalingsfristen er 14 dager. Ved forsinket betaling beregnes forsinkelsesrente etter forsinkelsesrenteloven, og vi kan holde tilbake ferdige filer til fakturaen er betalt.

## Underlag fra kunden

Du er ansvarlig for at tegninger, modeller, materialvalg og annet underlag er riktig og komplett, og for at du har rett til å bruke det. Vi bygger visualiseringene på underlaget vi mottar. Feil i underlaget som oppdages sent, kan føre til tilleggsarbeid.

## Tilbakemeldinger og endringer

To runder med tilbakemeldinger er inkludert i prisen. Endringer i selve prosjektet, som nye planløsninger, fasader eller kameravinkler etter godkjent utkast, er tilleggsarbeid. Vi gir alltid pris på tilleggsarbeid før vi starter.

## Levering

Alle illustrasjoner leveres i 4K-kvalitet som jpeg, png og pdf via nedlastingslenke. Animasjoner leveres som mp4, og 360°-visninger, boligvelgere og nettsider som nettlenke. Leveringstiden i tilbudet regnes fra vi har mottatt komplett underlag.

Blir vi forsinket, sier vi fra så snart vi vet det, sammen med en ny leveringsdato.

## Bruksrett og opphavsrett

Når fakturaen er betalt, får du en tidsubegrenset rett til å bruke det leverte materiellet til å markedsføre og dokumentere prosjektet i alle kanaler. Vi beholder opphavsretten og kan vise materiellet i vår egen markedsføring, med mindre vi har avtalt konfidensialitet.

Kildefiler og 3D-modeller er ikke en del av leveransen, med mindre det er avtalt særskilt.

## Illustrasjonenes karakter

Visualiseringer er kunstneriske fremstillinger av et planlagt prosjekt. Møbler, beplantning, lys og omgivelser er illustrasjoner og kan avvike fra det som faktisk leveres. Du er selv ansvarlig for å merke markedsmateriell med et slikt forbehold overfor kjøpere.

## Avbestilling

Du kan avbestille oppdraget når som helst. Da betaler du for arbeidet som er utført frem til avbestillingen, likevel ikke mer enn avtalt pris.

## Reklamasjon og ansvar

Feil i leveransen må reklameres skriftlig innen 14 dager etter levering. Vi retter feil som skyldes oss, uten kostnad.

Vårt samlede ansvar er begrenset til oppdragets pris. Vi er ikke ansvarlige for indirekte tap, som tapt salg eller fortjeneste.

## Tvister

Avtalen reguleres av norsk rett. Uenigheter skal først forsøkes løst i minnelighet. Lykkes ikke det, er Vestfold tingrett verneting.
`,
};

/** The legal notice: who runs the site, and the rules for its content. */
export const legalNotice: LegalPageContent = {
  heading: "Juridisk informasjon",
  updated,
  intro:
    "Her finner du opplysninger om selskapet bak {domene} og om bruken av innholdet på nettstedet.",
  body: `## Selskapet

- Navn: {foretaksnavn}
- Organisasjonsnummer: {orgnr} MVA
- Registrert i Foretaksregisteret
- Adresse: {adresse}
- Telefon: {telefon}
- E-post: {epost}

## Ansvar for innholdet

{foretaksnavn} er ansvarlig for innholdet på nettstedet. Vi gjør vårt beste for at informasjonen er riktig og oppdatert, men tar forbehold om feil. Priser og leveringstider avtales alltid i et skriftlig tilbud.

## Opphavsrett

Bilder, filmer, tekster og annet innhold på nettstedet er beskyttet av åndsverkloven og tilhører {foretaksnavn} eller kundene våre. Du kan ikke kopiere eller bruke innholdet uten skriftlig tillatelse. Kunder som vises i porteføljen, har godkjent det.

## Illustrasjoner av prosjekter

Visualiseringene på nettstedet viser planlagte eller ferdige prosjekter slik de var tegnet da bildene ble laget. De er ikke en bindende beskrivelse av noen bolig eller noe bygg.

## Lenker til andre nettsteder

Nettstedet lenker til YouTube, Instagram og LinkedIn. Vi er ikke ansvarlige for innholdet eller personvernet på disse nettstedene.

## Personvern og betingelser

Hvordan vi behandler personopplysninger, står i personvernerklæringen. Betingelsene for oppdrag står i leveringsbetingelsene.

- [Personvernerklæring](/personvern)
- [Leveringsbetingelser](/betingelser)
`,
};
