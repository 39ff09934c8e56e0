export { keepDataAfterFailedSend, sendKeepingForm } from "./failed-send";
export { firstInvalidField } from "./first-invalid";
export { useCheckedForm } from "./use-checked-form";
