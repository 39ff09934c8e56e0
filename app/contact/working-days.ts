/*
 * Norwegian working days: Monday to Friday in Oslo, less the public holidays
 * (helligdager and 1. and 17. mai). Decision 236.
 */

const DAY_MS = 24 * 60 * 60 * 1000;
const osloClock = new Intl.DateTimeFormat("en-CA", {
  timeZone: "Europe/Oslo",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
  hourCycle: "h23",
});

/** An Oslo calendar date as a UTC midnight, and how far into that day (Oslo time) `at` is. */
export function osloDay(at: Date) {
  const parts = Object.fromEntries(
    osloClock.formatToParts(at).map((part) => [part.type, Number(part.value)]),
  );
  const day = Date.UTC(parts.year!, parts.month! - 1, parts.day!);
  const wall = day + ((parts.hour! * 60 + parts.minute!) * 60 + parts.second!) * 1000;
  return { day, timeOfDay: wall - day + (at.getTime() % 1000) };
}

/** The instant Oslo's wall clock shows `wall` (a UTC-coded local time). */
export function fromOsloWall(wall: number) {
  let instant = wall;
  // Two rounds settle the offset, also on the days the clocks change.
  for (let round = 0; round < 2; round += 1) {
    const { day, timeOfDay } = osloDay(new Date(instant));
    instant += wall - (day + timeOfDay);
  }
  return new Date(instant);
}

/** Easter Sunday (Gregorian, the anonymous algorithm) as a UTC midnight. */
function easterSunday(year: number) {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return Date.UTC(year, month - 1, day);
}

const holidayCache = new Map<number, Set<number>>();

function publicHolidays(year: number) {
  let days = holidayCache.get(year);
  if (!days) {
    const easter = easterSunday(year);
    days = new Set([
      Date.UTC(year, 0, 1),
      Date.UTC(year, 4, 1),
      Date.UTC(year, 4, 17),
      Date.UTC(year, 11, 25),
      Date.UTC(year, 11, 26),
      // Skjærtorsdag, langfredag, 2. påskedag, Kristi himmelfartsdag, 2. pinsedag.
      ...[-3, -2, 1, 39, 50].map((offset) => easter + offset * DAY_MS),
    ]);
    holidayCache.set(year, days);
  }
  return days;
}

function isWorkingDay(day: number) {
  const weekday = new Date(day).getUTCDay();
  if (weekday === 0 || weekday === 6) return false;
  return !publicHolidays(new Date(day).getUTCFullYear()).has(day);
}

function nextWorkingDay(day: number) {
  let next = day + DAY_MS;
  while (!isWorkingDay(next)) next += DAY_MS;
  return next;
}

/**
 * When something that arrived at `at` has waited one working day: the same time on the next
 * working day; for an arrival on a weekend or holiday, the clock starts when the next working
 * day begins.
 */
export function oneWorkingDayAfter(at: Date) {
  const { day, timeOfDay } = osloDay(at);
  if (isWorkingDay(day)) return fromOsloWall(nextWorkingDay(day) + timeOfDay);
  return fromOsloWall(nextWorkingDay(nextWorkingDay(day - DAY_MS)));
}
