import { addCalendarDays, addCalendarMonths, calendarDate, dueDateOf, type CalendarDate } from '@kinloan/domain';

/**
 * Every date of the demo world, counted from the day it is seeded, so the world looks lived in
 * whenever a newcomer runs `npm start`: a loan eight months in with its next installment due
 * this week, a forgiven loan from last year, a loan repaid in full, a small loan two months old,
 * and new requests handed over in two weeks.
 */

export interface DemoPaymentPlan {
  /** The installment this payment is for. */
  readonly installment: number;
  readonly paidOn: CalendarDate;
  /** Paid past the agreement's grace days, so the late fee is added. */
  readonly late: boolean;
  /** Left for the lender to confirm. */
  readonly pending: boolean;
  /**
   * With money on top toward the principal. It rides on an installment because a payment made
   * between due dates counts first toward the next installment, and only the rest is extra.
   */
  readonly extra: boolean;
}

export interface DemoCalendar {
  readonly today: CalendarDate;
  /** The executed loan: eight installments behind it, the ninth due within the week and paid early, unconfirmed. */
  readonly running: {
    readonly handOver: CalendarDate;
    readonly firstPaymentDate: CalendarDate;
    readonly nextDue: CalendarDate;
    readonly payments: readonly DemoPaymentPlan[];
  };
  /** The loan the lender forgave: four installments paid, then forgiven. */
  readonly forgiven: {
    readonly handOver: CalendarDate;
    readonly firstPaymentDate: CalendarDate;
    readonly paidOn: readonly CalendarDate[];
    readonly endDate: CalendarDate;
  };
  /** The small loan the other way round: two installments paid, on time. */
  readonly borrowedBack: {
    readonly handOver: CalendarDate;
    readonly firstPaymentDate: CalendarDate;
    readonly paidOn: readonly CalendarDate[];
  };
  /** The loan repaid in full: four installments paid on their due dates, marked paid off two days after the last. */
  readonly paidOff: {
    readonly handOver: CalendarDate;
    readonly firstPaymentDate: CalendarDate;
    readonly endDate: CalendarDate;
  };
  /** Requests still being agreed: money handed over in two weeks, first payment a month later. */
  readonly upcoming: { readonly handOver: CalendarDate; readonly firstPaymentDate: CalendarDate };
}

/** Days past the due date the late installment was paid (the demo terms allow 10 days' grace). */
export const LATE_BY_DAYS = 16;
export const DEMO_GRACE_DAYS = 10;

/**
 * The day of month stays at 28 or below so that counting months back from the next due date
 * never clamps (Oct 31 − 8 months would be Feb 28 and the schedule would drift). Three days
 * ahead is when the daily job sends "due in 3 days"; past the 28th the installment falls due
 * sooner, still this week.
 */
function nextDueFrom(today: CalendarDate): CalendarDate {
  const inThreeDays = addCalendarDays(today, 3);
  return Number(inThreeDays.slice(8)) > 28 ? calendarDate(`${inThreeDays.slice(0, 8)}28`) : inThreeDays;
}

export function demoCalendar(today: CalendarDate): DemoCalendar {
  const nextDue = nextDueFrom(today);
  const firstPaymentDate = addCalendarMonths(nextDue, -8);
  const due = (n: number) => dueDateOf(firstPaymentDate, n);
  const onTime = (n: number, daysEarly = 0): DemoPaymentPlan => ({ installment: n, paidOn: addCalendarDays(due(n), -daysEarly), late: false, pending: false, extra: false });
  const payments: DemoPaymentPlan[] = [
    onTime(1),
    onTime(2, 2),
    { installment: 3, paidOn: addCalendarDays(due(3), LATE_BY_DAYS), late: true, pending: false, extra: false },
    onTime(4),
    { ...onTime(5), extra: true },
    onTime(6, 1),
    onTime(7),
    onTime(8),
    // Paid a few days early, so it still waits for the lender to confirm it.
    { installment: 9, paidOn: addCalendarDays(today, -1), late: false, pending: true, extra: false },
  ];

  const forgivenFirst = addCalendarMonths(nextDue, -14);
  const forgivenDue = (n: number) => dueDateOf(forgivenFirst, n);
  const borrowedHandOver = addCalendarMonths(addCalendarDays(today, -10), -2);
  const borrowedFirst = addCalendarMonths(borrowedHandOver, 1);
  const handOver = addCalendarDays(today, 14);
  const paidOffFirst = addCalendarMonths(nextDue, -11);
  return {
    today,
    running: { handOver: addCalendarMonths(firstPaymentDate, -1), firstPaymentDate, nextDue, payments },
    forgiven: {
      handOver: addCalendarMonths(forgivenFirst, -1),
      firstPaymentDate: forgivenFirst,
      paidOn: [1, 2, 3, 4].map(forgivenDue),
      endDate: addCalendarDays(forgivenDue(5), -5),
    },
    borrowedBack: { handOver: borrowedHandOver, firstPaymentDate: borrowedFirst, paidOn: [1, 2].map((n) => dueDateOf(borrowedFirst, n)) },
    paidOff: { handOver: addCalendarMonths(paidOffFirst, -1), firstPaymentDate: paidOffFirst, endDate: addCalendarDays(dueDateOf(paidOffFirst, 4), 2) },
    upcoming: { handOver, firstPaymentDate: addCalendarMonths(handOver, 1) },
  };
}
