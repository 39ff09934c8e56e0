export { keepDataAfterFailedSend, sendKeepingForm, type FailedSend } from "./failed-send";
export { firstInvalidField } from "./first-invalid";
export { linesWithoutInvisibleCharacters, withoutInvisibleCharacters } from "./plain-text";
export { useFormDraft } from "./form-draft";
export { useRefusalFocus } from "./refusal-focus";
export { formCopy } from "./copy";
export { requiredPhone } from "./phone";
export { ZodSettings } from "./zod-settings";
export { useResetAfterSend } from "./reset-after-send";
