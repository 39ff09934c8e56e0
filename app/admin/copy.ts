/** Copy for the admin sections: the shell, its navigation and overview, and the pager. */
export const paginationCopy = {
  label: "Sider",
  previous: "Forrige",
  next: "Neste",
  page: (page: number, count: number) => `Side ${page} av ${count}`,
} as const;

export const adminNavigation = [
  { label: "Innboks", href: "/admin", end: true },
  { label: "Henvendelser", href: "/admin/henvendelser", end: false },
  { label: "Tall", href: "/admin/tall", end: false },
  { label: "Nyhetsbrev", href: "/admin/nyhetsbrev", end: false },
  { label: "Galleri", href: "/admin/galleri", end: false },
  { label: "Innhold", href: "/admin/innhold", end: false },
  { label: "Prosjekter", href: "/admin/prosjekter", end: false },
  { label: "Kundeprosjekter", href: "/admin/kundeprosjekter", end: false },
  { label: "360-visning", href: "/admin/panoramaer", end: false },
  { label: "Boligvelger", href: "/admin/boligvelger", end: false },
  { label: "Økter", href: "/admin/okter", end: false },
  { label: "Personvern", href: "/admin/personvern", end: false },
] as const;

export const adminShellCopy = {
  metaTitle: "Administrasjon | Digitale Poteter",
  metaDescription:
    "Digitale Poteters administrasjon: henvendelser, kundeprosjekter, galleri, portefølje og nyhetsbrev.",
  heading: "Administrasjon",
  navigationLabel: "Administrasjon",
  /** The folded menu's button on a phone. */
  menu: "Meny",
  signedInAs: "Innlogget som",
  signOut: "Logg ut",
  toSite: "Til nettstedet",
  overviewIntro: "Her følger du opp henvendelser, nyhetsbrev, galleri og prosjekter.",
  countsHeading: "Status nå",
  /** After the menu item's number, for screen readers: "Innboks 3 venter". */
  navigationWaiting: "venter",
} as const;
