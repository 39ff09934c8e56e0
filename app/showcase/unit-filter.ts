/**
 * The home selector's filter, apart from the Zod schema that reads it from the address: the
 * browser needs only this, and importing the schema's module would bring Zod into the page.
 */
export type UnitFilter = { status: string | undefined; rooms: number | undefined };

export function matchesFilter(unit: { status: string; rooms: number }, filter: UnitFilter) {
  return (
    (!filter.status || unit.status === filter.status) &&
    (!filter.rooms || unit.rooms === filter.rooms)
  );
}
