import { type Database, prisma } from "~/db/index.server";

type Payload = Record<string, unknown> & {
  grantId?: string;
  uid?: string;
  consumed?: number;
};

/**
 * oidc-provider's storage interface over the oidc_records table. Its default keeps everything
 * in the process, so with two instances a sign-in begun on one failed on the other
 * (decision 141). One adapter per model kind, as the provider asks for.
 */
export function databaseOidcAdapter(db: Database = prisma) {
  return class DatabaseOidcAdapter {
    constructor(private readonly kind: string) {}

    async upsert(id: string, payload: Payload, expiresIn?: number) {
      const now = new Date();
      const data = {
        payload: JSON.stringify(payload),
        grantId: payload.grantId ?? null,
        uid: payload.uid ?? null,
        expiresAt: expiresIn ? new Date(now.getTime() + expiresIn * 1000) : null,
      };
      await db.oidcRecord.upsert({
        where: { kind_id: { kind: this.kind, id } },
        create: { kind: this.kind, id, ...data },
        update: data,
      });
      // Sign-ins are rare; clearing the dead rows as new ones come keeps the table small.
      await db.oidcRecord.deleteMany({ where: { expiresAt: { lt: now } } });
    }

    async find(id: string) {
      return readLive(
        await db.oidcRecord.findUnique({ where: { kind_id: { kind: this.kind, id } } }),
      );
    }

    async findByUid(uid: string) {
      return readLive(await db.oidcRecord.findFirst({ where: { kind: this.kind, uid } }));
    }

    // Device flow only, which the site's provider does not offer.
    async findByUserCode() {
      return undefined;
    }

    async consume(id: string) {
      await db.oidcRecord.updateMany({
        where: { kind: this.kind, id },
        data: { consumedAt: new Date() },
      });
    }

    async destroy(id: string) {
      await db.oidcRecord.deleteMany({ where: { kind: this.kind, id } });
    }

    async revokeByGrantId(grantId: string) {
      await db.oidcRecord.deleteMany({ where: { grantId } });
    }
  };
}

function readLive(
  row: { payload: string; expiresAt: Date | null; consumedAt: Date | null } | null,
): Payload | undefined {
  if (!row || (row.expiresAt && row.expiresAt <= new Date())) return undefined;
  const payload = JSON.parse(row.payload) as Payload;
  if (row.consumedAt) payload.consumed = Math.floor(row.consumedAt.getTime() / 1000);
  return payload;
}
