import { z } from "zod";
import { unitStatuses } from "~/content/showcase";

const statusValues = unitStatuses.map((status) => status.value) as [string, ...string[]];

export const unitStatusSchema = z.enum(statusValues);

/** The filter in the address: `?status=ledig&rom=3`; anything else means no filter. */
export function unitFilterFrom(search: URLSearchParams) {
  const status = unitStatusSchema.safeParse(search.get("status"));
  const rooms = z.coerce
    .number()
    .int()
    .min(1)
    .max(9)
    .safeParse(search.get("rom") || undefined);
  return {
    status: status.success ? status.data : undefined,
    rooms: rooms.success ? rooms.data : undefined,
  };
}

export type UnitFilter = ReturnType<typeof unitFilterFrom>;

export function matchesFilter(unit: { status: string; rooms: number }, filter: UnitFilter) {
  return (
    (!filter.status || unit.status === filter.status) &&
    (!filter.rooms || unit.rooms === filter.rooms)
  );
}
