import { createHmac, timingSafeEqual } from "node:crypto";
import { getConfig } from "~/config/index.server";

import { FORM_TOKEN_FIELD, HONEYPOT_FIELD } from "~/spam-guard";

/** Long enough to write an enquiry, short enough that a harvested token soon stops working. */
const tokenLifetimeMs = 2 * 60 * 60 * 1000;

function sign(issuedAt: string) {
  return createHmac("sha256", getConfig().sessionSecret)
    .update(`form:${issuedAt}`)
    .digest("base64url");
}

/** A signed note of when a form was served, so the server can tell how fast it came back. */
export function issueFormToken(now = Date.now()) {
  const issuedAt = String(now);
  return `${issuedAt}.${sign(issuedAt)}`;
}

/**
 * The token a refused form is shown again with: the one it was first served with, so the
 * visitor's time spent on it counts and a corrected resend is not "too fast" (decision 120).
 * A forged, missing or day-old token is replaced by a fresh one.
 */
export function tokenForResend(fields: FormData, now = Date.now()) {
  const verdict = judgeSubmission(fields, now);
  return verdict === "human" || verdict === "too-fast"
    ? String(fields.get(FORM_TOKEN_FIELD))
    : issueFormToken(now);
}

/**
 * What makes a resend recognisable: the form's serve-time token together with what was
 * typed. A visitor who sends again after a dropped answer sends both unchanged; two
 * visitors served the same cached page differ in what they typed. Keyed with the secret,
 * so it can serve as an unguessable id (decision 121).
 */
export function submissionKey(fields: FormData, values: unknown) {
  return createHmac("sha256", getConfig().sessionSecret)
    .update(`submission:${String(fields.get(FORM_TOKEN_FIELD) ?? "")}:${JSON.stringify(values)}`)
    .digest();
}

export type SpamVerdict = "human" | "bot" | "too-fast" | "stale";

/**
 * A filled honeypot or a forged token is a bot; a form posted sooner than
 * FORM_MIN_FILL_SECONDS after it was served was not typed by a person. A token older than
 * two hours may be a person who left the tab open, so they are asked to send again (the page
 * they get back carries a fresh token), not dropped.
 */
export function judgeSubmission(fields: FormData, now = Date.now()): SpamVerdict {
  if (String(fields.get(HONEYPOT_FIELD) ?? "") !== "") return "bot";
  const [issuedAt = "", signature = ""] = String(fields.get(FORM_TOKEN_FIELD) ?? "").split(".");
  const expected = Buffer.from(sign(issuedAt));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return "bot";
  const ageMs = now - Number(issuedAt);
  if (!(ageMs >= 0)) return "bot";
  if (ageMs > tokenLifetimeMs) return "stale";
  return ageMs < getConfig().FORM_MIN_FILL_SECONDS * 1000 ? "too-fast" : "human";
}
