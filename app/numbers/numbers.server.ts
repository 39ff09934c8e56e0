import { type Database, prisma } from "~/db/index.server";
import { quoteTotals } from "~/quotes";
import {
  addWeeks,
  dayOf,
  type IsoWeek,
  isoWeekOf,
  mondayOf,
  monthStart,
  startOfDay,
  weeksBetween,
} from "./weeks";

/** How many weeks the page shows, ending with the chosen one, and how many months of value. */
export const WEEKS_SHOWN = 8;
const MONTHS_SHOWN = 6;

type WeekFigures = {
  monday: number;
  enquiries: number;
  /** Enquiries of the week answered at all, and the median wait for the first answer. */
  answered: number;
  medianFirstAnswerMs: number | null;
  quotesSent: number;
  won: number;
  lost: number;
};

function median(values: number[]) {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** The enquiries received in the period, with their service and first answer. */
function receivedEnquiries(db: Database, from: Date, to: Date) {
  return db.contactRequest.findMany({
    where: { createdAt: { gte: from, lt: to } },
    select: {
      createdAt: true,
      service: true,
      messages: {
        where: { direction: "out" },
        orderBy: { createdAt: "asc" },
        take: 1,
        select: { createdAt: true },
      },
    },
  });
}

/** Moves into Vunnet or Tapt in the period: the pipeline's own record of won and lost. */
function outcomes(db: Database, from: Date, to: Date) {
  return db.enquiryStageChange.findMany({
    where: { stage: { in: ["vunnet", "tapt"] }, createdAt: { gte: from, lt: to } },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    select: {
      contactRequestId: true,
      stage: true,
      reason: true,
      createdAt: true,
      contactRequest: { select: { name: true } },
    },
  });
}

/** The accepted quotes' value (sum of lines, excluding VAT) per month, by the day accepted. */
async function wonPerMonth(db: Database, lastDay: number) {
  const first = monthStart(lastDay, 1 - MONTHS_SHOWN);
  const accepted = await db.quote.findMany({
    where: {
      status: "accepted",
      decidedAt: { gte: startOfDay(first), lt: startOfDay(monthStart(lastDay, 1)) },
    },
    select: { decidedAt: true, lines: { select: { quantity: true, unitPriceOre: true } } },
  });
  const months = Array.from({ length: MONTHS_SHOWN }, (_, index) => ({
    month: monthStart(first, index),
    quotes: 0,
    valueOre: 0,
  }));
  for (const quote of accepted) {
    const month = months.find((entry) => entry.month === monthStart(dayOf(quote.decidedAt!)));
    if (!month) continue;
    month.quotes += 1;
    month.valueOre += quoteTotals(quote.lines).subtotal;
  }
  return months;
}

/**
 * The pipeline's figures for the weeks up to and including `lastWeek` (Oslo's calendar):
 * enquiries received, and of those the median time to the first answer; quotes sent (every
 * version); enquiries moved to Vunnet and to Tapt, each counted once a week, with the reasons
 * for the lost ones; enquiries per service; and the value of quotes accepted per month.
 */
export async function pipelineNumbers(lastWeek: IsoWeek, db: Database = prisma) {
  const firstMonday = addWeeks(mondayOf(lastWeek), 1 - WEEKS_SHOWN);
  const endDay = addWeeks(mondayOf(lastWeek), 1);
  const [from, to] = [startOfDay(firstMonday), startOfDay(endDay)];
  const [enquiries, moves, quotesSent, months] = await Promise.all([
    receivedEnquiries(db, from, to),
    outcomes(db, from, to),
    db.quote.findMany({ where: { createdAt: { gte: from, lt: to } }, select: { createdAt: true } }),
    wonPerMonth(db, endDay - 1),
  ]);
  const weekIndex = (at: Date) => weeksBetween(firstMonday, dayOf(at));
  const waits: number[][] = Array.from({ length: WEEKS_SHOWN }, () => []);
  const weeks: WeekFigures[] = waits.map((_, index) => ({
    monday: addWeeks(firstMonday, index),
    enquiries: 0,
    answered: 0,
    medianFirstAnswerMs: null,
    quotesSent: 0,
    won: 0,
    lost: 0,
  }));
  const byService = new Map<string | null, number[]>();
  for (const enquiry of enquiries) {
    const index = weekIndex(enquiry.createdAt);
    weeks[index]!.enquiries += 1;
    const firstAnswer = enquiry.messages[0]?.createdAt;
    if (firstAnswer) waits[index]!.push(firstAnswer.getTime() - enquiry.createdAt.getTime());
    const counts = byService.get(enquiry.service) ?? Array<number>(WEEKS_SHOWN).fill(0);
    counts[index]! += 1;
    byService.set(enquiry.service, counts);
  }
  weeks.forEach((week, index) => {
    week.answered = waits[index]!.length;
    week.medianFirstAnswerMs = median(waits[index]!);
  });
  for (const quote of quotesSent) weeks[weekIndex(quote.createdAt)]!.quotesSent += 1;
  const counted = new Set<string>();
  for (const move of moves) {
    const index = weekIndex(move.createdAt);
    const key = `${index}:${move.stage}:${move.contactRequestId}`;
    if (counted.has(key)) continue;
    counted.add(key);
    if (move.stage === "vunnet") weeks[index]!.won += 1;
    else weeks[index]!.lost += 1;
  }
  const lost = moves
    .filter((move) => move.stage === "tapt")
    .map((move) => ({
      enquiryId: move.contactRequestId,
      name: move.contactRequest.name,
      at: move.createdAt,
      reason: move.reason ?? "",
    }));
  return { weeks, byService, lost, months, week: isoWeekOf(mondayOf(lastWeek)) };
}
