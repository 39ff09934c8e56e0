import { z } from "zod";
import { unitStatuses } from "./copy/showcase";
import type { UnitFilter } from "./unit-filter";

const statusValues = unitStatuses.map((status) => status.value) as [string, ...string[]];

const unitStatusSchema = z.enum(statusValues);

/** The filter in the address: `?status=ledig&rom=3`; anything else means no filter. */
export function unitFilterFrom(search: URLSearchParams): UnitFilter {
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

const whole = (message: string, min: number, max: number) =>
  z.coerce.number({ error: message }).int(message).min(min, message).max(max, message);

/** What staff edit on a flat; the messages are the admin copy's. */
export function unitFieldsSchema(messages: {
  number: string;
  floor: string;
  position: string;
  rooms: string;
  area: string;
  price: string;
  status: string;
}) {
  return z.object({
    number: z
      .string({ error: messages.number })
      .trim()
      .regex(/^[\p{L}\p{N}-]{1,12}$/u, messages.number),
    floor: whole(messages.floor, 1, 30),
    position: whole(messages.position, 1, 12),
    rooms: whole(messages.rooms, 1, 9),
    area: whole(messages.area, 10, 1000),
    price: whole(messages.price, 0, 500_000_000),
    status: z.enum(statusValues, { error: messages.status }),
  });
}

export type UnitFields = z.output<ReturnType<typeof unitFieldsSchema>>;
