export { numbersCopy } from "./copy";
export { NumbersPage } from "./ui/numbers-page";
