import { addCalendarMonths, calendarMonthsBetween, daysBetween, type CalendarDate } from '../dates';
import type { MonthFraction } from './interest';

/** Installment n is due n − 1 months after the first, always counted from that anchor. */
export function dueDateOf(firstPaymentDate: CalendarDate, installmentNumber: number): CalendarDate {
  return addCalendarMonths(firstPaymentDate, installmentNumber - 1);
}

/**
 * Interest periods run between consecutive due dates: period 1 from the loan start to the first
 * due date, period k from due date k − 1 to due date k. They continue monthly past the last
 * installment so an overdue balance keeps accruing.
 */
export interface PeriodGrid {
  readonly loanStartDate: CalendarDate;
  readonly firstPaymentDate: CalendarDate;
}

function periodStart(grid: PeriodGrid, period: number): CalendarDate {
  return period === 1 ? grid.loanStartDate : dueDateOf(grid.firstPaymentDate, period - 1);
}

/** The period k with start(k) ≤ date < end(k); `date` must not precede the loan start. */
function periodContaining(grid: PeriodGrid, date: CalendarDate): number {
  if (date < grid.firstPaymentDate) return 1;
  // Due date k falls in the same calendar month as `date`; `date` is on one side of it.
  const sameMonth = calendarMonthsBetween(grid.firstPaymentDate, date) + 1;
  return date >= dueDateOf(grid.firstPaymentDate, sameMonth) ? sameMonth + 1 : sameMonth;
}

/**
 * How many months of interest accrue from `from` to `to`: each whole period counts 1, a partial
 * period counts the days covered over the days in that period.
 */
export function monthsBetween(grid: PeriodGrid, from: CalendarDate, to: CalendarDate): MonthFraction {
  let whole = 0n;
  let numerator = 0n;
  let denominator = 1n;
  if (to <= from) return { numerator, denominator };
  for (let period = periodContaining(grid, from); ; period += 1) {
    const start = periodStart(grid, period);
    const end = dueDateOf(grid.firstPaymentDate, period);
    const covered = daysBetween(from > start ? from : start, to < end ? to : end);
    const length = daysBetween(start, end);
    if (covered === length) {
      whole += 1n;
    } else if (covered > 0) {
      numerator = numerator * BigInt(length) + BigInt(covered) * denominator;
      denominator *= BigInt(length);
    }
    if (to <= end) break;
  }
  return { numerator: numerator + whole * denominator, denominator };
}
