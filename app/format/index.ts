export { formatNumber } from "./numbers";
