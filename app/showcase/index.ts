export { matchesFilter, type UnitFilter, unitFieldsSchema, unitFilterFrom } from "./unit-schema";
