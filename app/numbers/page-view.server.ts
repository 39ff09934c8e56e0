import { formatDateTime } from "~/format";
import { type Database, prisma } from "~/db/index.server";
import { formatKroner } from "~/quotes";
import { services } from "~/services";
import { numbersCopy as copy } from "./copy";
import { type IsoWeek, isoWeekOf, mondayOf, writeIsoWeek, addWeeks, dayOf } from "./weeks";
import { pipelineNumbers, WEEKS_SHOWN } from "./numbers.server";

const shortDay = new Intl.DateTimeFormat("nb-NO", {
  day: "numeric",
  month: "numeric",
  timeZone: "UTC",
});
const monthName = new Intl.DateTimeFormat("nb-NO", {
  month: "long",
  year: "numeric",
  timeZone: "UTC",
});

/** "45 min", "3 t 20 min", "2 d 4 t": the wait, rounded down to the minute. */
function formatWait(ms: number) {
  const minutes = Math.floor(ms / 60_000);
  if (minutes < 60) return copy.duration.minutes(minutes);
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return copy.duration.hours(hours, minutes % 60);
  return copy.duration.days(Math.floor(hours / 24), hours % 24);
}

const daysOf = (monday: number) =>
  `${shortDay.format(monday)}–${shortDay.format(addWeeks(monday, 1) - 1)}`;

/** The week the page ends with, and the links to the eight weeks before and after. */
function paging(lastWeek: IsoWeek, now: Date) {
  const current = isoWeekOf(dayOf(now));
  const next = isoWeekOf(addWeeks(mondayOf(lastWeek), WEEKS_SHOWN));
  const isLater = mondayOf(next) > mondayOf(current);
  return {
    previous: writeIsoWeek(isoWeekOf(addWeeks(mondayOf(lastWeek), -WEEKS_SHOWN))),
    next: isLater ? null : writeIsoWeek(next),
    showsCurrent: mondayOf(lastWeek) === mondayOf(current),
  };
}

/** Everything /admin/tall shows, written out; `lastWeek` defaults to this week. */
export async function numbersPageView(
  lastWeek: IsoWeek | null,
  now = new Date(),
  db: Database = prisma,
) {
  const week = lastWeek ?? isoWeekOf(dayOf(now));
  const figures = await pipelineNumbers(week, db);
  const weeks = figures.weeks.map((entry) => ({
    id: String(entry.monday),
    label: copy.week(isoWeekOf(entry.monday).week),
    days: daysOf(entry.monday),
    enquiries: entry.enquiries,
    answered: entry.answered,
    medianAnswer:
      entry.medianFirstAnswerMs === null ? copy.notAnswered : formatWait(entry.medianFirstAnswerMs),
    quotesSent: entry.quotesSent,
    won: entry.won,
    lost: entry.lost,
  }));
  const serviceRows = [
    ...services.map((service) => ({ id: service.slug, label: service.title })),
    { id: "", label: copy.noService },
  ].map((row) => {
    const counts = figures.byService.get(row.id || null) ?? Array<number>(WEEKS_SHOWN).fill(0);
    return { ...row, counts, total: counts.reduce((sum, count) => sum + count, 0) };
  });
  return {
    weekParam: writeIsoWeek(week),
    firstWeek: isoWeekOf(figures.weeks[0]!.monday).week,
    lastWeek: isoWeekOf(figures.weeks.at(-1)!.monday).week,
    ...paging(week, now),
    weeks,
    serviceRows,
    lost: figures.lost.map((move) => ({
      id: `${move.enquiryId}-${move.at.getTime()}`,
      enquiryId: move.enquiryId,
      name: move.name,
      at: formatDateTime(move.at),
      reason: move.reason,
    })),
    months: figures.months.map((month) => ({
      id: String(month.month),
      label: monthName.format(month.month),
      quotes: month.quotes,
      valueOre: month.valueOre,
      value: formatKroner(month.valueOre),
    })),
  };
}

export type NumbersPageView = Awaited<ReturnType<typeof numbersPageView>>;
