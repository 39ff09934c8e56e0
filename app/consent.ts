import { z } from "zod";

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
  | { status: "unset" }
  | { status: "unreadable" }
  | { status: "chosen"; choice: ConsentChoice };

/** Only an exact `true` grants anything; "true", 1 or a missing flag do not. */
const grant = z.unknown().transform((value) => value === true);

const storedConsentSchema = z.looseObject({
  analytics: grant,
  ads: grant,
});

/** Reads a stored record (cookie or localStorage). Some old code wrote only the two flags, which still counts. */
export function readConsent(raw: string | null | undefined): ConsentState {
  if (raw === null || raw === undefined || raw === "") return { status: "unset" };
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return { status: "unreadable" };
  }
  const result = storedConsentSchema.safeParse(parsed);
  if (!result.success) return { status: "unreadable" };
  const { analytics, ads } = result.data;
  return { status: "chosen", choice: { analytics, ads } };
}

/** What the root loader hands the banner and the tag loader. The tag ids are public by nature. */
export interface PageConsent {
  state: ConsentState;
  tags: { measurementId: string | null; adsId: string | null; adsConversionLabel: string | null };
  /** The home page's video thumbnails come from here when a video is configured. */
  videoThumbnailOrigin: string | null;
}

export function consentRecord(choice: ConsentChoice, now = new Date()): ConsentRecord {
  return { timestamp: now.toISOString(), analytics: choice.analytics, ads: choice.ads, necessary: true };
}

export function grantedChoice(state: ConsentState): ConsentChoice {
  return state.status === "chosen" ? state.choice : { analytics: false, ads: false };
}

export const consentDecisions = ["all", "necessary", "custom"] as const;
export type ConsentDecision = (typeof consentDecisions)[number];

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
