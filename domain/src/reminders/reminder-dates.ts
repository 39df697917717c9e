import { addCalendarDays, type CalendarDate } from '../dates';
import { isPaidOff, type LoanPosition } from '../loan/allocation';
import { dueDateOf } from '../loan/periods';
import { REMINDER_KINDS, REMINDER_OFFSET_DAYS } from './due-reminders';

/**
 * Every day (from `from` on, if given) on which dueReminders could have something for a loan
 * in this position: each reminder day of each installment not yet paid. The loan keeps this list and
 * it changes only when the position does (a confirmed payment, the loan ending), so the daily
 * job asks for the loans whose list holds today and reads no other loan.
 *
 * It may hold a day on which nothing goes out (an installment partly prepaid, a party who
 * turned reminders off); it never misses one on which something does.
 */
export function reminderDates(position: LoanPosition, from?: CalendarDate): CalendarDate[] {
  if (isPaidOff(position)) return [];
  const days = new Set<CalendarDate>();
  for (let n = position.nextInstallmentNumber; n <= position.termMonths; n += 1) {
    const due = dueDateOf(position.firstPaymentDate, n);
    for (const kind of REMINDER_KINDS) {
      const day = addCalendarDays(due, REMINDER_OFFSET_DAYS[kind]);
      if (from === undefined || day >= from) days.add(day);
    }
  }
  return [...days].sort();
}
