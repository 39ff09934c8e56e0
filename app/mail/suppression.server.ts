import { createHash } from "node:crypto";
import { type Database, type DatabaseTransaction, prisma } from "~/db/index.server";
import { normalAddress } from "./addresses.server";

/**
 * An address as the suppression list knows it: the SHA-256 of the parsed, case-folded address,
 * so `Eve <EVE@example.com>` is `eve@example.com`. Unkeyed, so rotating SESSION_SECRET cannot
 * quietly empty the list (decision 250).
 */
export function addressHash(address: string) {
  return createHash("sha256").update(normalAddress(address)).digest("hex");
}

/** Records an erased address, so nothing is mailed to it again. Suppressing twice is harmless. */
export async function suppressAddress(db: DatabaseTransaction | Database, address: string) {
  const hash = addressHash(address);
  await db.suppressedAddress.upsert({
    where: { addressHash: hash },
    create: { addressHash: hash },
    update: {},
  });
}

/** The hashes among `addresses`' that were erased: check one with `.has(addressHash(address))`. */
export async function suppressedHashes(
  addresses: string[],
  db: DatabaseTransaction | Database = prisma,
) {
  if (addresses.length === 0) return new Set<string>();
  const rows = await db.suppressedAddress.findMany({
    where: { addressHash: { in: [...new Set(addresses.map(addressHash))] } },
    select: { addressHash: true },
  });
  return new Set(rows.map((row) => row.addressHash));
}
