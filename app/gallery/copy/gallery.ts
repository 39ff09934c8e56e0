/** Labels of the gallery carousel, the full-screen viewer and the /illustrasjoner page. */
export const galleryCopy = {
  carousel: {
    regionLabel: "Bildekarusell",
    previous: "Forrige bilde",
    next: "Neste bilde",
    dotsLabel: "Velg bilde",
    goTo: (position: number) => `Gå til bilde ${position}`,
    openImage: (alt: string) => `Vis stort: ${alt}`,
    seeMore: { label: "Se flere bilder", href: "/illustrasjoner" },
  },
  viewer: {
    title: "Bildevisning",
    previous: "Forrige bilde",
    next: "Neste bilde",
    close: "Lukk",
    position: (index: number, count: number) => `Bilde ${index + 1} av ${count}`,
    keyboardHint: "Bruk piltastene for å bla og Esc for å lukke.",
  },
  page: {
    heading: "Galleri",
    lead: "Et utvalg av illustrasjonene våre: boligprosjekter, fasader, uterom og interiør fra hele landet. Trykk på et bilde for å se det i full størrelse.",
    empty: "Det er ingen bilder i galleriet ennå. Kom gjerne tilbake snart.",
    paginationLabel: "Sider i galleriet",
    previousPage: "Forrige side",
    nextPage: "Neste side",
    pageLabel: (page: number) => `Side ${page}`,
    pageStatus: (page: number, pageCount: number) => `Side ${page} av ${pageCount}`,
    filterLabel: "Vis bilder fra",
    allServices: "Alle tjenester",
    emptyForService: "Vi har ikke lagt ut bilder fra denne tjenesten ennå.",
  },
  examples: {
    heading: "Eksempler fra galleriet",
    more: "Se flere eksempler i galleriet",
  },
  fallbackAlt: "Illustrasjon fra Digitale Poteter",
} as const;
