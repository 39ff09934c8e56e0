export { company } from "./copy";
