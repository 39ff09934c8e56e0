export { matchesFilter, type UnitFilter } from "./unit-filter";
export { unitFieldsSchema, unitFilterFrom } from "./unit-schema";
