import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { saveDraft, sendDraft } from "~/newsletter/campaign.server";
import {
  checkConfirmation,
  confirmSubscription,
  deleteUnconfirmedSubscribers,
  subscribe,
  unsubscribe,
} from "~/newsletter/subscription.server";
import { databaseKinds, type TestDatabase } from "../support/databases";

const day = 24 * 60 * 60 * 1000;
const start = new Date("2026-11-01T10:00:00Z");
const later = (ms: number) => new Date(start.getTime() + ms);
const linkIn = (text: string) =>
  new URL(text.match(/https?:\/\/\S+\/nyhetsbrev\/bekreft\?token=\S+/)?.[0] ?? "http://x/");
const tokenIn = (text: string) => linkIn(text).searchParams.get("token");

for (const kind of databaseKinds("prisma-only")) {
  describe.skipIf(kind.skipReason !== "")(
    `newsletter double opt-in on ${kind.name}${kind.skipReason ? ` (hoppet over: ${kind.skipReason})` : ""}`,
    () => {
      let database: TestDatabase;
      const at = (now: Date) => ({ db: database.db, now });
      const mails = () => database.db.outboxMessage.findMany({ orderBy: { createdAt: "asc" } });
      const row = (email: string) =>
        database.db.newsletterSubscriber.findUniqueOrThrow({ where: { email } });
      const lastToken = async () => tokenIn((await mails()).at(-1)?.text ?? "");
      const recipients = async () => {
        const campaign = await saveDraft(
          { subject: "Utgave", markdown: "Tekst", roles: ["arkitekt", "utbygger"] },
          database.db,
        );
        await sendDraft(campaign.id, database.db);
        const sent = await database.db.outboxMessage.findMany({
          where: { campaignId: campaign.id },
        });
        return sent.map((mail) => mail.to).sort();
      };

      beforeAll(async () => {
        database = await kind.create();
      });
      afterAll(() => database?.drop());
      beforeEach(async () => {
        await database.db.outboxMessage.deleteMany();
        await database.db.newsletterCampaign.deleteMany();
        await database.db.newsletterSubscriber.deleteMany();
      });

      it("a signup is stored unconfirmed with one confirmation mail, and gets no issues", async () => {
        await subscribe({ email: "anne@arkitekt.example", role: "arkitekt" }, at(start));
        expect(await row("anne@arkitekt.example")).toMatchObject({
          confirmedAt: null,
          unsubscribedAt: null,
        });
        const queued = await mails();
        expect(queued).toHaveLength(1);
        expect(queued[0]).toMatchObject({
          to: "anne@arkitekt.example",
          subject: expect.stringMatching(/^Bekreft påmeldingen/),
        });
        expect(linkIn(queued[0]!.text).pathname).toBe("/nyhetsbrev/bekreft");
        expect(await recipients()).toEqual([]);
      });

      it("looking at the link changes nothing; pressing the button confirms and welcomes once", async () => {
        await subscribe({ email: "anne@arkitekt.example", role: "arkitekt" }, at(start));
        const token = await lastToken();
        expect(await checkConfirmation(token, at(later(1000)))).toEqual({
          state: "pending",
          email: "anne@arkitekt.example",
        });
        expect((await row("anne@arkitekt.example")).confirmedAt).toBeNull();
        expect(await mails()).toHaveLength(1);

        expect(await confirmSubscription(token, at(later(2000)))).toMatchObject({
          state: "confirmed",
        });
        expect((await row("anne@arkitekt.example")).confirmedAt).toEqual(later(2000));
        expect(await confirmSubscription(token, at(later(3000)))).toMatchObject({
          state: "confirmed",
        });
        const welcomes = (await mails()).filter((mail) => mail.subject.startsWith("Velkommen"));
        expect(welcomes).toHaveLength(1);
        expect(await recipients()).toEqual(["anne@arkitekt.example"]);
      });

      it("a forged, altered or 30-day-old token changes nothing", async () => {
        await subscribe({ email: "anne@arkitekt.example", role: "arkitekt" }, at(start));
        const token = (await lastToken()) ?? "";
        const [id, issued, role, signature] = token.split(".");
        for (const bad of [
          `${id}.${issued}.${role}.${"A".repeat(signature?.length ?? 43)}`,
          `${id}.${issued}.0.${signature}`,
          `${id}.${(start.getTime() + day).toString(36)}.${role}.${signature}`,
          "",
          null,
        ]) {
          expect(await confirmSubscription(bad, at(later(1000)))).toEqual({ state: "invalid" });
        }
        expect(await confirmSubscription(token, at(later(30 * day + 1)))).toEqual({
          state: "invalid",
        });
        expect((await row("anne@arkitekt.example")).confirmedAt).toBeNull();
        expect(await mails()).toHaveLength(1);
      });

      it("an unsubscribed address that signs up again stays unsubscribed until it confirms", async () => {
        await subscribe({ email: "bjorn@arkitekt.example", role: "arkitekt" }, at(start));
        await confirmSubscription(await lastToken(), at(later(1000)));
        const oldToken = await lastToken();
        const { id } = await row("bjorn@arkitekt.example");
        await unsubscribe(id, at(later(day / 2)));
        // An old confirmation link cannot undo a later unsubscribe.
        expect(await confirmSubscription(oldToken, at(later(day)))).toEqual({ state: "invalid" });

        await subscribe({ email: "bjorn@arkitekt.example", role: "utbygger" }, at(later(2 * day)));
        const resigned = await row("bjorn@arkitekt.example");
        expect(resigned.unsubscribedAt).not.toBeNull();
        expect(resigned.role).toBe("arkitekt");
        expect(await recipients()).toEqual([]);

        await confirmSubscription(await lastToken(), at(later(2 * day + 1000)));
        const confirmed = await row("bjorn@arkitekt.example");
        expect(confirmed).toMatchObject({ unsubscribedAt: null, role: "utbygger" });
        expect(await recipients()).toEqual(["bjorn@arkitekt.example"]);
      });

      it("a stranger's signup cannot change a confirmed subscriber's role", async () => {
        await subscribe({ email: "dag@utbygger.example", role: "utbygger" }, at(start));
        await confirmSubscription(await lastToken(), at(later(1000)));
        await subscribe({ email: "dag@utbygger.example", role: "annet" }, at(later(day)));
        expect((await row("dag@utbygger.example")).role).toBe("utbygger");
        expect(await recipients()).toEqual(["dag@utbygger.example"]);
      });

      it("deletes unconfirmed signups older than 30 days and nothing else", async () => {
        await subscribe({ email: "gammel@arkitekt.example", role: "arkitekt" }, at(start));
        await subscribe({ email: "bekreftet@arkitekt.example", role: "arkitekt" }, at(start));
        await confirmSubscription(await lastToken(), at(later(1000)));
        await subscribe({ email: "ny@arkitekt.example", role: "arkitekt" }, at(later(20 * day)));
        await subscribe({ email: "borte@arkitekt.example", role: "arkitekt" }, at(start));
        await confirmSubscription(await lastToken(), at(later(1000)));
        await unsubscribe((await row("borte@arkitekt.example")).id, at(later(day)));

        expect(await deleteUnconfirmedSubscribers(at(later(30 * day - 1000)))).toBe(0);
        expect(await deleteUnconfirmedSubscribers(at(later(30 * day + 1000)))).toBe(1);
        const left = await database.db.newsletterSubscriber.findMany({ orderBy: { email: "asc" } });
        expect(left.map((subscriber) => subscriber.email)).toEqual([
          "bekreftet@arkitekt.example",
          "borte@arkitekt.example",
          "ny@arkitekt.example",
        ]);
      });
    },
  );
}
