import { describe, expect, it } from 'vitest';
import { dueDateOf, monthsBetween, type PeriodGrid } from './periods';

// Periods: Jan 1 → Feb 1 (31 days), Feb 1 → Mar 1 (28), Mar 1 → Apr 1 (31), ...
const grid: PeriodGrid = { loanStartDate: '2027-01-01', firstPaymentDate: '2027-02-01' };

const asNumber = (fraction: { numerator: bigint; denominator: bigint }) => Number(fraction.numerator) / Number(fraction.denominator);

describe('monthsBetween', () => {
  it.each([
    ['2027-01-01', '2027-02-01', 1],
    ['2027-01-01', '2027-01-21', 20 / 31],
    ['2027-01-01', '2027-01-31', 30 / 31],
    ['2027-03-01', '2027-03-30', 29 / 31],
    ['2027-01-21', '2027-02-01', 11 / 31],
    ['2027-02-11', '2027-03-01', 18 / 28],
    ['2027-02-01', '2027-02-11', 10 / 28],
    ['2027-01-01', '2027-02-11', 1 + 10 / 28],
    ['2027-01-21', '2027-03-01', 11 / 31 + 1],
    ['2027-01-21', '2027-03-11', 11 / 31 + 1 + 10 / 31],
    ['2027-01-01', '2028-01-01', 12],
    ['2027-02-05', '2027-02-05', 0],
    ['2027-03-01', '2027-02-01', 0],
  ])('%s → %s is %s months', (from, to, expected) => {
    expect(asNumber(monthsBetween(grid, from, to))).toBeCloseTo(expected, 12);
  });

  it('keeps whole periods exact: from the start to the 60th due date is exactly 60', () => {
    const fraction = monthsBetween(grid, '2027-01-01', dueDateOf(grid.firstPaymentDate, 60));
    expect(fraction.numerator).toBe(60n * fraction.denominator);
  });

  it('treats a month-end anchor month by month (Jan 31 → Feb 28 → Mar 31)', () => {
    const monthEnd: PeriodGrid = { loanStartDate: '2026-12-31', firstPaymentDate: '2027-01-31' };
    // Feb 28 → Mar 31 is a 31-day period; Mar 15 is 15 days into it.
    expect(asNumber(monthsBetween(monthEnd, '2027-02-28', '2027-03-15'))).toBeCloseTo(15 / 31, 12);
    expect(asNumber(monthsBetween(monthEnd, '2026-12-31', '2027-03-31'))).toBe(3);
  });

  it('counts an odd first period (45 days from disbursement) as one month', () => {
    const odd: PeriodGrid = { loanStartDate: '2026-12-18', firstPaymentDate: '2027-02-01' };
    expect(asNumber(monthsBetween(odd, '2026-12-18', '2027-02-01'))).toBe(1);
    expect(asNumber(monthsBetween(odd, '2026-12-18', '2027-01-02'))).toBeCloseTo(15 / 45, 12);
  });

  it('keeps accruing monthly after the last due date', () => {
    const oneMonth: PeriodGrid = { loanStartDate: '2027-01-01', firstPaymentDate: '2027-02-01' };
    expect(asNumber(monthsBetween(oneMonth, '2027-01-01', '2027-05-01'))).toBe(4);
  });
});
