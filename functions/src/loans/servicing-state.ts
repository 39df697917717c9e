import {
  buildLedger,
  calendarDateOfInstant,
  type CalendarDate,
  type Ledger,
  type LedgerPayment,
  type LedgerTerms,
  type LoanEndSummary,
  type LoanReminderSettings,
} from '@kinloan/domain';
import type { LoanDocument } from './loan-document';
import { ledgerTermsFrom } from './ledger-terms';

/**
 * The servicing fields of a loan, with the defaults a loan finalized before servicing
 * existed reads as: no payments, reminders on for both, not ended.
 */

export const DEFAULT_REMINDERS: LoanReminderSettings = { lender: 'all', borrower: 'all' };

export function confirmedPaymentsOf(loan: LoanDocument): readonly LedgerPayment[] {
  return loan.confirmedPayments ?? [];
}

export function remindersOf(loan: LoanDocument): LoanReminderSettings {
  return { ...DEFAULT_REMINDERS, ...loan.reminders };
}

export function endOf(loan: LoanDocument): LoanEndSummary | null {
  return loan.end ?? null;
}

/** The agreed terms as the ledger reads them: interest runs from the day the money was handed over. */
export function ledgerTermsOf(loan: Pick<LoanDocument, 'terms'>): LedgerTerms {
  return ledgerTermsFrom(loan.terms);
}

/**
 * Today as a calendar date in UTC. Our people are in the US, behind UTC, so their own
 * "today" is never later than this one: a payment they date today is never "in the future".
 */
export function todayUtc(now: Date = new Date()): CalendarDate {
  return calendarDateOfInstant(now);
}

/** The loan record from the confirmed payments. */
export function ledgerOf(loan: LoanDocument, today: CalendarDate): Ledger {
  return buildLedger(ledgerTermsOf(loan), confirmedPaymentsOf(loan), today);
}
