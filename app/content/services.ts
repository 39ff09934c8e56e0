/**
 * The one list of services: the home page's cards, the /tjenester grid, every
 * service page and the structured data all read from here.
 */

export interface QuestionAndAnswer {
  question: string;
  answer: string;
}

export interface ServicePageCopy {
  heading: string;
  lead: string;
  whatItIs: { heading: string; paragraphs: string[] };
  audience: { heading: string; items: { title: string; text: string }[] };
  deliverables: { heading: string; items: string[] };
  howItWorks: { heading: string; steps: { title: string; text: string }[] };
  faq: { heading: string; items: QuestionAndAnswer[] };
  cta: { heading: string; text: string; label: string };
}

export type ServiceIcon =
  "image" | "clapperboard" | "rotate-3d" | "monitor" | "building" | "camera" | "plane";

export interface Service {
  slug: string;
  /** The card title, as the spec lists the cards. */
  title: string;
  /** The service's own page. */
  route: string;
  /** The home page links some cards to older paths on purpose; the redirects resolve them. */
  homeCardHref: string;
  icon: ServiceIcon;
  cardText: string;
  /** Name used in structured data. */
  serviceType: string;
  /** Where the service is offered, when narrower than the whole business's area. */
  areaServed?: string[];
  page: ServicePageCopy;
}

const ctaLabel = "Send oss en forespørsel";

export const services = [
  {
    slug: "3d-visualisering",
    title: "3D Illustrasjoner",
    route: "/tjenester/3d-visualisering",
    homeCardHref: "/tjenester/3d-visualisering",
    icon: "image",
    cardText:
      "Fotorealistiske bilder av bygg, uterom og interiør – klare for prospekt, nettside og byggeskilt.",
    serviceType: "3D-illustrasjoner av bygg og interiør",
    page: {
      heading: "3D-illustrasjoner som viser prosjektet slik det blir",
      lead: "Vi gjør tegninger om til fotorealistiske bilder av fasader, uterom og interiør, så kjøpere og beslutningstakere ser det ferdige resultatet før byggestart.",
      whatItIs: {
        heading: "Hva er en 3D-illustrasjon?",
        paragraphs: [
          "En 3D-illustrasjon er et stillbilde laget fra en digital modell av bygget. Vi bygger modellen etter arkitektens tegninger, setter inn materialer, møbler, vegetasjon og lys, og gjengir bildet slik et fotografi av det ferdige bygget ville sett ut.",
          "Fordi modellen er eksakt, stemmer proporsjoner, vindusplassering og utsikt med det som faktisk skal bygges. Det gir trygge kjøpere og færre spørsmål på visning.",
        ],
      },
      audience: {
        heading: "Hvem passer det for?",
        items: [
          {
            title: "Eiendomsmeglere",
            text: "Bilder som selger i annonsen, i prospektet og på FINN – lenge før det finnes noe å fotografere.",
          },
          {
            title: "Utbyggere",
            text: "Materiale til salgsstart, byggeskilt og investorpresentasjoner fra samme modell.",
          },
          {
            title: "Arkitekter",
            text: "Overbevisende bilder til konkurranser, reguleringsarbeid og møter med kommunen.",
          },
          {
            title: "Entreprenører",
            text: "Tydelig dokumentasjon av hva som skal leveres, til tilbud, nabovarsel og kundemøter.",
          },
        ],
      },
      deliverables: {
        heading: "Dette får du",
        items: [
          "Utvendige og innvendige illustrasjoner fra de vinklene du trenger",
          "Dag-, kvelds- eller sesongstemning etter ønske",
          "To runder med tilbakemeldinger inkludert i prisen",
          "Alle illustrasjoner i 4K-kvalitet som jpeg, png og pdf",
          "Fast pris før vi starter",
        ],
      },
      howItWorks: {
        heading: "Slik jobber vi",
        steps: [
          {
            title: "Oppstart",
            text: "Du sender tegninger eller IFC-fil, og vi avtaler vinkler, stemning og frist.",
          },
          {
            title: "Modellering",
            text: "Vi bygger modellen og setter opp materialer, lys og kamera.",
          },
          {
            title: "Tilbakemeldinger",
            text: "Du får utkast og gir beskjed om hva som skal justeres.",
          },
          {
            title: "Levering",
            text: "Ferdige bilder i 4K som jpeg, png og pdf, klare til bruk.",
          },
        ],
      },
      faq: {
        heading: "Vanlige spørsmål om 3D-illustrasjoner",
        items: [
          {
            question: "Hvor mange bilder trenger et boligprosjekt?",
            answer:
              "Et typisk prosjekt for salgsstart har to til fire utvendige bilder og to til fire interiørbilder. Vi hjelper deg å velge vinklene som viser prosjektets sterkeste sider.",
          },
          {
            question: "Kan dere lage bilder før materialvalgene er bestemt?",
            answer:
              "Ja. Vi foreslår materialer som passer prosjektet, og bytter dem enkelt ut når valgene er tatt, fordi modellen allerede står klar.",
          },
          {
            question: "Hvor lang tid tar det?",
            answer:
              "Vanligvis én til to uker fra vi har mottatt komplett underlag. Trenger du bildene raskere, sier du fra, så finner vi en løsning.",
          },
        ],
      },
      cta: {
        heading: "Klar for bilder som selger?",
        text: "Fortell oss om prosjektet, så får du et fast pristilbud innen én arbeidsdag.",
        label: ctaLabel,
      },
    },
  },
  {
    slug: "animasjon",
    title: "Animasjoner",
    route: "/tjenester/animasjon",
    homeCardHref: "/tjenester/animasjon",
    icon: "clapperboard",
    cardText:
      "Filmer som tar kjøperen med gjennom boligen og rundt bygget, med lys, utsikt og nabolag.",
    serviceType: "3D-animasjoner av bygg og boliger",
    page: {
      heading: "3D-animasjoner som lar kjøperen gå gjennom boligen",
      lead: "En animasjon viser flyten mellom rommene, lyset gjennom dagen og hvordan bygget ligger i terrenget – noe ingen stillbilder klarer alene.",
      whatItIs: {
        heading: "Hva er en 3D-animasjon?",
        paragraphs: [
          "En 3D-animasjon er en film laget fra den samme modellen som illustrasjonene. Kameraet kan fly inn over tomten, gå gjennom inngangspartiet og stoppe ved vinduet med utsikten kjøperen betaler for.",
          "Filmen kan være et kort klipp for sosiale medier eller en lengre presentasjon til salgsstart og nettside. Vi tilpasser lengde, tempo og format til kanalen den skal brukes i.",
        ],
      },
      audience: {
        heading: "Hvem passer det for?",
        items: [
          {
            title: "Utbyggere",
            text: "En film til salgsstart som skaper blest og får folk til å melde interesse.",
          },
          {
            title: "Eiendomsmeglere",
            text: "Korte klipp til annonser og sosiale medier som stopper tommelen.",
          },
          {
            title: "Arkitekter",
            text: "Vis sammenhengen mellom bygg, uterom og omgivelser i konkurranser og folkemøter.",
          },
          {
            title: "Entreprenører",
            text: "Forklar byggetrinn og logistikk for naboer, byggherre og mannskap.",
          },
        ],
      },
      deliverables: {
        heading: "Dette får du",
        items: [
          "Ferdig klippet film i full HD eller 4K som mp4",
          "Versjoner i liggende, stående og kvadratisk format ved behov",
          "Musikk med lisens for kommersiell bruk",
          "Et manus med kamerabaner du godkjenner før vi gjengir filmen",
          "Stillbilder fra filmen uten ekstra kostnad",
        ],
      },
      howItWorks: {
        heading: "Slik jobber vi",
        steps: [
          {
            title: "Oppstart",
            text: "Vi avtaler hva filmen skal oppnå, hvor den skal vises og hvor lang den skal være.",
          },
          {
            title: "Modellering",
            text: "Vi bygger modellen og lager en enkel forhåndsvisning av kamerabanene.",
          },
          {
            title: "Tilbakemeldinger",
            text: "Du godkjenner kamerabaner og stemning før den endelige gjengivelsen.",
          },
          {
            title: "Levering",
            text: "Du får ferdig film i formatene du trenger, klar til publisering.",
          },
        ],
      },
      faq: {
        heading: "Vanlige spørsmål om animasjoner",
        items: [
          {
            question: "Hvor lang bør en animasjon være?",
            answer:
              "Til sosiale medier fungerer 15 til 30 sekunder best. En presentasjonsfilm til nettside og salgsstart ligger gjerne på ett til to minutter.",
          },
          {
            question: "Kan vi bruke den samme modellen som til illustrasjonene?",
            answer:
              "Ja, og det sparer både tid og penger. Bestiller du illustrasjoner og animasjon sammen, bygger vi modellen bare én gang.",
          },
          {
            question: "Kan filmen vise flere årstider eller tider på døgnet?",
            answer:
              "Ja. Vi kan for eksempel vise samme uteområde en sommerkveld og en snøklar vinterdag i samme film.",
          },
        ],
      },
      cta: {
        heading: "Skal prosjektet ditt på film?",
        text: "Fortell oss hva filmen skal brukes til, så foreslår vi lengde, format og pris.",
        label: ctaLabel,
      },
    },
  },
  {
    slug: "360-visning",
    title: "360° Visning",
    route: "/tjenester/360-visning",
    homeCardHref: "/360-visning",
    icon: "rotate-3d",
    cardText:
      "Interaktive panoramaer der kjøperen selv ser seg rundt i rommene, på mobil, nettbrett og PC.",
    serviceType: "360-graders visning av boliger",
    page: {
      heading: "360°-visning: la kjøperen se seg rundt selv",
      lead: "Med en 360°-visning kan kjøperen stå midt i stuen, snu seg mot kjøkkenet og se ut av vinduet – fra sofaen hjemme, lenge før boligen er bygget.",
      whatItIs: {
        heading: "Hva er en 360°-visning?",
        paragraphs: [
          "En 360°-visning er et panoramabilde som dekker hele rommet. Kjøperen drar med fingeren eller musen for å se seg rundt, og kan gå videre til neste rom med ett trykk.",
          "Visningen åpnes som en vanlig nettlenke. Den kan legges inn i annonsen, på prosjektets nettside eller sendes direkte til interessenter – uten app eller nedlasting.",
        ],
      },
      audience: {
        heading: "Hvem passer det for?",
        items: [
          {
            title: "Eiendomsmeglere",
            text: "En digital visning som er åpen døgnet rundt og svarer på spørsmål før kjøperen ringer.",
          },
          {
            title: "Utbyggere",
            text: "Vis frem leilighetstyper og tilvalg uten å bygge visningsleilighet.",
          },
          {
            title: "Arkitekter",
            text: "Gi byggherre og brukere en romfølelse som tegninger ikke gir.",
          },
          {
            title: "Entreprenører",
            text: "La kunden se og godkjenne løsninger og materialvalg før de bygges.",
          },
        ],
      },
      deliverables: {
        heading: "Dette får du",
        items: [
          "Ett eller flere 360°-panoramaer i høy oppløsning",
          "En nettlenke som virker på mobil, nettbrett og PC",
          "Navigasjon mellom rommene med klikkbare punkter",
          "Kode for å bygge visningen inn på egen nettside",
        ],
      },
      howItWorks: {
        heading: "Slik jobber vi",
        steps: [
          {
            title: "Oppstart",
            text: "Vi velger rommene og ståstedene som gir best inntrykk av boligen.",
          },
          {
            title: "Modellering",
            text: "Vi modellerer og innreder rommene med materialer og møbler.",
          },
          {
            title: "Tilbakemeldinger",
            text: "Du ser gjennom panoramaene og ber om justeringer.",
          },
          {
            title: "Levering",
            text: "Du får en ferdig lenke og kode til innbygging, klar til deling.",
          },
        ],
      },
      faq: {
        heading: "Vanlige spørsmål om 360°-visning",
        items: [
          {
            question: "Trenger kjøperen VR-briller?",
            answer:
              "Nei. Visningen virker i vanlig nettleser på mobil, nettbrett og PC. Har kjøperen VR-briller, kan de bruke dem også.",
          },
          {
            question: "Kan vi vise ulike tilvalg i samme visning?",
            answer:
              "Ja. Vi kan lage versjoner med for eksempel ulike kjøkkenfronter eller gulv som kjøperen bytter mellom.",
          },
          {
            question: "Hvor lenge er lenken tilgjengelig?",
            answer:
              "Lenken er aktiv så lenge prosjektet er i salg, og minst tolv måneder. Trenger du den lenger, ordner vi det.",
          },
        ],
      },
      cta: {
        heading: "Vil du åpne visningen før bygget står?",
        text: "Send oss plantegningene, så foreslår vi hvilke rom som bør vises i 360°.",
        label: ctaLabel,
      },
    },
  },
  {
    slug: "nettsider",
    title: "Nettsider",
    route: "/tjenester/nettsider",
    homeCardHref: "/tjenester/web",
    icon: "monitor",
    cardText:
      "Prosjektnettsider som samler bilder, film, boligvelger og interessentskjema på ett sted.",
    serviceType: "Nettsider for boligprosjekter",
    page: {
      heading: "Nettsider for boligprosjekter",
      lead: "Vi lager raske og oversiktlige prosjektnettsider der illustrasjoner, film, boligvelger og interessentskjema jobber sammen for å gjøre besøkende til kjøpere.",
      whatItIs: {
        heading: "Hva er en prosjektnettside?",
        paragraphs: [
          "En prosjektnettside er en egen side for ett boligprosjekt, med eget domene eller som en del av utbyggerens nettsted. Her finner kjøperen alt om prosjektet: beliggenhet, boligtyper, bilder, priser og kontaktinformasjon.",
          "Fordi vi lager både visualiseringene og nettsiden, henger alt sammen. Bildene vises i riktig kvalitet, siden laster raskt på mobil, og interessentene havner rett hos megleren.",
        ],
      },
      audience: {
        heading: "Hvem passer det for?",
        items: [
          {
            title: "Utbyggere",
            text: "En egen side for hvert prosjekt som bygger interesse fra første spadetak.",
          },
          {
            title: "Eiendomsmeglere",
            text: "Samle interessenter ett sted og få henvendelsene rett i innboksen.",
          },
          {
            title: "Arkitekter",
            text: "Presenter prosjekter og konkurranseutkast på en egen, ryddig side.",
          },
          {
            title: "Entreprenører",
            text: "Informer naboer og kjøpere om fremdrift underveis i byggeperioden.",
          },
        ],
      },
      deliverables: {
        heading: "Dette får du",
        items: [
          "En ferdig nettside tilpasset mobil, nettbrett og PC",
          "Interessentskjema som sender henvendelser direkte til megler",
          "Innebygd galleri, film og boligvelger ved behov",
          "Grunnleggende søkemotoroptimalisering og personvernerklæring",
          "Drift og oppdateringer så lenge prosjektet er i salg",
        ],
      },
      howItWorks: {
        heading: "Slik jobber vi",
        steps: [
          {
            title: "Oppstart",
            text: "Vi avtaler innhold, domene og hvem som skal motta henvendelsene.",
          },
          {
            title: "Design og innhold",
            text: "Vi setter opp struktur og design, og fyller siden med bilder og tekst.",
          },
          {
            title: "Test",
            text: "Du tester siden og gir beskjed om endringer før lansering.",
          },
          {
            title: "Lansering",
            text: "Siden publiseres, og vi holder den oppdatert gjennom salgsperioden.",
          },
        ],
      },
      faq: {
        heading: "Vanlige spørsmål om nettsider",
        items: [
          {
            question: "Kan nettsiden ligge på vårt eget domene?",
            answer:
              "Ja. Vi kan bruke et domene dere allerede eier, registrere et nytt for prosjektet eller legge siden under utbyggerens nettsted.",
          },
          {
            question: "Hvem skriver tekstene?",
            answer:
              "Vi skriver gjerne utkast basert på prosjektbeskrivelsen, og dere godkjenner dem. Har megler eller utbygger egne tekster, bruker vi dem.",
          },
          {
            question: "Kan vi oppdatere siden selv?",
            answer:
              "Mindre endringer som priser og status ordner vi raskt for dere. Ønsker dere å redigere selv, setter vi opp det til lanseringen.",
          },
        ],
      },
      cta: {
        heading: "Trenger prosjektet en egen nettside?",
        text: "Fortell oss om prosjektet og salgsstarten, så setter vi opp et forslag.",
        label: ctaLabel,
      },
    },
  },
  {
    slug: "konfigurator",
    title: "Boligvelger",
    route: "/tjenester/konfigurator",
    homeCardHref: "/tjenester/konfigurator",
    icon: "building",
    cardText:
      "Klikkbar oversikt over bygget der kjøperen finner ledige boliger, plantegninger og priser.",
    serviceType: "Interaktiv boligvelger",
    page: {
      heading: "Boligvelger: finn riktig bolig med ett klikk",
      lead: "Boligvelgeren gjør en 3D-illustrasjon av bygget klikkbar. Kjøperen peker på en etasje, ser hvilke boliger som er ledige og åpner plantegning og pris direkte.",
      whatItIs: {
        heading: "Hva er en boligvelger?",
        paragraphs: [
          "En boligvelger er en interaktiv oversikt over prosjektet. Hver bolig er markert på illustrasjonen med status som ledig, reservert eller solgt, og kjøperen kan filtrere på størrelse, antall soverom og pris.",
          "Den erstatter lange prislister i PDF med en oversikt folk faktisk forstår, og gir megleren færre spørsmål om hvilke boliger som fortsatt er til salgs.",
        ],
      },
      audience: {
        heading: "Hvem passer det for?",
        items: [
          {
            title: "Utbyggere",
            text: "Vis hele prosjektet og salgsstatusen på en måte som skaper fart i salget.",
          },
          {
            title: "Eiendomsmeglere",
            text: "Hold oversikten oppdatert og send interessenter rett til riktig bolig.",
          },
          {
            title: "Arkitekter",
            text: "Presenter leilighetsfordeling og planløsninger oversiktlig i møter.",
          },
          {
            title: "Entreprenører",
            text: "Gi kjøpere oversikt over byggetrinn og leveransetidspunkt.",
          },
        ],
      },
      deliverables: {
        heading: "Dette får du",
        items: [
          "Klikkbar 3D-oversikt over bygget fra en eller flere vinkler",
          "Status, areal, soverom og pris for hver bolig",
          "Plantegning og prospekt knyttet til hver bolig",
          "Filter på størrelse, pris og etasje",
          "Innbygging på prosjektets nettside",
        ],
      },
      howItWorks: {
        heading: "Slik jobber vi",
        steps: [
          {
            title: "Oppstart",
            text: "Du sender boligliste, plantegninger og ønsket vinkel på bygget.",
          },
          {
            title: "Modellering",
            text: "Vi lager illustrasjonen og markerer hver bolig i den.",
          },
          {
            title: "Tilbakemeldinger",
            text: "Du tester boligvelgeren og kontrollerer at alle tall stemmer.",
          },
          {
            title: "Levering",
            text: "Boligvelgeren publiseres, og status oppdateres etter hvert som boligene selges.",
          },
        ],
      },
      faq: {
        heading: "Vanlige spørsmål om boligvelgeren",
        items: [
          {
            question: "Hvem oppdaterer salgsstatus?",
            answer:
              "Send oss en e-post når en bolig er solgt eller reservert, så oppdaterer vi samme arbeidsdag. Ønsker dere å gjøre det selv, avtaler vi det ved oppstart.",
          },
          {
            question: "Virker boligvelgeren på mobil?",
            answer:
              "Ja. Den er laget for å fungere like godt på mobil som på PC, der de fleste interessentene faktisk ser den.",
          },
          {
            question: "Passer det for små prosjekter?",
            answer:
              "Boligvelgeren gjør mest nytte fra rundt ti boliger og oppover. For mindre prosjekter er en enkel oversikt på nettsiden ofte nok, og det gir vi deg ærlige råd om.",
          },
        ],
      },
      cta: {
        heading: "Vil du gjøre salgsoversikten klikkbar?",
        text: "Send oss boliglisten, så viser vi hvordan boligvelgeren vil se ut for prosjektet ditt.",
        label: ctaLabel,
      },
    },
  },
  {
    slug: "fotomontasje",
    title: "Fotomontasje",
    route: "/tjenester/fotomontasje",
    homeCardHref: "/tjenester/fotomontasje",
    icon: "camera",
    cardText:
      "Det planlagte bygget satt inn i et ekte fotografi av tomten, nøyaktig i skala og perspektiv.",
    serviceType: "Fotomontasje av planlagte bygg",
    page: {
      heading: "Fotomontasje som viser bygget på den ekte tomten",
      lead: "Vi plasserer det planlagte bygget i et fotografi av omgivelsene, riktig i skala, perspektiv og lys – til byggesøknad, nabovarsel og salg.",
      whatItIs: {
        heading: "Hva er en fotomontasje?",
        paragraphs: [
          "En fotomontasje kombinerer et ekte fotografi med en 3D-modell av bygget. Vi tilpasser kameravinkel, brennvidde og sollys til bildet, slik at bygget står der det faktisk skal stå, med riktig høyde i forhold til nabohusene.",
          "Kommuner ber ofte om fotomontasjer for å vurdere hvordan et tiltak påvirker landskap og nabolag. Godt dokumenterte montasjer gjør saksbehandlingen enklere og diskusjonen med naboene mer saklig.",
        ],
      },
      audience: {
        heading: "Hvem passer det for?",
        items: [
          {
            title: "Arkitekter",
            text: "Dokumentasjon av fjernvirkning og tilpasning til omgivelsene i plansaker.",
          },
          {
            title: "Utbyggere",
            text: "Realistiske bilder til reguleringsarbeid, folkemøter og tidlig markedsføring.",
          },
          {
            title: "Entreprenører",
            text: "Vis byggherre og naboer hvordan det ferdige tiltaket blir.",
          },
          {
            title: "Eiendomsmeglere",
            text: "Salgsbilder fra ekte omgivelser, med utsikten og nabolaget kjøperen kjenner.",
          },
        ],
      },
      deliverables: {
        heading: "Dette får du",
        items: [
          "Fotomontasjer fra avtalte ståsteder, før- og etterbilde",
          "Dokumentasjon av kameraposisjon og brennvidde ved behov",
          "Fotografering av tomten, eventuelt med drone på Østlandet",
          "Alle illustrasjoner i 4K-kvalitet som jpeg, png og pdf",
        ],
      },
      howItWorks: {
        heading: "Slik jobber vi",
        steps: [
          {
            title: "Oppstart",
            text: "Vi avtaler ståsteder og fotograferer tomten, eller bruker bilder du har.",
          },
          {
            title: "Modellering",
            text: "Vi modellerer bygget og tilpasser det nøyaktig til fotografiet.",
          },
          {
            title: "Tilbakemeldinger",
            text: "Du kontrollerer plassering og høyder og gir beskjed om endringer.",
          },
          {
            title: "Levering",
            text: "Ferdige montasjer leveres klare for søknad, varsel eller salg.",
          },
        ],
      },
      faq: {
        heading: "Vanlige spørsmål om fotomontasje",
        items: [
          {
            question: "Kan fotomontasjen brukes i en byggesøknad?",
            answer:
              "Ja. Vi dokumenterer ståsted, brennvidde og tidspunkt for fotografiet, slik kommunen ofte krever i plan- og byggesaker.",
          },
          {
            question: "Må vi skaffe bildene selv?",
            answer:
              "Nei. Vi fotograferer gjerne tomten selv, fra bakken eller med drone. Har dere gode bilder fra før, kan vi bruke dem.",
          },
          {
            question: "Hva er forskjellen på fotomontasje og en vanlig 3D-illustrasjon?",
            answer:
              "I en 3D-illustrasjon er alt modellert. I en fotomontasje er omgivelsene et ekte fotografi, og bare det nye bygget er lagt inn.",
          },
        ],
      },
      cta: {
        heading: "Trenger du fotomontasjer til en sak?",
        text: "Fortell oss hvor tomten ligger og hva kommunen ber om, så gir vi deg et tilbud.",
        label: ctaLabel,
      },
    },
  },
  {
    slug: "drone",
    title: "Dronetjenester",
    route: "/tjenester/drone",
    homeCardHref: "/dronetjenester",
    icon: "plane",
    cardText: "Foto og film fra luften over tomt og nabolag, med flyvninger over hele Østlandet.",
    serviceType: "Dronefoto og dronefilm",
    areaServed: ["Østlandet"],
    page: {
      heading: "Dronefoto og dronefilm på Østlandet",
      lead: "Vi fotograferer og filmer tomt, nabolag og utsikt fra luften, med flyvninger over hele Østlandet – som egne bilder eller som grunnlag for fotomontasjer.",
      whatItIs: {
        heading: "Hva får du med drone?",
        paragraphs: [
          "Med drone ser du tomten slik ingen ser den fra bakken: beliggenheten ved sjøen, avstanden til skole og sentrum, og utsikten fra fjerde etasje før bygget står der.",
          "Vi flyr etter Luftfartstilsynets regler, med registrert droneoperatør og gyldig kompetansebevis. Vi sjekker luftrom og tillatelser før hver flyvning, og tar hensyn til naboer og personvern.",
        ],
      },
      audience: {
        heading: "Hvem passer det for?",
        items: [
          {
            title: "Eiendomsmeglere",
            text: "Oversiktsbilder som viser beliggenhet, sol og nærområde i annonsen.",
          },
          {
            title: "Utbyggere",
            text: "Utsiktsbilder fra riktig høyde for hver etasje, før bygget er reist.",
          },
          {
            title: "Entreprenører",
            text: "Dokumentasjon av fremdrift fra luften gjennom hele byggeperioden.",
          },
          {
            title: "Arkitekter",
            text: "Grunnlag for fotomontasjer og analyser av fjernvirkning.",
          },
        ],
      },
      deliverables: {
        heading: "Dette får du",
        items: [
          "Redigerte stillbilder i høy oppløsning",
          "Dronefilm i 4K, klippet eller som råmateriale",
          "Utsiktsbilder tatt fra høyden til hver etasje",
          "Flyvninger over hele Østlandet, avtalt etter vær og lys",
        ],
      },
      howItWorks: {
        heading: "Slik jobber vi",
        steps: [
          {
            title: "Planlegging",
            text: "Vi avtaler adresse og ønskede bilder, og sjekker luftrom og tillatelser.",
          },
          {
            title: "Flyvning",
            text: "Vi flyr etter planlagte ruter og høyder, på en dag med godt lys.",
          },
          {
            title: "Utvalg",
            text: "Du får et utvalg å velge fra og gir beskjed om hvilke bilder du vil ha.",
          },
          {
            title: "Levering",
            text: "Ferdig redigerte bilder og filmer leveres klare til bruk.",
          },
        ],
      },
      faq: {
        heading: "Vanlige spørsmål om dronetjenester",
        items: [
          {
            question: "Hvor flyr dere?",
            answer:
              "Vi tar oppdrag over hele Østlandet, fra Vestfold og Telemark til Oslo, Akershus, Buskerud, Østfold og Innlandet.",
          },
          {
            question: "Hva skjer hvis været er dårlig?",
            answer:
              "Da flytter vi flyvningen til neste dag med godt vær, uten ekstra kostnad. Vi følger med på værmeldingen og gir beskjed i god tid.",
          },
          {
            question: "Kan dere fly i nærheten av flyplasser og i byer?",
            answer:
              "Ofte, men det krever tillatelse. Vi undersøker luftrommet på forhånd og søker om tillatelse der det trengs.",
          },
        ],
      },
      cta: {
        heading: "Skal vi fly over tomten din?",
        text: "Send oss adressen og hva bildene skal brukes til, så gir vi deg en pris og en dato.",
        label: ctaLabel,
      },
    },
  },
] as const satisfies readonly Service[];

export type ServiceSlug = (typeof services)[number]["slug"];

type ServiceEntry<Slug extends ServiceSlug> = Extract<(typeof services)[number], { slug: Slug }>;

/** The service with this slug, typed so its `route` is the literal path the page lives at. */
export function getService<Slug extends ServiceSlug>(slug: Slug): ServiceEntry<Slug> {
  const service = services.find((candidate): candidate is ServiceEntry<Slug> => candidate.slug === slug);
  if (!service) throw new Error(`Ukjent tjeneste: ${slug}`);
  return service;
}

/** The page /3d-visualisering-eiendom: the whole offer for property projects. */
export const propertyVisualisation = {
  route: "/3d-visualisering-eiendom",
  eyebrow: "For eiendomsbransjen",
  serviceType: "3D-visualisering for eiendom",
  page: {
    heading: "3D-visualisering for eiendom",
    lead: "Alt du trenger for å selge, søke om og presentere et boligprosjekt før det er bygget: illustrasjoner, animasjoner, 360°-visninger, boligvelger og nettside fra samme modell.",
    whatItIs: {
      heading: "Hva er 3D-visualisering for eiendom?",
      paragraphs: [
        "3D-visualisering er å lage bilder, filmer og interaktive visninger av et bygg fra en digital modell. For eiendom betyr det at kjøpere, investorer og kommunen kan se det ferdige prosjektet mens det fortsatt bare finnes på tegning.",
        "Vi bygger én nøyaktig modell av prosjektet og bruker den til alt materiellet du trenger. Det gir et helhetlig uttrykk fra prospekt til byggeskilt, og hver ny leveranse går raskere enn den forrige.",
      ],
    },
    audience: {
      heading: "Hvem passer det for?",
      items: [
        {
          title: "Eiendomsmeglere",
          text: "Selg fra tegning med bilder og visninger som gjør boligen håndfast for kjøperen.",
        },
        {
          title: "Utbyggere",
          text: "Skap interesse tidlig, nå forhåndssalgskravet raskere og få samme uttrykk i alle kanaler.",
        },
        {
          title: "Arkitekter",
          text: "Vinn konkurranser og forankre prosjektet hos kommune og naboer.",
        },
        {
          title: "Entreprenører",
          text: "Vis hva som skal leveres i tilbud, kontraktsmøter og nabovarsel.",
        },
      ],
    },
    deliverables: {
      heading: "Dette får du",
      items: [
        "Fotorealistiske illustrasjoner av fasader, uterom og interiør",
        "Animasjoner og 360°-visninger fra samme modell",
        "Boligvelger og prosjektnettside ved behov",
        "Fast pris og en fast kontaktperson gjennom hele prosjektet",
        "Alle illustrasjoner i 4K-kvalitet som jpeg, png og pdf",
      ],
    },
    howItWorks: {
      heading: "Slik jobber vi",
      steps: [
        {
          title: "Oppstart",
          text: "En uforpliktende samtale om prosjektet, målgruppen og salgsplanen, og et fast pristilbud.",
        },
        {
          title: "Modellering",
          text: "Vi bygger modellen fra tegninger eller IFC-fil og setter opp materialer og lys.",
        },
        {
          title: "Tilbakemeldinger",
          text: "Du ser utkast tidlig. To runder med justeringer er inkludert.",
        },
        {
          title: "Levering",
          text: "Ferdig materiell i formatene du trenger, klart for prospekt, nett og trykk.",
        },
      ],
    },
    faq: {
      heading: "Vanlige spørsmål om 3D-visualisering for eiendom",
      items: [
        {
          question: "Når i prosjektet bør vi bestille visualiseringer?",
          answer:
            "Så tidlig som mulig. Mange bestiller de første bildene til reguleringsfasen og bygger videre på samme modell til salgsstart.",
        },
        {
          question: "Hva trenger dere fra oss?",
          answer:
            "Plantegninger, fasader og situasjonsplan er nok til å starte. Har dere en IFC-fil fra Revit, ArchiCAD eller Tekla, går det enda raskere.",
        },
        {
          question: "Jobber dere med prosjekter utenfor Vestfold?",
          answer: "Ja. Vi leverer til prosjekter over hele landet, og dronefoto på hele Østlandet.",
        },
      ],
    },
    cta: {
      heading: "Fortell oss om prosjektet ditt",
      text: "Vi svarer innen én arbeidsdag med forslag til leveranse og et fast pristilbud.",
      label: ctaLabel,
    },
  },
} as const satisfies { route: string; eyebrow: string; serviceType: string; page: ServicePageCopy };

export const servicesOverview = {
  heading: "Våre tjenester",
  lead: "Fra første skisse til salgsstart: vi lager materiellet som får kjøpere, investorer og kommunen til å se prosjektet ditt slik det blir.",
  cardLinkLabel: "Les mer",
  propertyLink: {
    label: "Les om 3D-visualisering for eiendom",
    href: propertyVisualisation.route,
  },
  catalogName: "Visualiseringstjenester for eiendom",
} as const;
