import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDatabaseClient } from "~/db/index.server";
import { consumeRateLimit, isRateLimited, refundRateLimit } from "~/spam-guard/rate-limit.server";
import { databaseKinds, type TestDatabase } from "../support/databases";

const rule = { key: "kontakt:203.0.113.7", limit: 3, windowSeconds: 600 };
const start = new Date("2026-11-22T10:00:00Z");
const at = (seconds: number) => new Date(start.getTime() + seconds * 1000);

for (const kind of databaseKinds("rawSql")) {
  describe.skipIf(kind.skipReason !== "")(
    `rate limits on ${kind.name}${kind.skipReason ? ` (hoppet over: ${kind.skipReason})` : ""}`,
    () => {
      let database: TestDatabase;
      beforeAll(async () => {
        database = await kind.create();
      });
      afterAll(async () => database?.drop());

      it("allows the limit, then refuses with the seconds left in the window, then allows again", async () => {
        const db = database.db;
        for (let attempt = 0; attempt < 3; attempt++) {
          expect(await consumeRateLimit(rule, { db, now: at(attempt) })).toEqual({
            allowed: true,
            retryAfterSeconds: 0,
          });
        }
        expect(await consumeRateLimit(rule, { db, now: at(100) })).toEqual({
          allowed: false,
          retryAfterSeconds: 500,
        });
        expect(
          (await consumeRateLimit({ ...rule, key: "kontakt:198.51.100.1" }, { db, now: at(100) }))
            .allowed,
        ).toBe(true);
        expect(await consumeRateLimit(rule, { db, now: at(600) })).toEqual({
          allowed: true,
          retryAfterSeconds: 0,
        });
      });

      it("holds across processes: of 12 simultaneous attempts from two connections, exactly 5 pass", async () => {
        const other = createDatabaseClient(database.target);
        try {
          const concurrent = { key: "kundeskjema:192.0.2.9", limit: 5, windowSeconds: 600 };
          const results = await Promise.all(
            Array.from({ length: 12 }, (_, index) =>
              consumeRateLimit(concurrent, { db: index % 2 ? other : database.db, now: at(5) }),
            ),
          );
          expect(results.filter((result) => result.allowed)).toHaveLength(5);
        } finally {
          await other.$disconnect();
        }
      });

      it("says whether the limit is used up without counting an attempt", async () => {
        const db = database.db;
        const peek = { ...rule, key: "kikk:192.0.2.44" };
        for (let attempt = 0; attempt < 5; attempt++) {
          expect(await isRateLimited(peek, { db, now: at(10) })).toEqual({
            limited: false,
            retryAfterSeconds: 590,
          });
        }
        for (let attempt = 0; attempt < 3; attempt++)
          await consumeRateLimit(peek, { db, now: at(10) });
        expect((await isRateLimited(peek, { db, now: at(20) })).limited).toBe(true);
        expect((await isRateLimited(peek, { db, now: at(600) })).limited).toBe(false);
      });

      it("takes back an attempt that succeeded, so only failures use up the limit", async () => {
        const db = database.db;
        const failures = { ...rule, key: "feil:192.0.2.60" };
        for (let attempt = 0; attempt < 3; attempt++)
          await consumeRateLimit(failures, { db, now: at(30) });
        expect((await consumeRateLimit(failures, { db, now: at(31) })).allowed).toBe(false);

        const office = { ...rule, key: "feil:192.0.2.61" };
        for (let attempt = 0; attempt < 20; attempt++) {
          expect((await consumeRateLimit(office, { db, now: at(30) })).allowed).toBe(true);
          await refundRateLimit(office, { db, now: at(30) });
        }
      });

      it("clears windows older than a day", async () => {
        await consumeRateLimit({ ...rule, key: "gammel" }, { db: database.db, now: at(0) });
        await consumeRateLimit(rule, { db: database.db, now: at(2 * 24 * 3600) });
        expect(await database.db.rateLimitWindow.count({ where: { key: "gammel" } })).toBe(0);
      });
    },
  );
}
