import type { ReminderLevel } from '../api/loan-schemas';
import { addCalendarDays, type CalendarDate } from '../dates';
import { isPaidOff, payoffAmountCents, type LoanPosition } from '../loan/allocation';
import type { LoanRole, LoanStatus } from '../loan/loan-machine';
import { dueDateOf } from '../loan/periods';
import type { Cents } from '../money';

/**
 * Which reminder emails are due on a given day: a plain function of (loans, today), so the
 * daily job, its tests and `npm run reminders -- --date` all decide the same way. Sending
 * exactly once is the caller's part: each reminder has a stable `key` to create-if-absent.
 */

export const REMINDER_KINDS = ['due-in-3-days', 'due-today', 'overdue-1-day', 'overdue-7-days'] as const;
export type ReminderKind = (typeof REMINDER_KINDS)[number];

/** Days from the due date to the day the reminder goes out. */
export const REMINDER_OFFSET_DAYS: Readonly<Record<ReminderKind, number>> = {
  'due-in-3-days': -3,
  'due-today': 0,
  'overdue-1-day': 1,
  'overdue-7-days': 7,
};

const OVERDUE_KINDS: readonly ReminderKind[] = ['overdue-1-day', 'overdue-7-days'];

/** Borrowers hear about every installment; lenders only when one is late, so they needn't chase. */
export function remindersWanted(role: LoanRole, level: ReminderLevel): readonly ReminderKind[] {
  if (level === 'off') return [];
  if (role === 'lender' || level === 'overdue-only') return OVERDUE_KINDS;
  return REMINDER_KINDS;
}

export interface ReminderParty {
  readonly customerId: string;
  readonly email: string;
  readonly firstName: string;
  readonly reminders: ReminderLevel;
}

export interface ReminderLoan {
  readonly loanId: string;
  readonly status: LoanStatus;
  /** After every confirmed payment so far. */
  readonly position: LoanPosition;
  readonly lender: ReminderParty;
  readonly borrower: ReminderParty;
}

export interface DueReminder {
  /** `{loanId}:{installment}:{kind}:{role}`: one email per installment, kind and person, ever. */
  readonly key: string;
  readonly loanId: string;
  readonly installmentNumber: number;
  readonly dueDate: CalendarDate;
  readonly kind: ReminderKind;
  readonly recipientRole: LoanRole;
  readonly to: string;
  readonly recipientFirstName: string;
  /** What is still owed for this installment. */
  readonly amountDueCents: Cents;
}

export function reminderKey(loanId: string, installmentNumber: number, kind: ReminderKind, role: LoanRole): string {
  return `${loanId}:${installmentNumber}:${kind}:${role}`;
}

/** What clears the loan on `date`; a payment recorded after it already settled interest to then. */
function owedOn(position: LoanPosition, date: CalendarDate): Cents {
  return date >= position.accruedThrough
    ? payoffAmountCents(position, date)
    : position.principalBalanceCents + position.unpaidInterestCents;
}

/** What is left to pay on installment `n`, given what has been paid toward the next one. */
function amountDueFor(position: LoanPosition, installmentNumber: number, dueDate: CalendarDate): Cents {
  const owed = owedOn(position, dueDate);
  // The last installment is whatever clears the loan, which may differ from a regular payment.
  if (installmentNumber >= position.termMonths) return owed;
  const partial = installmentNumber === position.nextInstallmentNumber ? position.paidTowardNextCents : 0;
  return Math.min(Math.max(0, position.scheduledPaymentCents - partial), owed);
}

export function dueReminders(loans: readonly ReminderLoan[], today: CalendarDate): DueReminder[] {
  const reminders: DueReminder[] = [];
  for (const loan of loans) {
    if (loan.status !== 'active' || isPaidOff(loan.position)) continue;
    for (const kind of REMINDER_KINDS) {
      const dueDate = addCalendarDays(today, -REMINDER_OFFSET_DAYS[kind]);
      const installmentNumber = installmentDueOn(loan.position, dueDate);
      if (installmentNumber === null) continue;
      const amountDueCents = amountDueFor(loan.position, installmentNumber, dueDate);
      if (amountDueCents <= 0) continue;
      for (const role of ['borrower', 'lender'] as const) {
        const party = loan[role];
        if (!remindersWanted(role, party.reminders).includes(kind)) continue;
        reminders.push({
          key: reminderKey(loan.loanId, installmentNumber, kind, role),
          loanId: loan.loanId,
          installmentNumber,
          dueDate,
          kind,
          recipientRole: role,
          to: party.email,
          recipientFirstName: party.firstName,
          amountDueCents,
        });
      }
    }
  }
  return reminders;
}

/**
 * The unpaid installment due on `date`, if any. Installments before `nextInstallmentNumber`
 * are paid; due dates are month-anchored, so at most one installment falls on a day.
 */
function installmentDueOn(position: LoanPosition, date: CalendarDate): number | null {
  // A term shortened by extra payments ends when the balance does, so the count is a bound, not a promise.
  for (let n = position.nextInstallmentNumber; n <= position.termMonths; n += 1) {
    const due = dueDateOf(position.firstPaymentDate, n);
    if (due === date) return n;
    if (due > date) return null;
  }
  return null;
}
