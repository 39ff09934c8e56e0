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
