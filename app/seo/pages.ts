import { company } from "~/company";
import type { PageMeta } from "./copy";

const brand = company.name;

/**
 * Title and description of every public route; titles are unique across the site. In a file
 * of its own, which vite.chunks.ts keeps out of the public layout's file (decision 286).
 */
export const pages = {
  "/": {
    title: `${company.legalName} | Fotorealistiske 3D-visualiseringer`,
    description:
      "Fotorealistiske 3D-illustrasjoner, animasjoner, 360°-visninger og boligvelgere for eiendomsmeglere, arkitekter, utbyggere og entreprenører. Studio i Vestfold, levering i hele Norge.",
  },
  "/kontakt": {
    title: `Ta kontakt for en uforpliktende samtale | ${brand}`,
    description: `Ring ${company.phoneDisplay}, send en e-post eller fyll ut skjemaet, så svarer vi innen én arbeidsdag med forslag og fast pris for prosjektet ditt.`,
  },
  "/tjenester": {
    title: `Våre tjenester | ${brand}`,
    description:
      "3D-illustrasjoner, animasjoner, 360°-visning, nettsider, boligvelger, fotomontasje og dronetjenester – alt materiellet et boligprosjekt trenger, fra samme modell.",
  },
  "/3d-visualisering-eiendom": {
    title: `3D-visualisering for eiendom | ${brand}`,
    description:
      "Selg boligprosjektet før det er bygget. Illustrasjoner, film, 360°-visninger og boligvelger for meglere, utbyggere, arkitekter og entreprenører, til fast pris.",
  },
  "/tjenester/3d-visualisering": {
    title: `3D-illustrasjoner av bygg og interiør | ${brand}`,
    description:
      "Fotorealistiske 3D-illustrasjoner av fasader, uterom og interiør fra arkitektens tegninger. Levert i 4K som jpeg, png og pdf, med to tilbakemeldingsrunder inkludert.",
  },
  "/tjenester/animasjon": {
    title: `3D-animasjoner av boligprosjekter | ${brand}`,
    description:
      "Filmer som tar kjøperen med gjennom boligen og rundt bygget. Til salgsstart, nettside og sosiale medier, i full HD eller 4K.",
  },
  "/tjenester/fotomontasje": {
    title: `Fotomontasje til byggesak og salg | ${brand}`,
    description:
      "Det planlagte bygget satt inn i et ekte fotografi av tomten, riktig i skala og perspektiv. Til byggesøknad, nabovarsel og markedsføring.",
  },
  "/tjenester/konfigurator": {
    title: `Boligvelger for boligprosjekter | ${brand}`,
    description:
      "En klikkbar 3D-oversikt over bygget der kjøperen finner ledige boliger, plantegninger og priser. Virker på mobil og PC, og bygges inn på prosjektets nettside.",
  },
  "/tjenester/nettsider": {
    title: `Nettsider for boligprosjekter | ${brand}`,
    description:
      "Raske prosjektnettsider med bilder, film, boligvelger og interessentskjema som sender henvendelsene rett til megler.",
  },
  "/tjenester/360-visning": {
    title: `360°-visning av boliger | ${brand}`,
    description:
      "Interaktive 360°-panoramaer der kjøperen ser seg rundt i boligen før den er bygget. Åpnes som en vanlig lenke på mobil, nettbrett og PC.",
  },
  "/tjenester/drone": {
    title: `Dronefoto og dronefilm på Østlandet | ${brand}`,
    description:
      "Foto og film fra luften av tomt, nabolag og utsikt, med flyvninger over hele Østlandet etter Luftfartstilsynets regler.",
  },
  "/illustrasjoner": {
    title: `Galleri med 3D-illustrasjoner | ${brand}`,
    description:
      "Se et utvalg av illustrasjonene våre: boligprosjekter, fasader, uterom og interiør fra hele landet.",
  },
  "/visualisering": {
    title: `Ofte stilte spørsmål om 3D-visualisering | ${brand}`,
    description:
      "Svar på det meglere, arkitekter og utbyggere oftest spør om: pris, leveringstid, underlag, IFC-filer, formater, endringer og bruksrett.",
  },
  "/prosjekter": {
    title: `Prosjekter vi har visualisert | ${brand}`,
    description:
      "Et utvalg boligprosjekter vi har laget illustrasjoner, animasjoner og boligvelgere for, med sted, tjenester og bilder.",
  },
  "/ifc-eksport": {
    title: `Slik eksporterer du IFC til oss | ${brand}`,
    description:
      "Steg for steg: eksporter IFC fra Revit, ArchiCAD, Tekla og SketchUp, og sjekk filen i nettleseren før du sender den.",
  },
  "/kundeskjema": {
    title: `Kundeskjema for nytt prosjekt | ${brand}`,
    description:
      "Send oss prosjektinformasjon, ønskede tjenester, frist og tegninger i ett skjema, så kan vi starte raskt.",
  },
  "/personvern": {
    title: `Personvernerklæring | ${brand}`,
    description:
      "Hvilke personopplysninger vi samler inn, hvorfor, hvor lenge vi lagrer dem, hvilke cookies vi bruker og hvilke rettigheter du har.",
  },
  "/betingelser": {
    title: `Leveringsbetingelser | ${brand}`,
    description:
      "Betingelsene for oppdrag: tilbud, pris og betaling, tilbakemeldinger, levering, bruksrett, avbestilling og reklamasjon.",
  },
  "/juridisk": {
    title: `Juridisk informasjon | ${brand}`,
    description: `Selskapsopplysninger for ${company.legalName}, organisasjonsnummer, adresse, opphavsrett og ansvar for innholdet på nettstedet.`,
  },
  "/takk": {
    title: `Takk for forespørselen | ${brand}`,
    description: "Vi har mottatt forespørselen din og svarer innen én arbeidsdag.",
    noindex: true,
  },
  "/auth": {
    title: `Logg inn | ${brand}`,
    description: `Innlogging for ansatte i ${company.legalName}. Besøkende trenger ikke å logge inn for å bruke nettstedet.`,
    noindex: true,
  },
  "/nyhetsbrev": {
    title: `Meld deg på nyhetsbrevet | ${brand}`,
    description:
      "Nye prosjekter, tips til salgsmateriell og nyheter fra studio – noen få ganger i året.",
    noindex: true,
  },
  "/nyhetsbrev/bekreft": {
    title: `Bekreft påmeldingen til nyhetsbrevet | ${brand}`,
    description: "Bekreft at du vil motta nyhetsbrevet vårt.",
    noindex: true,
    private: true,
  },
  "/newsletter/unsubscribe": {
    title: `Meld deg av nyhetsbrevet | ${brand}`,
    description: "Bekreft at du ikke lenger vil motta nyhetsbrevet vårt.",
    noindex: true,
    private: true,
  },
} as const satisfies Record<string, PageMeta>;

export type PublicPath = keyof typeof pages;
