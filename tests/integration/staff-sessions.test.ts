import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  createStaffSessionRow,
  deleteExpiredStaffSessions,
  findLiveStaffSession,
  listLiveStaffSessions,
  revokeStaffSessionRow,
  staffSessionAbsoluteMs,
  staffSessionIdleMs,
} from "~/auth/session-store.server";
import { databaseKinds, type TestDatabase } from "../support/databases";

const staff = {
  sub: "ansatt-1",
  issuer: "http://127.0.0.1/oidc",
  email: "kari@digitalepoteter.example",
};
const firefox = "Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0";
const start = new Date("2026-11-25T08:00:00Z");
const later = (ms: number) => new Date(start.getTime() + ms);
const minutes = (n: number) => n * 60 * 1000;

for (const kind of databaseKinds("prisma-only")) {
  describe.skipIf(kind.skipReason !== "")(
    `staff sessions on ${kind.name}${kind.skipReason ? ` (hoppet over: ${kind.skipReason})` : ""}`,
    () => {
      let database: TestDatabase;
      const at = (now: Date) => ({ db: database.db, now });
      const signIn = (now = start, accessToken?: string) =>
        createStaffSessionRow({ staff, accessToken, userAgent: firefox }, at(now));

      beforeAll(async () => {
        database = await kind.create();
      });
      afterAll(() => database?.drop());
      beforeEach(() => database.db.staffSession.deleteMany());

      it("stores a hash of the cookie's random token, never the token itself", async () => {
        const token = await signIn(start, "leverandørens-tilgangstoken");
        expect(Buffer.from(token, "base64url")).toHaveLength(32);
        const [row] = await database.db.staffSession.findMany();
        expect(row?.tokenHash).not.toBe(token);
        expect(JSON.stringify(row)).not.toContain(token);
        expect(await findLiveStaffSession(token, at(later(1000)))).toMatchObject({
          email: staff.email,
          userAgent: firefox,
          accessToken: "leverandørens-tilgangstoken",
        });
        expect(await findLiveStaffSession(`${token}x`, at(later(1000)))).toBeNull();
      });

      it("ends a session after 8 idle hours, and use keeps it alive", async () => {
        const token = await signIn();
        expect(
          await findLiveStaffSession(token, at(later(staffSessionIdleMs - minutes(1)))),
        ).not.toBeNull();
        // That visit counts as activity: the idle clock starts again.
        expect(
          await findLiveStaffSession(token, at(later(2 * staffSessionIdleMs - minutes(2)))),
        ).not.toBeNull();
        expect(await findLiveStaffSession(token, at(later(3 * staffSessionIdleMs)))).toBeNull();
        expect(await database.db.staffSession.count()).toBe(0);
      });

      it("ends a session 7 days after sign-in however active it is", async () => {
        const token = await signIn();
        for (
          let t = staffSessionIdleMs / 2;
          t < staffSessionAbsoluteMs;
          t += staffSessionIdleMs / 2
        ) {
          expect(await findLiveStaffSession(token, at(later(t)))).not.toBeNull();
        }
        expect(await findLiveStaffSession(token, at(later(staffSessionAbsoluteMs)))).toBeNull();
      });

      it("lists live sessions and revokes one without touching the other", async () => {
        const first = await signIn(start);
        const second = await signIn(later(minutes(5)));
        const listed = await listLiveStaffSessions(at(later(minutes(10))));
        expect(listed).toHaveLength(2);
        const firstRow = await findLiveStaffSession(first, at(later(minutes(10))));
        const result = await revokeStaffSessionRow(firstRow!.id, database.db);
        expect(result.revoked).toBe(true);
        expect(await findLiveStaffSession(first, at(later(minutes(11))))).toBeNull();
        expect(await findLiveStaffSession(second, at(later(minutes(11))))).not.toBeNull();
        expect((await revokeStaffSessionRow(firstRow!.id, database.db)).revoked).toBe(false);
      });

      it("the cleanup removes expired sessions and keeps live ones", async () => {
        await signIn(start);
        const fresh = await signIn(later(staffSessionIdleMs));
        expect(await deleteExpiredStaffSessions(at(later(staffSessionIdleMs + minutes(1))))).toBe(
          1,
        );
        expect(
          await findLiveStaffSession(fresh, at(later(staffSessionIdleMs + minutes(2)))),
        ).not.toBeNull();
      });
    },
  );
}
