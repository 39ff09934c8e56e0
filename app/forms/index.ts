export { keepDataAfterFailedSend, sendKeepingForm } from "./failed-send";
export { firstInvalidField } from "./first-invalid";
export { useFormDraft } from "./form-draft";
