import type { Cents, LoanEndStatus, LoanRole } from '@kinloan/domain';

/**
 * Which endings the end form offers, as the loan machine allows them: paid off by either
 * party once nothing is owed; forgiven only by the lender while something is owed (the
 * borrower can't give up the lender's claim); another reason only by the lender.
 */
export interface EndOption {
  readonly status: LoanEndStatus;
  readonly label: string;
  readonly hint: string;
}

export function endOptions(role: LoanRole, balanceCents: Cents): EndOption[] {
  const options: EndOption[] = [];
  if (balanceCents === 0) {
    options.push({ status: 'paid-off', label: 'Paid off', hint: 'Everything has been repaid and confirmed.' });
  }
  if (role === 'lender' && balanceCents > 0) {
    options.push({ status: 'forgiven', label: 'I forgive what is still owed', hint: 'The borrower owes nothing more. This counts as a gift.' });
  }
  if (role === 'lender') {
    options.push({ status: 'other', label: 'Another reason', hint: 'Say why, in a few words. It goes in both your records.' });
  }
  return options;
}

/** Why nothing (or less) is offered, in plain words, for the person who can't end the loan now. */
export function whyNoEndOptions(role: LoanRole, balanceCents: Cents): string | null {
  if (role === 'borrower' && balanceCents > 0) {
    return 'You can mark the loan paid off once the balance is $0.00 and the lender has confirmed your payments. Only the lender can forgive the loan or end it for another reason.';
  }
  return null;
}
