/**
 * Every Cache-Control the site sends, named by what the response is: a new kind of response
 * gets a name (and a reason) here first. tests/reliability/cache-control.test.ts asks the
 * production server what each kind of answer carries.
 */
export const cachePolicies = {
  /**
   * Public pages: browsers always ask again (a consent choice must show at once); shared
   * caches may keep a copy per Cookie header for a minute.
   */
  publicPage: "public, max-age=0, s-maxage=60, stale-while-revalidate=300",
  /** Built files whose names carry a hash of their content: a new build means new names. */
  hashedAsset: "public, max-age=31536000, immutable",
  /** Image variants: the address names the stored key, and a replaced picture gets a new key (061). */
  imageVariant: "public, max-age=31536000, immutable",
  /** Files from public/ under fixed names (icons, the service worker), which a deploy may change. */
  publicFile: "public, max-age=3600",
  /** Lists every public page, so a new portfolio project should reach crawlers the same day. */
  sitemap: "public, max-age=3600",
  robotsTxt: "public, max-age=86400",
  /** Staff pages, customer pages and anything else about one person: stored by nobody. */
  personal: "private, no-store",
  /** Answers true only at this moment: health checks, refusals, the local sign-in form. */
  momentary: "no-store",
  /** A signed download link: only the visitor's browser may keep the file, until the link expires. */
  signedDownload: (secondsLeft: number) => `private, max-age=${Math.max(0, secondsLeft)}`,
} as const;
