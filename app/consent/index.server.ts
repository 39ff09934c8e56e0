import { getConfig } from "~/config/index.server";
import { z } from "zod";
import {
  consentKey,
  consentMaxAgeSeconds,
  consentRecord,
  consentSettingsParam,
  readConsent,
  type ConsentChoice,
  type ConsentRecord,
  type ConsentState,
  type PageConsent,
} from ".";
import { cookieConsentCopy } from "./copy";

/** The raw value of one cookie from a Cookie header, or null when absent or undecodable. */
export function readCookie(cookieHeader: string | null, name: string) {
  for (const pair of (cookieHeader ?? "").split(";")) {
    const separator = pair.indexOf("=");
    if (separator === -1 || pair.slice(0, separator).trim() !== name) continue;
    try {
      return decodeURIComponent(pair.slice(separator + 1).trim());
    } catch {
      return pair.slice(separator + 1).trim();
    }
  }
  return null;
}

export function readConsentCookie(request: Request): ConsentState {
  return readConsent(readCookie(request.headers.get("Cookie"), consentKey));
}

/**
 * A first-party cookie the server reads, so a visitor who has chosen never sees the banner
 * flash. Not HttpOnly: it holds no secret, and the page mirrors it to localStorage.
 */
function consentCookieHeader(record: ConsentRecord) {
  const config = getConfig();
  const secure = config.isProduction && config.siteUrl.protocol === "https:";
  return [
    `${consentKey}=${encodeURIComponent(JSON.stringify(record))}`,
    "Path=/",
    `Max-Age=${consentMaxAgeSeconds}`,
    "SameSite=Lax",
    ...(secure ? ["Secure"] : []),
  ].join("; ");
}

const videoThumbnailOrigin = "https://i.ytimg.com";

/** For the root loader: the stored choice, the tag ids and the third-party hosts this page uses. */
export function consentForPage(request: Request): PageConsent {
  const config = getConfig();
  return {
    state: readConsentCookie(request),
    tags: {
      measurementId: config.GA_MEASUREMENT_ID ?? null,
      adsId: config.GOOGLE_ADS_ID ?? null,
      adsConversionLabel: config.GOOGLE_ADS_CONVERSION_LABEL ?? null,
    },
    videoThumbnailOrigin: config.YOUTUBE_VIDEO_ID ? videoThumbnailOrigin : null,
  };
}

const consentDecisions = ["all", "necessary", "custom"] as const;

const checkbox = z
  .string()
  .optional()
  .transform((value) => value === "on");

/** The banner's form: which button was pressed, and the two boxes of the advanced tab. */
export const consentFormSchema = z.object({
  decision: z.enum(consentDecisions),
  analytics: checkbox,
  ads: checkbox,
});

export function choiceForDecision(form: z.output<typeof consentFormSchema>): ConsentChoice {
  if (form.decision === "all") return { analytics: true, ads: true };
  if (form.decision === "necessary") return { analytics: false, ads: false };
  return { analytics: form.analytics, ads: form.ads };
}

/** Turns a banner form post into the record to store, its cookie, the toast and where to go back to. */
export function decideConsent(formData: FormData, now = new Date()) {
  const result = consentFormSchema.safeParse(Object.fromEntries(formData));
  if (!result.success) return null;
  const record = consentRecord(choiceForDecision(result.data), now);
  const toast =
    result.data.decision === "all"
      ? cookieConsentCopy.toasts.accepted
      : result.data.decision === "custom"
        ? cookieConsentCopy.toasts.saved
        : cookieConsentCopy.toasts.necessaryOnly;
  return {
    record,
    toast,
    setCookie: consentCookieHeader(record),
    returnTo: returnPath(formData.get("returnTo")),
  };
}

/** A path on this site without the opener parameter, so the banner stays closed after the choice. */
function returnPath(value: FormDataEntryValue | null) {
  const raw = typeof value === "string" ? value : "";
  if (!raw.startsWith("/") || raw.startsWith("//") || raw.startsWith("/\\")) return "/";
  const url = new URL(raw, "http://samme-side");
  url.searchParams.delete(consentSettingsParam);
  return `${url.pathname}${url.search}${url.hash}`;
}
