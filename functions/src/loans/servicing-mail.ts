import type { Cents, LoanEndSummary, LoanPartySnapshot } from '@kinloan/domain';
import type { MailPerson } from '../mail/mail-layout';
import type { OutgoingMail } from '../mail/outbox';
import {
  loanEndedEmail,
  paymentConfirmedEmail,
  paymentDisputedEmail,
  paymentToConfirmEmail,
  paymentWithdrawnEmail,
} from '../mail/servicing-emails';
import type { LoanDocument } from './loan-document';
import type { PaymentDocument } from './payment-document';
import { displayName } from '@kinloan/domain';

/** Which email each payment effect and each ending sends, to whom, linking where. */

function personOf(party: LoanPartySnapshot): MailPerson | null {
  return party.email ? { email: party.email, firstName: party.firstName } : null;
}

export function receiptLink(base: string, loanId: string, paymentId: string): string {
  return `${base}/${loanId}/loan-record/${paymentId}/payment-report`;
}

/** To the lender when the borrower records a payment (it waits for them). */
export function paymentToConfirmMail(loan: LoanDocument, payment: PaymentDocument, base: string): OutgoingMail | null {
  const to = personOf(loan.lender);
  if (!to) return null;
  return paymentToConfirmEmail(to, { borrowerName: displayName(loan.borrower), payment, link: receiptLink(base, loan.id, payment.id) });
}

/** To the borrower when a payment becomes confirmed: recorded by the lender, or confirmed by them. */
export function paymentConfirmedMail(loan: LoanDocument, payment: PaymentDocument, balanceAfterCents: Cents, base: string): OutgoingMail | null {
  const to = personOf(loan.borrower);
  if (!to) return null;
  return paymentConfirmedEmail(to, {
    lenderName: displayName(loan.lender),
    payment,
    recordedByLender: payment.recordedBy === 'lender',
    balanceAfterCents,
    link: receiptLink(base, loan.id, payment.id),
  });
}

export function paymentDisputedMail(loan: LoanDocument, payment: PaymentDocument, reason: string, base: string): OutgoingMail | null {
  const to = personOf(loan.borrower);
  if (!to) return null;
  return paymentDisputedEmail(to, { lenderName: displayName(loan.lender), payment, reason, link: receiptLink(base, loan.id, payment.id) });
}

export function paymentWithdrawnMail(loan: LoanDocument, payment: PaymentDocument, base: string): OutgoingMail | null {
  const to = personOf(loan.lender);
  if (!to) return null;
  return paymentWithdrawnEmail(to, { borrowerName: displayName(loan.borrower), payment, link: `${base}/${loan.id}/loan-record` });
}

/** To both parties: how the loan ended. */
export function loanEndedMails(loan: LoanDocument, end: LoanEndSummary, base: string): OutgoingMail[] {
  const about = (other: LoanPartySnapshot) => ({
    otherName: displayName(other),
    kind: end.status,
    endDate: end.endDate,
    forgivenCents: end.balanceAtEndCents,
    reason: end.reason,
    taxNote: end.taxNote,
    link: `${base}/${loan.id}/loan-end`,
  });
  const lender = personOf(loan.lender);
  const borrower = personOf(loan.borrower);
  return [
    ...(lender ? [loanEndedEmail(lender, about(loan.borrower))] : []),
    ...(borrower ? [loanEndedEmail(borrower, about(loan.lender))] : []),
  ];
}
