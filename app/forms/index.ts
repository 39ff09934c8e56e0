export { keepDataAfterFailedSend, sendKeepingForm } from "./failed-send";
export { firstInvalidField } from "./first-invalid";
export { useRefusalFocus } from "./refusal-focus";
