export { matchesFilter, type UnitFilter, unitFilterFrom, unitStatusSchema } from "./unit-schema";
