import {
  buildLedger,
  reminderDates,
  type CalendarDate,
  type LedgerPayment,
  type LedgerTerms,
  type LoanStatus,
  type ReadyLoanProposalDetails,
} from '@kinloan/domain';

/** The agreed terms as the ledger reads them: interest runs from the day the money was handed over. */
export function ledgerTermsFrom(terms: ReadyLoanProposalDetails): LedgerTerms {
  return {
    principalCents: terms.principalCents,
    annualRateBps: terms.annualRateBps,
    termMonths: terms.termMonths,
    firstPaymentDate: terms.firstPaymentDate,
    loanStartDate: terms.disbursement.date,
    extraPaymentMode: terms.extraPaymentMode,
    lateFeeCents: terms.lateFeeCents,
    lateFeeGraceDays: terms.lateFeeGraceDays,
  };
}

/**
 * The days the daily reminder job should look at a loan, kept on it (`reminderDates`) and
 * written again with every change to its payments or status: none once it has ended.
 */
export function reminderDatesOf(loan: {
  readonly status: LoanStatus;
  readonly terms: ReadyLoanProposalDetails;
  readonly confirmedPayments?: readonly LedgerPayment[];
}): CalendarDate[] {
  if (loan.status !== 'active') return [];
  // The position depends on the payments only; the day given to the ledger changes nothing of it.
  const terms = ledgerTermsFrom(loan.terms);
  const position = buildLedger(terms, loan.confirmedPayments ?? [], terms.firstPaymentDate).position;
  // Days already past stay in (at most four per installment still unpaid): the job never asks
  // for them, and the list needs no day of its own, nor any time zone, to be right.
  return reminderDates(position);
}
