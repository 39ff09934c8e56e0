export {
  matchesFilter,
  type UnitFilter,
  unitFieldsSchema,
  unitFilterFrom,
  unitStatusSchema,
} from "./unit-schema";
