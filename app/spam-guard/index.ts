/** Named like a field people skip and bots fill in. */
export const HONEYPOT_FIELD = "nettsted";
/** Carries the signed time the form was served. */
export const FORM_TOKEN_FIELD = "skjemaToken";
/** What the root loader hands every page: the token a form shown for the first time carries. */
export interface FormTokenRootData {
  formToken: string;
}
export { SpamGuardFields } from "./ui/spam-guard-fields";
