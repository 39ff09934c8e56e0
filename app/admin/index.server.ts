export { containsText } from "./search.server";
