/** The cookie banner's words. Labels and toasts are the spec's, word for word. */
export const cookieConsentCopy = {
  regionLabel: "Cookie-innstillinger",
  heading: "Vi bruker cookies",
  intro:
    "Nødvendige cookies får nettstedet til å virke. Med ditt samtykke bruker vi også Google Analytics for å forstå hvordan sidene brukes, og Google Ads for å måle effekten av annonsene våre.",
  privacyLink: "Les mer i personvernerklæringen",
  tabsLabel: "Velg visning",
  tabs: { simple: "Enkel", advanced: "Avansert" },
  buttons: {
    necessaryOnly: "Kun nødvendige",
    acceptAll: "Godta alle",
    rejectAll: "Avvis alle",
    save: "Lagre innstillinger",
  },
  alwaysActive: "Alltid aktiv",
  categories: {
    necessary: {
      label: "Nødvendige cookies",
      description: "Husker valget ditt og viser bekreftelser etter skjemaer. Kan ikke slås av.",
    },
    analytics: {
      label: "Google Analytics",
      description: "Anonym statistikk over hvilke sider som besøkes og hvor lenge.",
    },
    ads: {
      label: "Google Ads",
      description: "Måler om annonsene våre fører til henvendelser.",
    },
  },
  toasts: {
    accepted: {
      title: "Samtykke godtatt",
      description: "Takk for at du godtar våre vilkår for personvern og datainnsamling",
    },
    saved: {
      title: "Samtykke lagret",
      description: "Dine personverninnstillinger er lagret",
    },
    necessaryOnly: {
      title: "Kun nødvendige cookies akseptert",
      description: "Vi respekterer ditt valg. Kun nødvendige cookies vil bli brukt.",
    },
  },
} as const;
