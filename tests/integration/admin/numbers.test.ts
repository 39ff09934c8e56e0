import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { newCapabilityId } from "~/db/index.server";
import { numbersPageView, parseIsoWeek, pipelineNumbers } from "~/numbers/index.server";
import { databaseKinds, type TestDatabase } from "../../support/databases";

/*
 * Week 10 of 2026 runs from Monday 2 March 00:00 to Sunday 8 March 24:00 in Oslo, which is
 * then UTC+1: from 2026-03-01T23:00Z to 2026-03-08T23:00Z.
 */
const week10 = { year: 2026, week: 10 };
const HOUR = 60 * 60 * 1000;

it("reads ?uke= strictly: a week that does not exist is no week", () => {
  expect(parseIsoWeek("2026-W10")).toEqual(week10);
  // 2026 begins on a Thursday and has 53 weeks; 2027 begins on a Friday and has 52.
  expect(parseIsoWeek("2026-W53")).toEqual({ year: 2026, week: 53 });
  expect(parseIsoWeek("2027-W53")).toBeNull();
  expect(parseIsoWeek("2026-W00")).toBeNull();
  expect(parseIsoWeek("uke 10")).toBeNull();
  expect(parseIsoWeek(null)).toBeNull();
});

for (const kind of databaseKinds("prisma-only")) {
  describe.skipIf(kind.skipReason !== "")(
    `the numbers page's figures on ${kind.name}${kind.skipReason ? ` (hoppet over: ${kind.skipReason})` : ""}`,
    () => {
      let database: TestDatabase;
      const db = () => database.db;

      async function enquiry(
        name: string,
        at: string,
        options: { service?: string; answeredAfterHours?: number } = {},
      ) {
        const createdAt = new Date(at);
        const answer = options.answeredAfterHours;
        const created = await db().contactRequest.create({
          data: {
            name,
            email: `${name.toLowerCase()}@kunde.example`,
            phone: "400 00 001",
            createdAt,
            service: options.service ?? null,
          },
        });
        if (answer !== undefined)
          for (const hours of [answer, answer + 30])
            await db().enquiryMessage.create({
              data: {
                contactRequestId: created.id,
                direction: "out",
                fromAddress: "post@digitalepoteter.example",
                toAddress: created.email,
                subject: "Svar",
                text: "Takk!",
                messageId: `<${newCapabilityId()}@digitalepoteter.example>`,
                createdAt: new Date(createdAt.getTime() + hours * HOUR),
              },
            });
        return created.id;
      }

      async function quote(
        enquiryId: string,
        sent: string,
        answer?: { status: string; at: string },
      ) {
        const version = (await db().quote.count({ where: { enquiryId } })) + 1;
        await db().quote.create({
          data: {
            id: newCapabilityId(),
            enquiryId,
            version,
            customerName: "Kunde",
            email: "kunde@kunde.example",
            validUntil: new Date("2026-04-30T00:00:00Z"),
            sentBy: "staff@digitalepoteter.example",
            createdAt: new Date(sent),
            status: answer?.status ?? "open",
            decidedAt: answer ? new Date(answer.at) : null,
            lines: {
              create: [
                { position: 0, description: "Bilder", quantity: 3, unitPriceOre: 650_000 },
                { position: 1, description: "Film", quantity: 1, unitPriceOre: 2_499_050 },
              ],
            },
          },
        });
      }

      const move = (enquiryId: string, stage: string, at: string, reason?: string) =>
        db().enquiryStageChange.create({
          data: { contactRequestId: enquiryId, stage, reason, createdAt: new Date(at) },
        });

      beforeAll(async () => {
        database = await kind.create();
      });
      afterAll(async () => {
        await database?.drop();
      });
      beforeEach(async () => {
        await db().contactRequest.deleteMany();
        // The first minutes of Monday in Oslo, still Sunday in UTC: week 10.
        await enquiry("Mandag", "2026-03-01T23:30:00Z");
        const won = await enquiry("Anna", "2026-03-02T08:00:00Z", {
          service: "animasjon",
          answeredAfterHours: 2,
        });
        const lost = await enquiry("Bjørn", "2026-03-04T12:00:00Z", {
          service: "animasjon",
          answeredAfterHours: 6,
        });
        await enquiry("Cecilie", "2026-03-06T09:00:00Z", {
          service: "drone",
          answeredAfterHours: 3,
        });
        // The last minutes of Sunday in Oslo are week 9; the first of Monday 9 March week 11.
        const before = await enquiry("Søndag", "2026-03-01T22:30:00Z", { answeredAfterHours: 1 });
        await enquiry("Neste", "2026-03-08T23:30:00Z", { service: "drone" });

        await quote(won, "2026-03-03T10:00:00Z", {
          status: "accepted",
          at: "2026-03-05T10:00:00Z",
        });
        await quote(lost, "2026-03-05T10:00:00Z", {
          status: "declined",
          at: "2026-03-06T10:00:00Z",
        });
        await quote(before, "2026-02-20T10:00:00Z", {
          status: "accepted",
          at: "2026-02-27T10:00:00Z",
        });
        await move(won, "vunnet", "2026-03-05T10:00:00Z");
        await move(lost, "tapt", "2026-03-06T10:00:00Z", "For dyrt i år");
        // Moved back and lost again the same week: one lost enquiry, both reasons kept.
        await move(lost, "besvart", "2026-03-06T11:00:00Z");
        await move(lost, "tapt", "2026-03-06T12:00:00Z", "Valgte en annen leverandør");
      });

      it("counts the test week's enquiries, first answers, quotes, wins and losses, with Oslo's week boundaries", async () => {
        const { weeks, byService, lost } = await pipelineNumbers(week10, db());
        expect(weeks).toHaveLength(8);
        expect(weeks.at(-1)).toMatchObject({
          enquiries: 4,
          answered: 3,
          // 2, 3 and 6 hours to the first answer; the second answers do not count.
          medianFirstAnswerMs: 3 * HOUR,
          quotesSent: 2,
          won: 1,
          lost: 1,
        });
        expect(weeks.at(-2)).toMatchObject({
          enquiries: 1,
          medianFirstAnswerMs: HOUR,
          quotesSent: 0,
        });
        expect(weeks.slice(0, 6).every((week) => week.enquiries === 0)).toBe(true);
        expect(byService.get("animasjon")?.at(-1)).toBe(2);
        expect(byService.get("drone")?.at(-1)).toBe(1);
        expect(byService.get(null)).toEqual([0, 0, 0, 0, 0, 0, 1, 1]);
        expect(lost.map((entry) => entry.reason)).toEqual([
          "Valgte en annen leverandør",
          "For dyrt i år",
        ]);
      });

      it("puts the first minutes of the next Monday in the next week", async () => {
        const { weeks } = await pipelineNumbers({ year: 2026, week: 11 }, db());
        expect(weeks.at(-1)).toMatchObject({
          enquiries: 1,
          answered: 0,
          medianFirstAnswerMs: null,
        });
      });

      it("writes the page's figures: the wait, the value won per month excluding VAT, the services", async () => {
        const view = await numbersPageView(week10, new Date("2026-12-03T12:00:00Z"), db());
        expect(view.weeks.at(-1)).toMatchObject({
          label: "Uke 10",
          days: "2.3.–8.3.",
          medianAnswer: "3 t 0 min",
        });
        expect(view.months.map((month) => [month.label, month.value])).toEqual([
          ["oktober 2025", "kr\u00a00,00"],
          ["november 2025", "kr\u00a00,00"],
          ["desember 2025", "kr\u00a00,00"],
          ["januar 2026", "kr\u00a00,00"],
          // 3 × 6 500 + 24 990,50 = 44 490,50 a quote.
          ["februar 2026", "kr\u00a044\u00a0490,50"],
          ["mars 2026", "kr\u00a044\u00a0490,50"],
        ]);
        const animation = view.serviceRows.find((row) => row.id === "animasjon");
        expect(animation?.total).toBe(2);
        expect(view.serviceRows.at(-1)).toMatchObject({ label: "Ikke angitt", total: 2 });
        expect(view.next).toBe("2026-W18");
      });
    },
  );
}
