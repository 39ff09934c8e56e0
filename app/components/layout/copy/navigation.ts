export const mainNavigation = [
  { label: "Hjem", href: "/" },
  { label: "Galleri", href: "/illustrasjoner" },
  { label: "Våre tjenester", href: "/tjenester" },
  { label: "FAQ", href: "/visualisering" },
  { label: "Kontakt", href: "/kontakt" },
] as const;

/** Pages the spec prefetches once the current page has loaded. */
export const prefetchedPaths = ["/tjenester", "/kontakt", "/illustrasjoner"] as const;

export const footerCopy = {
  privacy: "Personvern",
  cookieSettings: "Cookie-innstillinger",
  admin: "Admin",
  rights: "Alle rettigheter reservert.",
} as const;

export const headerCopy = {
  skipToContent: "Hopp til innholdet",
  menu: "Meny",
  closeMenu: "Lukk meny",
  navigationLabel: "Hovednavigasjon",
} as const;

/** The strip across the top of a page staff preview with the drafts (decision 227). */
export const previewCopy = {
  banner: "Forhåndsvisning: du ser utkast som besøkende ikke ser ennå.",
  back: "Til innholdet",
} as const;
