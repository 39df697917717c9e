import {
  buildLedger,
  formatLongDate,
  formatUsd,
  paymentOrder,
  payoffAmountCents,
  PayoffExceededError,
  PaymentError,
  type CalendarDate,
  type Ledger,
  type LedgerPayment,
  type LedgerTerms,
} from '@kinloan/domain';
import { fieldError, type AppError as HttpError } from '../platform/app-error';

/**
 * What a payment must satisfy beyond its body's shape, against the loan as it stands: dated
 * within the loan's life, and never more than what pays the loan off on that date.
 */

export function checkPaymentDate(paidOn: CalendarDate, loanStartDate: CalendarDate, today: CalendarDate): void {
  if (paidOn < loanStartDate) {
    throw fieldError(
      'paidOn',
      `Payment date can't be before the loan started on ${formatLongDate(loanStartDate)} (the day the money was handed over).`,
    );
  }
  if (paidOn > today) {
    throw fieldError('paidOn', `Payment date can't be in the future: record a payment once it is made (today is ${formatLongDate(today)}).`);
  }
}

function exceeded(error: PayoffExceededError): HttpError {
  return fieldError(
    'amountCents',
    `This payment is more than the loan's balance. The payoff amount on ${formatLongDate(error.onDate)} is ${formatUsd(error.payoffCents)}: record at most that.`,
  );
}

/**
 * The ledger with `candidate` confirmed, or a 400 on amountCents. When the candidate itself
 * is too much, the message gives the payoff on its date given the payments before it; when a
 * back-dated candidate would push a later confirmed payment past the payoff, it says so.
 */
export function ledgerWithPayment(
  terms: LedgerTerms,
  confirmed: readonly LedgerPayment[],
  candidate: LedgerPayment,
  today: CalendarDate,
): Ledger {
  try {
    return buildLedger(terms, [...confirmed, candidate], today);
  } catch (error) {
    if (error instanceof PayoffExceededError) {
      const before = confirmed.filter((payment) => paymentOrder(payment, candidate) < 0);
      const payoff = payoffAmountCents(buildLedger(terms, before, today).position, candidate.paidOn);
      if (candidate.amountCents > payoff) throw exceeded(new PayoffExceededError(payoff, candidate.paidOn));
      throw fieldError(
        'amountCents',
        `With this payment, the confirmed payments after ${formatLongDate(candidate.paidOn)} would be more than the loan's balance (the payoff amount on ${formatLongDate(error.onDate)} would be ${formatUsd(error.payoffCents)}). Record a smaller amount, or date it later.`,
      );
    }
    if (error instanceof PaymentError) throw fieldError(error.field, error.message);
    throw error;
  }
}
