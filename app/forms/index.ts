export { firstInvalidField } from "./first-invalid";
export { useCheckedForm } from "./use-checked-form";
