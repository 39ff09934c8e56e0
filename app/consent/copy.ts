/** The cookie banner's words. Labels and toasts are the spec's, word for word. */
export const cookieConsentCopy = {
  regionLabel: "Cookie-innstillinger",
  heading: "Vi bruker cookies",
  // Two lines on a 360 px phone, so the banner stays below the hero's buttons (decision 197);
  // what each kind of cookie does is told in the Avansert tab.
  intro: "Google Analytics og Google Ads bruker vi bare med ditt samtykke.",
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
