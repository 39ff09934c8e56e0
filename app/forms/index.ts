export { useCheckedForm } from "./use-checked-form";
