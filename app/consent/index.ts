import type { Toast } from "~/toast";

/** The spec's storage key, used for both the cookie and the localStorage mirror. */
export const consentKey = "cookie-consent";
export const consentMaxAgeSeconds = 365 * 24 * 60 * 60;
/** `?cookie-innstillinger` (optionally `=avansert`) opens the banner; it is how the footer link works without JavaScript. */
export const consentSettingsParam = "cookie-innstillinger";

export interface ConsentChoice {
  analytics: boolean;
  ads: boolean;
}

export interface ConsentRecord extends ConsentChoice {
  timestamp: string;
  necessary: true;
}

export type ConsentState =
  { status: "unset" } | { status: "unreadable" } | { status: "chosen"; choice: ConsentChoice };

/**
 * Reads a stored record (cookie or localStorage): a JSON object, in which only an exact
 * `true` grants anything ("true", 1 or a missing flag do not). Some old code wrote only the
 * two flags, which still counts. Hand-written rather than Zod so the banner, on every page,
 * does not pull the schema library into the browser.
 */
export function readConsent(raw: string | null | undefined): ConsentState {
  if (raw === null || raw === undefined || raw === "") return { status: "unset" };
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return { status: "unreadable" };
  }
  if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed))
    return { status: "unreadable" };
  const record = parsed as Record<string, unknown>;
  return {
    status: "chosen",
    choice: { analytics: record.analytics === true, ads: record.ads === true },
  };
}

/** What the root loader hands the banner and the tag loader. The tag ids are public by nature. */
export interface PageConsent {
  state: ConsentState;
  tags: { measurementId: string | null; adsId: string | null; adsConversionLabel: string | null };
  /** The home page's video thumbnails come from here when a video is configured. */
  videoThumbnailOrigin: string | null;
}

/** The part of the root loader's data that is the consent's. */
export interface ConsentRootData {
  consent: PageConsent;
}

/** What /samtykke answers the banner's fetcher with: the stored record and its toast, or a refusal. */
export type ConsentAnswer = { error: string } | { record: ConsentRecord; toast: Toast };

export function consentRecord(choice: ConsentChoice, now = new Date()): ConsentRecord {
  return {
    timestamp: now.toISOString(),
    analytics: choice.analytics,
    ads: choice.ads,
    necessary: true,
  };
}

export function grantedChoice(state: ConsentState): ConsentChoice {
  return state.status === "chosen" ? state.choice : { analytics: false, ads: false };
}

/**
 * The staff's pages (the admin and its sign-in): staff are not tracked at work, so neither
 * the banner nor the tags are there, also when they come from a public page (decision 328).
 */
export const isStaffPath = (pathname: string) => /^\/(admin|auth)(\/|$)/.test(pathname);

export { CookieConsent } from "./ui/cookie-banner";
export { CookieSettingsLink } from "./ui/cookie-settings-link";
