export { keepDataAfterFailedSend, sendKeepingForm } from "./failed-send";
export { firstInvalidField } from "./first-invalid";
export { formCopy } from "./copy";
