import { addMonths, differenceInCalendarDays, format, addDays as addDaysToDate } from 'date-fns';

/**
 * A calendar date with no time of day and no time zone: 'YYYY-MM-DD'.
 * Due dates, payment dates and end dates are calendar dates; instants are ISO timestamps.
 *
 * Internally a CalendarDate is turned into a local-noon Date only to borrow date-fns'
 * calendar arithmetic, and turned straight back, so the host time zone never leaks out.
 */
export type CalendarDate = string;

const PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

export class CalendarDateError extends Error {
  override readonly name = 'CalendarDateError';
}

function parts(value: string): [number, number, number] | null {
  const match = PATTERN.exec(value);
  if (!match) return null;
  const year = Number(match[1]);
  const month = Number(match[2]);
  const day = Number(match[3]);
  if (year < 1900 || year > 2200 || month < 1 || month > 12 || day < 1) return null;
  if (day > daysInMonth(year, month)) return null;
  return [year, month, day];
}

export function daysInMonth(year: number, month: number): number {
  return new Date(year, month, 0).getDate();
}

export function isCalendarDate(value: unknown): value is CalendarDate {
  return typeof value === 'string' && parts(value) !== null;
}

/** Validates and returns a CalendarDate, or throws naming the bad value. */
export function calendarDate(value: string): CalendarDate {
  if (!isCalendarDate(value)) throw new CalendarDateError(`Not a valid YYYY-MM-DD date: ${value}`);
  return value;
}

function toLocalDate(value: CalendarDate): Date {
  const p = parts(value);
  if (!p) throw new CalendarDateError(`Not a valid YYYY-MM-DD date: ${value}`);
  // Noon, not midnight: no time zone's DST shift can move noon onto another day.
  return new Date(p[0], p[1] - 1, p[2], 12);
}

// By hand rather than date-fns' format: schedules build hundreds of dates and format dominated.
function fromLocalDate(date: Date): CalendarDate {
  const pad = (value: number, width: number) => String(value).padStart(width, '0');
  return `${pad(date.getFullYear(), 4)}-${pad(date.getMonth() + 1, 2)}-${pad(date.getDate(), 2)}`;
}

/**
 * The date `months` calendar months after `anchor`, clamped to the month's last day.
 * Always count from the original anchor, never chain: Jan 31 + 1 = Feb 28/29, Jan 31 + 2 = Mar 31.
 */
export function addCalendarMonths(anchor: CalendarDate, months: number): CalendarDate {
  // date-fns would quietly truncate a fractional count; a caller passing one has a bug.
  if (!Number.isSafeInteger(months)) throw new CalendarDateError(`Not a whole number of months: ${months}`);
  return fromLocalDate(addMonths(toLocalDate(anchor), months));
}

export function addCalendarDays(date: CalendarDate, days: number): CalendarDate {
  if (!Number.isSafeInteger(days)) throw new CalendarDateError(`Not a whole number of days: ${days}`);
  return fromLocalDate(addDaysToDate(toLocalDate(date), days));
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: CalendarDate, to: CalendarDate): number {
  return differenceInCalendarDays(toLocalDate(to), toLocalDate(from));
}

/** Calendar months from `from`'s month to `to`'s month, ignoring the day: Jan 31 → Feb 1 is 1. */
export function calendarMonthsBetween(from: CalendarDate, to: CalendarDate): number {
  const a = parts(from);
  const b = parts(to);
  if (!a) throw new CalendarDateError(`Not a valid YYYY-MM-DD date: ${from}`);
  if (!b) throw new CalendarDateError(`Not a valid YYYY-MM-DD date: ${to}`);
  return (b[0] - a[0]) * 12 + (b[1] - a[1]);
}

export function compareDates(a: CalendarDate, b: CalendarDate): number {
  // ISO dates sort lexically once validated.
  calendarDate(a);
  calendarDate(b);
  return a < b ? -1 : a > b ? 1 : 0;
}

/** The calendar date of an instant in UTC. Callers that know the user's zone pass their own. */
export function calendarDateOfInstant(instant: Date): CalendarDate {
  return instant.toISOString().slice(0, 10);
}

/** "March 31, 2027" — for the UI and documents. */
export function formatLongDate(date: CalendarDate): string {
  return format(toLocalDate(date), 'MMMM d, yyyy');
}
