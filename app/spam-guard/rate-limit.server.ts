import { type Database, prisma } from "~/db/index.server";
import { countRateLimitRefusal } from "~/observability/index.server";

export type RateLimitRule = {
  /** What is limited and for whom, e.g. `kontakt:203.0.113.7`. */
  key: string;
  limit: number;
  /** Up to a day; older windows are cleared. */
  windowSeconds: number;
};

const CLEANUP_AFTER_SECONDS = 24 * 60 * 60;

function windowOf(nowSeconds: number, windowSeconds: number) {
  return nowSeconds - (nowSeconds % windowSeconds);
}

/**
 * Whether the limit is used up already, without counting an attempt: lets a form be refused
 * before its body is read.
 */
export async function isRateLimited(
  { key, limit, windowSeconds }: RateLimitRule,
  { db = prisma, now = new Date() }: { db?: Database; now?: Date } = {},
) {
  const nowSeconds = Math.floor(now.getTime() / 1000);
  const windowStart = windowOf(nowSeconds, windowSeconds);
  const row = await db.rateLimitWindow.findUnique({
    where: { key_windowStart: { key, windowStart } },
    select: { count: true },
  });
  return {
    limited: (row?.count ?? 0) >= limit,
    retryAfterSeconds: windowStart + windowSeconds - nowSeconds,
  };
}

/**
 * Counts one attempt in a fixed window held in the database, so the limit holds across
 * server processes (decision 016). The increment is one atomic upsert on both databases.
 */
export async function consumeRateLimit(
  { key, limit, windowSeconds }: RateLimitRule,
  { db = prisma, now = new Date() }: { db?: Database; now?: Date } = {},
) {
  const nowSeconds = Math.floor(now.getTime() / 1000);
  const windowStart = windowOf(nowSeconds, windowSeconds);
  const [row] = await db.$queryRaw<{ count: number | bigint }[]>`
    INSERT INTO "rate_limit_windows" ("key", "window_start", "count") VALUES (${key}, ${windowStart}, 1)
    ON CONFLICT ("key", "window_start") DO UPDATE SET "count" = "rate_limit_windows"."count" + 1
    RETURNING "count"`;
  const count = Number(row?.count);
  // Once per key and window is often enough, and spares a burst a delete per attempt.
  if (count === 1) {
    await db.rateLimitWindow.deleteMany({
      where: { windowStart: { lt: nowSeconds - Math.max(windowSeconds, CLEANUP_AFTER_SECONDS) } },
    });
  }
  const allowed = count <= limit;
  // Labelled by the kind of limit only (the key's part before the client), so series stay few.
  if (!allowed) countRateLimitRefusal(key.split(":")[0] ?? "ukjent");
  return { allowed, retryAfterSeconds: allowed ? 0 : windowStart + windowSeconds - nowSeconds };
}

/**
 * Takes back one attempt counted at `now`: for a limit on failures, whose attempt turned out
 * to succeed. Counting first and taking back after keeps the count atomic, so a burst of
 * parallel attempts cannot all pass before any is counted.
 */
export async function refundRateLimit(
  { key, windowSeconds }: Pick<RateLimitRule, "key" | "windowSeconds">,
  { db = prisma, now }: { db?: Database; now: Date },
) {
  const windowStart = windowOf(Math.floor(now.getTime() / 1000), windowSeconds);
  await db.rateLimitWindow.updateMany({
    where: { key, windowStart, count: { gt: 0 } },
    data: { count: { decrement: 1 } },
  });
}

/** The status and header of an answer a limit refused, as every limit of the site answers. */
export function rateLimitedAnswer(retryAfterSeconds: number) {
  return { status: 429, headers: { "Retry-After": String(Math.max(1, retryAfterSeconds)) } };
}
