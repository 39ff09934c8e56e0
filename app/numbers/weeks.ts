/*
 * ISO weeks (Monday to Sunday, week 1 holds 4 January) and months on Oslo's calendar. A day
 * is a calendar date written as its UTC midnight in milliseconds, as in `~/contact`'s
 * working days; `fromOsloWall` turns one into the instant Oslo's day begins.
 */
import { fromOsloWall, osloDay } from "~/contact";

const DAY_MS = 24 * 60 * 60 * 1000;
const WEEK_MS = 7 * DAY_MS;

export type IsoWeek = { year: number; week: number };

/** The Monday of an ISO week. */
export function mondayOf({ year, week }: IsoWeek) {
  const january4 = Date.UTC(year, 0, 4);
  const weekday = (new Date(january4).getUTCDay() + 6) % 7;
  return january4 - weekday * DAY_MS + (week - 1) * WEEK_MS;
}

/** The ISO week a calendar day falls in: its Thursday's year decides the week-year. */
export function isoWeekOf(day: number): IsoWeek {
  const thursday = day + (3 - ((new Date(day).getUTCDay() + 6) % 7)) * DAY_MS;
  const year = new Date(thursday).getUTCFullYear();
  return { year, week: 1 + Math.floor((thursday - Date.UTC(year, 0, 1)) / WEEK_MS) };
}

/** "2026-W49" as a week, or null for anything else, a week 53 of a 52-week year included. */
export function parseIsoWeek(text: string | null): IsoWeek | null {
  const match = /^(\d{4})-W(\d{2})$/.exec(text ?? "");
  if (!match) return null;
  const week = { year: Number(match[1]), week: Number(match[2]) };
  if (week.year < 2000 || week.week < 1) return null;
  const back = isoWeekOf(mondayOf(week));
  return back.year === week.year && back.week === week.week ? week : null;
}

export const writeIsoWeek = ({ year, week }: IsoWeek) =>
  `${year}-W${String(week).padStart(2, "0")}`;

/** The Oslo calendar day an instant falls on. */
export const dayOf = (at: Date) => osloDay(at).day;

/** The instant an Oslo calendar day begins. */
export const startOfDay = (day: number) => fromOsloWall(day);

export const addWeeks = (day: number, weeks: number) => day + weeks * WEEK_MS;

/** Whole weeks from one Monday to the day (negative before it). */
export const weeksBetween = (monday: number, day: number) => Math.floor((day - monday) / WEEK_MS);

/** The first day of the month `offset` months from the month a day is in. */
export function monthStart(day: number, offset = 0) {
  const date = new Date(day);
  return Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + offset, 1);
}
