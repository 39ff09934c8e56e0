import { createHash, randomBytes } from "node:crypto";
import { prisma, type Database } from "~/db/index.server";

export interface Staff {
  /** The provider's stable subject id; e-mail addresses can be renamed or reassigned. */
  sub: string;
  issuer: string;
  email: string;
  name?: string | undefined;
}

/** Decision 150: a working day of inactivity, and a week however active. */
export const staffSessionIdleMs = 8 * 60 * 60 * 1000;
export const staffSessionAbsoluteMs = 7 * 24 * 60 * 60 * 1000;
/** "Last seen" is written at most this often, so every admin click is not a write. */
const touchEveryMs = 60 * 1000;
const userAgentMaxLength = 400;

function tokenHash(token: string) {
  return createHash("sha256").update(token).digest("base64url");
}

/** Stores a new session and returns the random token for the cookie (256 bits). */
export async function createStaffSessionRow(
  input: { staff: Staff; accessToken?: string | undefined; userAgent: string | null },
  { db = prisma, now = new Date() }: { db?: Database; now?: Date } = {},
) {
  const token = randomBytes(32).toString("base64url");
  const { staff } = input;
  await db.staffSession.create({
    data: {
      tokenHash: tokenHash(token),
      sub: staff.sub,
      issuer: staff.issuer,
      email: staff.email,
      name: staff.name ?? null,
      accessToken: input.accessToken ?? null,
      userAgent: (input.userAgent ?? "").slice(0, userAgentMaxLength),
      createdAt: now,
      lastSeenAt: now,
      expiresAt: new Date(now.getTime() + staffSessionAbsoluteMs),
    },
  });
  return token;
}

function isLive(row: { lastSeenAt: Date; expiresAt: Date }, now: Date) {
  return row.expiresAt > now && row.lastSeenAt.getTime() + staffSessionIdleMs > now.getTime();
}

/**
 * The session a cookie's token names, or null when there is none or it ran out; a row that
 * ran out is deleted on the spot. Marks the session as seen now.
 */
export async function findLiveStaffSession(
  token: string,
  { db = prisma, now = new Date() }: { db?: Database; now?: Date } = {},
) {
  const row = await db.staffSession.findUnique({ where: { tokenHash: tokenHash(token) } });
  if (!row) return null;
  if (!isLive(row, now)) {
    await db.staffSession.deleteMany({ where: { id: row.id } });
    return null;
  }
  if (now.getTime() - row.lastSeenAt.getTime() >= touchEveryMs) {
    await db.staffSession.updateMany({ where: { id: row.id }, data: { lastSeenAt: now } });
  }
  return row;
}

/** Every session that still works, newest activity first, for the sessions page. */
export async function listLiveStaffSessions({
  db = prisma,
  now = new Date(),
}: { db?: Database; now?: Date } = {}) {
  const rows = await db.staffSession.findMany({
    where: {
      expiresAt: { gt: now },
      lastSeenAt: { gt: new Date(now.getTime() - staffSessionIdleMs) },
    },
    orderBy: [{ lastSeenAt: "desc" }, { id: "asc" }],
    select: {
      id: true,
      email: true,
      name: true,
      userAgent: true,
      createdAt: true,
      lastSeenAt: true,
    },
  });
  return rows;
}

/** Ends one session; returns whether there was one to end, and its provider token. */
export async function revokeStaffSessionRow(id: string, db: Database = prisma) {
  const row = await db.staffSession.findUnique({ where: { id }, select: { accessToken: true } });
  const { count } = await db.staffSession.deleteMany({ where: { id } });
  return { revoked: count === 1, accessToken: row?.accessToken ?? undefined };
}

/** Removes sessions that ran out, idle or absolute; the periodic cleanup calls it. */
export async function deleteExpiredStaffSessions({
  db = prisma,
  now = new Date(),
}: { db?: Database; now?: Date } = {}) {
  const { count } = await db.staffSession.deleteMany({
    where: {
      OR: [
        { expiresAt: { lte: now } },
        { lastSeenAt: { lte: new Date(now.getTime() - staffSessionIdleMs) } },
      ],
    },
  });
  return count;
}
