export { NumbersPage } from "./ui/numbers-page";
