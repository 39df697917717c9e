import { describe, expect, it } from 'vitest';
import {
  addCalendarDays,
  addCalendarMonths,
  calendarDate,
  CalendarDateError,
  calendarDateOfInstant,
  calendarMonthsBetween,
  compareDates,
  daysBetween,
  daysInMonth,
  formatLongDate,
  isCalendarDate,
} from './dates';

describe('isCalendarDate / calendarDate', () => {
  it.each(['2026-01-01', '2028-02-29', '2000-02-29', '2027-12-31', '2026-04-30'])('accepts %s', (value) => {
    expect(isCalendarDate(value)).toBe(true);
    expect(calendarDate(value)).toBe(value);
  });

  it.each([
    ['2027-02-29', 'not a leap year'],
    ['1900-02-29', 'century, not a leap year'],
    ['2100-02-29', 'century, not a leap year'],
    ['2026-13-01', 'month 13'],
    ['2026-00-10', 'month 0'],
    ['2026-04-31', 'April has 30 days'],
    ['2026-01-00', 'day 0'],
    ['2026-1-01', 'unpadded month'],
    ['2026-01-01T00:00:00Z', 'an instant'],
    ['', 'empty'],
  ])('refuses %s (%s)', (value) => {
    expect(isCalendarDate(value)).toBe(false);
    expect(() => calendarDate(value)).toThrow(CalendarDateError);
  });

  it.each([20260101, null, undefined, new Date(2026, 0, 1)])('isCalendarDate is false for non-string %s', (value) => {
    expect(isCalendarDate(value)).toBe(false);
  });
});

describe('daysInMonth', () => {
  it.each([
    [2027, 2, 28],
    [2028, 2, 29],
    [2000, 2, 29],
    [2100, 2, 28],
    [2026, 4, 30],
    [2026, 12, 31],
  ])('%s-%s has %s days', (year, month, expected) => {
    expect(daysInMonth(year, month)).toBe(expected);
  });
});

describe('addCalendarMonths', () => {
  it.each([
    ['2027-01-31', 1, '2027-02-28'],
    ['2028-01-31', 1, '2028-02-29'],
    ['2027-01-31', 2, '2027-03-31'],
    ['2027-01-31', 3, '2027-04-30'],
    ['2026-08-31', 1, '2026-09-30'],
    ['2026-12-31', 2, '2027-02-28'],
    ['2027-12-31', 2, '2028-02-29'],
    ['2028-02-29', 12, '2029-02-28'],
    ['2028-02-29', 48, '2032-02-29'],
    ['2027-03-31', -1, '2027-02-28'],
    ['2027-01-15', -1, '2026-12-15'],
    ['2027-01-15', 0, '2027-01-15'],
    ['2026-01-01', 479, '2065-12-01'],
  ])('%s + %s months → %s', (anchor, months, expected) => {
    expect(addCalendarMonths(anchor, months)).toBe(expected);
  });

  it('counts from the anchor, so a month-end anchor comes back to the 31st', () => {
    const chained = addCalendarMonths(addCalendarMonths('2027-01-31', 1), 1);
    expect(chained).toBe('2027-03-28');
    expect(addCalendarMonths('2027-01-31', 2)).toBe('2027-03-31');
  });

  it.each([
    ['2027-02-29', 1],
    ['2027-01-31', 1.5],
    ['2027-01-31', Number.NaN],
  ])('refuses %s + %s', (anchor, months) => {
    expect(() => addCalendarMonths(anchor, months)).toThrow(CalendarDateError);
  });
});

describe('addCalendarDays', () => {
  it.each([
    ['2028-02-28', 1, '2028-02-29'],
    ['2027-02-28', 1, '2027-03-01'],
    ['2026-12-31', 1, '2027-01-01'],
    ['2027-03-01', -1, '2027-02-28'],
    ['2028-01-01', 366, '2029-01-01'],
    // Spans the US and EU daylight-saving changes; calendar days must not drift.
    ['2027-03-01', 60, '2027-04-30'],
    ['2027-10-20', 14, '2027-11-03'],
  ])('%s + %s days → %s', (date, days, expected) => {
    expect(addCalendarDays(date, days)).toBe(expected);
  });

  it('refuses fractional days', () => {
    expect(() => addCalendarDays('2027-01-01', 0.5)).toThrow(CalendarDateError);
  });
});

describe('daysBetween', () => {
  it.each([
    ['2027-01-01', '2027-02-01', 31],
    ['2027-02-01', '2027-03-01', 28],
    ['2028-02-01', '2028-03-01', 29],
    ['2028-01-01', '2029-01-01', 366],
    ['2027-03-01', '2027-04-01', 31],
    ['2027-11-01', '2027-10-01', -31],
    ['2027-05-05', '2027-05-05', 0],
  ])('%s → %s is %s days', (from, to, expected) => {
    expect(daysBetween(from, to)).toBe(expected);
  });

  it('refuses invalid dates', () => {
    expect(() => daysBetween('2027-02-29', '2027-03-01')).toThrow(CalendarDateError);
  });
});

describe('calendarMonthsBetween', () => {
  it.each([
    ['2027-01-31', '2027-02-01', 1],
    ['2027-01-01', '2027-01-31', 0],
    ['2026-12-15', '2028-02-01', 14],
    ['2027-03-01', '2027-01-31', -2],
  ])('%s → %s is %s', (from, to, expected) => {
    expect(calendarMonthsBetween(from, to)).toBe(expected);
  });

  it('refuses invalid dates', () => {
    expect(() => calendarMonthsBetween('2026-13-01', '2027-01-01')).toThrow(CalendarDateError);
  });
});

describe('compareDates', () => {
  it.each([
    ['2027-01-01', '2027-01-02', -1],
    ['2027-01-02', '2027-01-01', 1],
    ['2027-01-01', '2027-01-01', 0],
    ['2026-12-31', '2027-01-01', -1],
  ])('%s vs %s → %s', (a, b, expected) => {
    expect(compareDates(a, b)).toBe(expected);
  });

  it('refuses invalid dates', () => {
    expect(() => compareDates('2026-13-01', '2027-01-01')).toThrow(CalendarDateError);
  });
});

describe('calendarDateOfInstant', () => {
  it.each([
    ['2027-03-01T23:59:59.999Z', '2027-03-01'],
    ['2027-03-02T00:00:00.000Z', '2027-03-02'],
  ])('%s → %s', (instant, expected) => {
    expect(calendarDateOfInstant(new Date(instant))).toBe(expected);
  });
});

describe('formatLongDate', () => {
  it.each([
    ['2027-03-31', 'March 31, 2027'],
    ['2028-02-29', 'February 29, 2028'],
  ])('%s → %s', (date, expected) => {
    expect(formatLongDate(date)).toBe(expected);
  });
});
