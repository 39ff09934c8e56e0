import type { QuestionAndAnswer } from "./types";

/** The FAQ at /visualisering; the page and its FAQPage structured data read this list. */
export const faq = {
  heading: "Ofte stilte spørsmål om 3D-visualisering",
  lead: "Her er svarene på det eiendomsmeglere, arkitekter, utbyggere og entreprenører oftest spør oss om. Finner du ikke svaret, er det bare å ta kontakt.",
  contactLink: { label: "Still oss et spørsmål", href: "/kontakt" },
  items: [
    {
      question: "Hva koster en 3D-illustrasjon?",
      answer:
        "Prisen avhenger av hvor mange bilder du trenger, om de er utvendige eller innvendige, og hvor ferdig underlaget er. Du får alltid et fast pristilbud før vi starter, så du vet nøyaktig hva du betaler.",
    },
    {
      question: "Hvor lang tid tar det å få ferdige bilder?",
      answer:
        "Et sett med illustrasjoner tar vanligvis én til to uker fra vi har mottatt komplett underlag. Animasjoner tar noe lenger tid. Har du en fast salgsstart, planlegger vi etter den.",
    },
    {
      question: "Hva trenger dere fra oss for å komme i gang?",
      answer:
        "Plantegninger, fasader, snitt og situasjonsplan er nok til å starte, gjerne sammen med materialvalg og bilder av tomten. Har du en IFC-, Revit-, ArchiCAD- eller DWG-fil, bruker vi den direkte.",
    },
    {
      question: "Kan dere jobbe direkte fra IFC-filer?",
      answer:
        "Ja. IFC er ofte det raskeste utgangspunktet, fordi modellen allerede har riktige mål. På siden om IFC-eksport viser vi hvordan du eksporterer fra Revit, ArchiCAD, Tekla og SketchUp.",
    },
    {
      question: "Hvilke formater leverer dere i?",
      answer:
        "Alle illustrasjoner leveres i 4K-kvalitet som jpeg, png og pdf. Animasjoner leveres som mp4 i full HD eller 4K, og 360°-visninger som en nettlenke som virker på alle skjermer.",
    },
    {
      question: "Kan vi gjøre endringer underveis?",
      answer:
        "Ja. Du ser utkast tidlig, og to runder med tilbakemeldinger er inkludert i prisen. Større endringer etter det, for eksempel nye planløsninger, priser vi på forhånd.",
    },
    {
      question: "Hvem eier bildene?",
      answer:
        "Du får full bruksrett til å markedsføre prosjektet i alle kanaler – prospekt, annonser, nettsider, sosiale medier og byggeskilt. Vi beholder opphavsretten og kan vise bildene i porteføljen vår, med mindre vi avtaler noe annet.",
    },
    {
      question: "Kan bildene brukes på byggeskilt og i trykk?",
      answer:
        "Ja. 4K-bilder holder til prospekt og de fleste plakater. Skal bildet på et stort byggeskilt, gjengir vi det i den oppløsningen trykkeriet ber om.",
    },
    {
      question: "Hva er forskjellen på en 3D-illustrasjon og en fotomontasje?",
      answer:
        "I en 3D-illustrasjon er alt modellert, også omgivelsene. I en fotomontasje setter vi det planlagte bygget inn i et ekte fotografi av tomten, med riktig skala og perspektiv. Fotomontasjer brukes ofte i byggesaker og nabovarsler.",
    },
    {
      question: "Hva er en boligvelger?",
      answer:
        "En boligvelger er en klikkbar illustrasjon av bygget der kjøperen ser hvilke boliger som er ledige, reserverte eller solgte, og åpner plantegning og pris direkte. Den passer best for prosjekter fra rundt ti boliger.",
    },
    {
      question: "Jobber dere bare i Vestfold?",
      answer:
        "Nei. Vi holder til i Vestfold, men leverer visualiseringer til prosjekter over hele landet. Dronefoto og dronefilm tar vi på hele Østlandet.",
    },
    {
      question: "Hvor realistiske blir bildene?",
      answer:
        "Målet er at bildene skal se ut som fotografier av det ferdige bygget. Vi bruker ekte materialdata, fysisk korrekt lys og riktig solhøyde for tomten og årstiden.",
    },
    {
      question: "Må materialvalgene være bestemt før vi starter?",
      answer:
        "Nei. Vi foreslår materialer som passer prosjektet og bytter dem ut når valgene er tatt. Fordi modellen står klar, går slike endringer raskt.",
    },
  ],
} as const satisfies {
  heading: string;
  lead: string;
  contactLink: { label: string; href: string };
  items: readonly QuestionAndAnswer[];
};
