import {
  formatLongDate,
  formatPercent,
  formatUsd,
  type ExtraPaymentMode,
  type LoanRequestResponse,
  type LoanResponse,
  type RequestType,
} from '@kinloan/domain';

/** Plain words for the loan screens: statuses, the other person, amounts. */

type Named = { firstName?: string | undefined; lastName?: string | undefined };

export function fullName(person: Named | null | undefined): string {
  return [person?.firstName, person?.lastName].map((p) => p?.trim() ?? '').filter(Boolean).join(' ');
}

/** The other person on a request, as this person knows them ("Daniel Okafor", an email, or null). */
export function otherPartyOf(request: Pick<LoanRequestResponse, 'yourRole' | 'initiatorRequestDetails' | 'recipientRequestDetails' | 'recipientEmail'>): string | null {
  if (request.yourRole === 'recipient') return fullName(request.initiatorRequestDetails) || null;
  return fullName(request.recipientRequestDetails) || request.recipientEmail || request.recipientRequestDetails.email || null;
}

export function otherPartyOfLoan(loan: Pick<LoanResponse, 'yourLoanRole' | 'lender' | 'borrower'>): string {
  const other = loan.yourLoanRole === 'lender' ? loan.borrower : loan.lender;
  return fullName(other) || other.email;
}

/** "You borrow" / "You lend", from this person's side. */
export function yourSide(yourLoanRole: 'lender' | 'borrower'): string {
  return yourLoanRole === 'borrower' ? 'You borrow' : 'You lend';
}

export function requestTypeWords(requestType: RequestType): string {
  return requestType === 'borrow' ? 'Borrow money' : 'Lend money';
}

/** The status as the person reading it would say it. */
const NOT_SENT_YET: readonly LoanRequestResponse['status'][] = ['draft', 'reviewed', 'tos-accepted', 'initiator-signed'];

export function statusInWords(
  request: Pick<LoanRequestResponse, 'status' | 'yourRole' | 'initiatorRequestDetails' | 'recipientRequestDetails' | 'recipientEmail'>,
): string {
  const other = otherPartyOf(request) ?? 'the other person';
  const mine = request.yourRole === 'initiator';
  // A recipient sees a request before it is sent only when it answers their own offer.
  if (!mine && NOT_SENT_YET.includes(request.status)) return `${other} is preparing changed terms, not sent yet`;
  switch (request.status) {
    case 'draft':
      return 'Draft, not sent yet';
    case 'wish-published':
      return 'Published as a loan wish';
    case 'reviewed':
    case 'tos-accepted':
      return 'Ready for your signature';
    case 'initiator-signed':
      return 'Signed, not sent yet';
    case 'sent':
      return mine ? `Sent to ${other}, waiting for their review` : 'Waiting for your review';
    case 'recipient-reviewed':
    case 'recipient-tos-accepted':
      return mine ? `${other} is reviewing it` : 'Waiting for your signature';
    case 'awaiting-countersignature':
      return mine ? `${other} signed with their details: review and countersign` : `Signed by you, waiting for ${other} to countersign`;
    case 'fully-signed':
      return mine ? 'Signed by both of you, ready to finalize' : `Signed by both of you, waiting for ${other} to finalize`;
    case 'executed':
      return 'Active loan';
    case 'rejected':
      return mine ? `Declined by ${other}` : 'You declined it';
    case 'superseded':
      return mine ? `${other} asked for changed terms` : 'You asked for changed terms';
    case 'deleted':
      return mine ? 'Deleted' : `Withdrawn by ${other}`;
  }
}

export const EXTRA_PAYMENT_MODE_WORDS: Readonly<Record<ExtraPaymentMode, { label: string; hint: string }>> = {
  'keep-payment-shorten-term': {
    label: 'Keep the monthly payment, finish sooner',
    hint: 'Extra money goes to the principal, and the loan is repaid earlier.',
  },
  'keep-term-lower-payment': {
    label: 'Keep the end date, lower the monthly payment',
    hint: 'Extra money goes to the principal, and later payments get smaller.',
  },
};

export function termMonthsWords(months: number): string {
  if (months % 12 === 0) {
    const years = months / 12;
    return `${months} months (${years} ${years === 1 ? 'year' : 'years'})`;
  }
  return months === 1 ? '1 month' : `${months} months`;
}

/** "$12,000.00 at 5% for 24 months". */
export function termsLine(terms: { principalCents: number; annualRateBps: number; termMonths: number }): string {
  return `${formatUsd(terms.principalCents)} at ${formatPercent(terms.annualRateBps)} for ${termMonthsWords(terms.termMonths)}`;
}

export function longDate(date: string | undefined | null): string {
  return date ? formatLongDate(date) : '';
}

const instant = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeStyle: 'short' });

/** An ISO instant as "March 3, 2026 at 4:05 PM" in the reader's time zone. */
export function instantWords(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : instant.format(date);
}

/** "Borrowing $12,000.00 from Daniel Okafor": the eyebrow over each step. */
export function flowEyebrow(
  request: Pick<LoanRequestResponse, 'yourRole' | 'yourLoanRole' | 'loanProposalDetails' | 'initiatorRequestDetails' | 'recipientRequestDetails' | 'recipientEmail'>,
): string {
  const amount = formatUsd(request.loanProposalDetails.principalCents);
  const other = otherPartyOf(request);
  if (request.yourLoanRole === 'borrower') return other ? `Borrowing ${amount} from ${other}` : `Borrowing ${amount}`;
  return other ? `Lending ${amount} to ${other}` : `Lending ${amount}`;
}
