/**
 * What of the first screen stays in code: its words are the home document's, edited in admin
 * (decision 341). Apart from the rest (./home) because the page loads the code for the
 * sections below the first screen only as they near it.
 */
export const homeFirstScreen = {
  hero: {
    galleryLink: { href: "/illustrasjoner" },
    contactLink: { href: "/kontakt" },
    image: {
      src: "/media/hero-1920.webp",
      srcSet: "/media/hero-960.webp 960w, /media/hero-1920.webp 1920w",
      sizes: "100vw",
      width: 1920,
      height: 1080,
      alt: "3D-illustrasjon av et moderne leilighetsbygg i kveldslys, med opplyste vinduer og trær foran",
    },
  },
};
