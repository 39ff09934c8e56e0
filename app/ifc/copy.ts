/**
 * Copy for /ifc-eksport: how architects and engineers export IFC that works for
 * visualisation, tool by tool. Menu names are given as they appear in the
 * English user interface, since the IFC dialogs are often untranslated.
 */

export interface GuideSection {
  id: string;
  heading: string;
  paragraphs: string[];
  items?: string[];
}

export interface ToolGuide {
  id: string;
  name: string;
  summary: string;
  steps: string[];
  tips: string[];
}

export const ifcGuide = {
  hero: {
    eyebrow: "For arkitekter og rådgivende ingeniører",
    heading: "Slik eksporterer du IFC for visualisering",
    intro:
      "Vi bygger visualiseringene direkte på modellen deres. Jo ryddigere IFC-filen er, desto raskere kommer vi i gang, og desto færre spørsmål må vi sende tilbake. Denne veiledningen viser hvilke valg som gir en fil vi kan bruke med en gang.",
  },
  essentials: {
    heading: "Kort fortalt",
    items: [
      "Velg IFC4 med Reference View. Har programmet ikke et godt IFC4-valg, bruk IFC 2x3 med Coordination View 2.0.",
      "Eksporter fra en 3D-visning som bare viser det som skal synes på bildene.",
      "Behold den virkelige plasseringen: eksporter med delte koordinater eller prosjektets basispunkt, ikke med modellens interne origo.",
      "Ta ut møbler, tekniske installasjoner, armering og annet vi ikke trenger.",
      "Send én fil per bygg eller fag, som vanlig .ifc (ikke ifcZIP eller ifcXML), og høyst 17 MB per fil.",
      "Sjekk filen med IFC-sjekken nederst på siden før du sender den.",
    ],
  },
  versions: {
    id: "versjon",
    heading: "Hvilken IFC-versjon og modellvisning?",
    intro:
      "IFC-versjonen (skjemaet) bestemmer hvilke objekttyper filen kan inneholde. Modellvisningen (Model View Definition, MVD) bestemmer hvilket utvalg av dem eksporten tar med, og hvordan geometrien beskrives.",
    tableLabel: "IFC-versjoner og modellvisninger",
    columns: ["IFC-versjon", "Modellvisning", "Når den passer"],
    rows: [
      {
        version: "IFC4",
        view: "Reference View",
        advice:
          "Anbefalt for bygg. Laget for å vise og koordinere modeller: geometrien kommer som ferdige flater, farger og materialnavn følger med, og filene blir sjelden store.",
      },
      {
        version: "IFC 2x3",
        view: "Coordination View 2.0",
        advice:
          "Det tryggeste valget når programmet ditt er eldre eller IFC4-eksporten gir feil. Vi leser denne versjonen like godt.",
      },
      {
        version: "IFC4X3 (IFC 4.3)",
        view: "Reference View",
        advice:
          "For infrastruktur: veg, bane, bru og kai. Bruk den for anleggsmodeller når programmet støtter den; for vanlige bygg gir den ingen fordel.",
      },
    ],
    avoid:
      "Unngå Design Transfer View (tung og ment for videre redigering), IFC2x2 og eldre versjoner, og filer lagret som ifcXML eller ifcZIP. Skjemaene våre tar imot vanlige .ifc-filer.",
  },
  toolsHeading: "Innstillinger program for program",
  tipsHeading: "Tips",
  tools: [
    {
      id: "revit",
      name: "Autodesk Revit",
      summary:
        "File → Export → IFC, med et eget oppsett for visualisering som du kan lagre og bruke igjen.",
      steps: [
        "Lag en 3D-visning for eksporten (for eksempel «IFC visualisering») og skjul møbler, utstyr, tekniske fag og annotasjoner med Visibility/Graphics eller et visningsfilter.",
        "Velg File → Export → IFC og trykk Modify setup. Start fra «IFC4 Reference View» (eller «IFC2x3 Coordination View 2.0») og lagre en kopi med eget navn.",
        "Under General: velg riktig fase (Phase to export), sett Coordinate Base til Shared Coordinates og slå av Split walls, columns, ducts by level.",
        "Under Additional Content: huk av for Export only elements visible in view, og slå av eksport av rom og areal (rooms, areas and spaces) i 3D.",
        "Under Property Sets: slå av Revit-egenskapssett og base quantities. Vi trenger geometri og materialnavn, ikke mengder.",
        "Under Level of Detail: velg Medium. High gir glattere buer, men mye større filer.",
        "Velg 3D-visningen i eksportvinduet (Current view eller visningsvalget) og eksporter.",
      ],
      tips: [
        "Fargene i IFC kommer fra materialets Shading-farge under Graphics. Gi materialene beskrivende navn (for eksempel «Tegl rød», «Kledning liggende hvit»); vi bytter dem ut med fotorealistiske materialer, og navnet forteller oss hva som er hva.",
        "Linkede modeller eksporteres bare om du velger det. Send heller hver modell som egen fil.",
      ],
    },
    {
      id: "archicad",
      name: "Graphisoft Archicad",
      summary: "File → Save As → IFC, med en IFC-oversetter (translator) satt opp for visning.",
      steps: [
        "Lag en lagkombinasjon og et 3D-vindu som bare viser bygningskroppen, fasadene, tak, vinduer, dører og utomhus som skal synes.",
        "Åpne File → Interoperability → IFC → IFC Translators og dupliser en oversetter for eksport basert på Reference View (IFC4) eller Coordination View 2.0 (IFC 2x3).",
        "I oversetteren: slå av IFC Base Quantities og eksport av 2D-elementer og annotasjoner, og begrens Properties To Export til det nødvendige.",
        "Sett IFC Site Location til At Survey Point når undersøkelsespunktet er satt med riktige koordinater under Options → Project Location.",
        "Velg File → Save As, filtype IFC, velg oversetteren og Visible elements (on all stories), og lagre.",
      ],
      tips: [
        "Soner eksporteres som rom (IfcSpace). De er usynlige på bildene, men gjør filen større; slå dem av for visualisering.",
        "Overflater og bygningsmaterialer med gode navn hjelper oss mer enn fargene.",
      ],
    },
    {
      id: "tekla",
      name: "Tekla Structures",
      summary: "File → Export → IFC (IFC4 i nyere versjoner), med plassering fra basispunktet.",
      steps: [
        "Velg objektene som skal med, eller bruk et utvalgsfilter som utelater armering, bolter, sveiser og midlertidige konstruksjoner.",
        "Velg File → Export → IFC. Velg IFC4 og Reference view der det finnes; ellers IFC2x3 med Coordination view 2.0.",
        "Sett Location by til prosjektets basispunkt, så havner modellen på riktig sted i kartet.",
        "Under avanserte valg: slå av bolter, armering, gridlinjer og rom med mindre de skal synes.",
        "Bruk fargelegging etter objektklasse, og eksporter Selected objects eller All objects etter hva du valgte i første steg.",
      ],
      tips: [
        "Armering er det som oftest gjør Tekla-filer store. Skal den vises, send den som egen fil.",
        "For betongelementer og stål holder det for oss med utvendig form; detaljer i forbindelser ser vi ikke på bildene.",
      ],
    },
    {
      id: "sketchup",
      name: "SketchUp Pro",
      summary:
        "File → Export → 3D Model → IFC. Krever SketchUp Pro; gratisversjonen eksporterer ikke IFC.",
      steps: [
        "Slett eller skjul møbler og 3D Warehouse-objekter vi ikke trenger, og rydd modellen med Window → Model Info → Statistics → Purge Unused.",
        "Klassifiser gjerne gruppene og komponentene (vegger, dekker, tak, vinduer, dører) med Classifier-verktøyet; uklassifisert geometri kommer ut som generiske objekter, som også går fint.",
        "Sett modellens posisjon under Window → Model Info → Geo-location → Add Location.",
        "Velg File → Export → 3D Model, filtype IFC, og eksporter. Velg IFC4 hvis din versjon tilbyr det, ellers IFC 2x3.",
      ],
      tips: [
        "SketchUp lager mange små flater av buede former. Hold segmentantallet på buer og sirkler nede, så holder filen seg liten.",
        "Teksturer følger ikke med i IFC. Send oss gjerne skjermbilder eller en materialliste i tillegg.",
      ],
    },
  ] satisfies ToolGuide[],
  sections: [
    {
      id: "georeferanse",
      heading: "Georeferanse: få modellen på riktig sted",
      paragraphs: [
        "Når modellen har riktig plassering, kan vi legge den rett inn i terreng, flyfoto og omkringliggende bygg, og sol og skygge blir riktig for tomten.",
        "I IFC ligger plasseringen i tomten (IfcSite) og, i IFC4, i en kartkonvertering (IfcMapConversion) med koordinatsystem. I Norge bruker de fleste prosjekter EUREF89 UTM (sone 32 for Østlandet og Vestfold) og høyder i NN2000.",
      ],
      items: [
        "Revit: plasser prosjektets basispunkt og målepunktet (Survey Point) riktig, og eksporter med Shared Coordinates.",
        "Archicad: sett undersøkelsespunktet og geografisk posisjon under Options → Project Location, og la oversetteren plassere tomten i undersøkelsespunktet.",
        "Tekla Structures: definer et basispunkt med kartkoordinater og eksporter med Location by satt til det.",
        "SketchUp: legg til geolokasjon. Oppgi i tillegg adresse eller gårds- og bruksnummer når du sender filen.",
        "Bruk samme plassering i alle fagmodellene, så passer de sammen uten at vi må flytte noe.",
      ],
    },
    {
      id: "mindre-fil",
      heading: "Dette kan du ta ut for å holde filen liten",
      paragraphs: [
        "Vi trenger formen på bygget, materialene og plasseringen. Resten gjør filen tyngre uten å synes på bildene, og vi legger uansett inn egne møbler, planter og mennesker.",
      ],
      items: [
        "Møbler, kjøkkeninnredning og utstyr fra store bibliotek",
        "Tekniske fag (ventilasjon, rør, elektro, sprinkler) hvis de ikke skal synes",
        "Armering, bolter, sveiser og små beslag",
        "Rom, soner og arealobjekter",
        "Annotasjoner, 2D-elementer, gridlinjer og nivålinjer",
        "Mengder (base quantities) og egne egenskapssett",
        "Trær og vegetasjon som 3D-objekter",
        "Revet eller midlertidig (fase og alternativer som ikke skal vises)",
      ],
    },
    {
      id: "filnavn",
      heading: "Navngi filene så vi ser hva de er",
      paragraphs: [
        "Et godt filnavn sier prosjekt, fag, bygg og dato, for eksempel Havnegata12_ARK_HusA_2026-11-20.ifc. Bruk de vanlige fagkodene: ARK (arkitekt), LARK (landskap), RIB (bærende konstruksjoner), RIV (VVS) og RIE (elektro).",
        "Bruk bokstavene a–z, tall, bindestrek og understrek. Unngå mellomrom og æ, ø og å i selve filnavnet; noen programmer lager feil av dem.",
      ],
    },
    {
      id: "storrelse",
      heading: "Maks 17 MB per fil",
      paragraphs: [
        "Skjemaene våre tar imot filer på opptil 17 MB hver. En godt eksportert IFC for et boligprosjekt er vanligvis godt under dette.",
        "Er filen større, del modellen per bygg eller fag, og ta ut det som står i listen over. Blir den fortsatt for stor, skriv en lenke til en delingstjeneste (for eksempel Teams, SharePoint, Dropbox eller WeTransfer) i beskrivelsen, så henter vi den der.",
      ],
    },
  ] satisfies GuideSection[],
  toc: { heading: "Innhold" },
  next: {
    heading: "Klar til å sende modellen?",
    text: "Fyll ut kundeskjemaet med prosjektet, ønskede tjenester og frist, og legg ved IFC-filene og tegningene. Du får en egen prosjektside der du følger arbeidet.",
    cta: "Gå videre til kundeskjema",
    href: "/kundeskjema",
  },
};

export const ifcCheckerCopy = {
  heading: "Sjekk IFC-filen før du sender den",
  intro:
    "Velg en IFC-fil, så leser nettleseren filhodet og viser IFC-versjonen, programmet filen kommer fra og om den holder seg under 17 MB. Filen lastes ikke opp: alt skjer på din egen maskin, og bare de første kilobytene leses, så også store modeller sjekkes på et øyeblikk.",
  inputLabel: "Velg IFC-fil",
  noScript:
    "IFC-sjekken trenger JavaScript. Veiledningen over fungerer uten, og du kan sende filene direkte i kundeskjemaet.",
  reading: "Leser filhodet …",
  readFailed: "Nettleseren kunne ikke lese filen. Velg den på nytt og prøv igjen.",
  resultHeading: "Resultat",
  verdicts: {
    ok: "Filen ser bra ut",
    warning: "Filen kan brukes, men se over dette",
    error: "Denne filen kan vi ikke bruke slik den er",
  },
  labels: {
    file: "Fil",
    size: "Størrelse",
    schema: "IFC-versjon",
    view: "Modellvisning",
    application: "Program",
    originatingSystem: "Eksportert med",
    authors: "Laget av",
    organisations: "Firma",
    timestamp: "Eksportert",
    headerFileName: "Filnavn i filhodet",
  },
  unknownValue: "Ikke oppgitt",
  sizeOfLimit: (size: string) => `${size} av maks 17 MB`,
  issues: {
    "empty-file": "Filen er tom.",
    "ifc-zip":
      "Dette er en komprimert fil (ZIP eller ifcZIP). Eksporter som vanlig .ifc, eller pakk ut filen, og sjekk den på nytt.",
    "ifc-xml": "Dette er en ifcXML-fil. Eksporter som vanlig .ifc i stedet.",
    "not-ifc":
      "Dette er ikke en IFC-fil. En IFC-fil begynner med «ISO-10303-21;». Eksporter modellen som .ifc fra programmet ditt.",
    truncated:
      "Filhodet slutter før det er ferdig. Filen er trolig avkuttet eller skadet, for eksempel under nedlasting eller kopiering. Eksporter den på nytt.",
    malformed: "Filhodet har feil i oppbygningen og kan ikke leses. Eksporter filen på nytt.",
    "missing-schema":
      "Filhodet sier ikke hvilken IFC-versjon filen bruker. Eksporter på nytt med IFC4 eller IFC 2x3.",
    "unknown-schema": (identifier: string) =>
      `Filen bruker skjemaet «${identifier}», som ikke er IFC2X3, IFC4 eller IFC4X3. Eksporter på nytt med IFC4 eller IFC 2x3.`,
    "too-large": (size: string) =>
      `Filen er ${size}, over grensen på 17 MB. Del modellen per bygg eller fag, eller ta ut det vi ikke trenger (se «Dette kan du ta ut» over).`,
    "wrong-extension":
      "Innholdet er IFC, men filnavnet slutter ikke på .ifc. Gi filen endelsen .ifc før du sender den.",
  },
};
