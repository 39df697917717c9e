import { LOAN_FORGIVENESS_TAX_NOTE } from '@kinloan/domain';
import { passwordResetEmail, verificationEmail } from './account-emails';
import * as gift from './gift-emails';
import * as loan from './loan-emails';
import type { OutgoingMail } from './outbox';
import { paymentReminderEmail } from './reminder-emails';
import * as servicing from './servicing-emails';
import * as signing from './signing-emails';
import { statementReadyEmail } from './statement-emails';

/**
 * One of every email Kinloan sends, for the tests that hold all of them to a rule (subjects
 * without typed names, layouts mail clients render). `name` stands for anything a person typed.
 */
export function sampleMails(name: string, link = 'https://kinloan.com/x?oobCode=1&mode=verifyEmail'): OutgoingMail[] {
  const to = { email: 'victim@example.com', firstName: 'Vic' };
  const terms = { principalCents: 500_000, annualRateBps: 425, termMonths: 24 };
  const payment = { amountCents: 42_575, paidOn: '2026-03-01', method: 'zelle' as const };
  const reminder = { recipientRole: 'borrower' as const, installmentNumber: 3, dueDate: '2026-04-01', amountDueCents: 42_575, otherName: name, lateFeeCents: 2_500, lateFeeGraceDays: 10, link };
  const ended = { otherName: name, endDate: '2026-06-01', forgivenCents: 250_000, reason: name, taxNote: LOAN_FORGIVENESS_TAX_NOTE, link };
  return [
    verificationEmail(to, link),
    passwordResetEmail(to, link),
    loan.loanRequestSentEmail(to, { senderName: name, senderBorrows: true, terms, link }),
    loan.loanRequestWithdrawnEmail(to, { senderName: name, why: 'changed', link }),
    loan.loanRequestWithdrawnEmail(to, { senderName: name, why: 'deleted', link }),
    loan.loanRequestRejectedEmail(to, { recipientName: name, reason: name, link }),
    loan.changesRequestedEmail(to, { recipientName: name, link }),
    loan.signedByOtherPartyEmail(to, { signerName: name, link }),
    loan.loanExecutedEmail(to, { otherName: name, terms, firstPaymentDate: '2027-02-01', link }),
    gift.giftLetterSentEmail(to, { senderName: name, senderParty: 'donor', gift: { amountCents: 100_000 }, link }),
    gift.giftLetterWithdrawnEmail(to, { senderName: name, why: 'changed', link }),
    gift.giftLetterRejectedEmail(to, { inviteeName: name, reason: name, link }),
    gift.giftLetterSignedByOtherEmail(to, { signerName: name, link }),
    gift.giftLetterExecutedEmail(to, { otherName: name, gift: { amountCents: 100_000 }, link }),
    servicing.paymentToConfirmEmail(to, { borrowerName: name, payment, link }),
    servicing.paymentConfirmedEmail(to, { lenderName: name, payment, recordedByLender: true, balanceAfterCents: 1, link }),
    servicing.paymentDisputedEmail(to, { lenderName: name, payment, reason: name, link }),
    servicing.paymentWithdrawnEmail(to, { borrowerName: name, payment, link }),
    servicing.loanEndedEmail(to, { ...ended, kind: 'paid-off' }),
    servicing.loanEndedEmail(to, { ...ended, kind: 'forgiven' }),
    servicing.loanEndedEmail(to, { ...ended, kind: 'ended-other' }),
    paymentReminderEmail(to, { ...reminder, kind: 'due-in-3-days' }),
    paymentReminderEmail(to, { ...reminder, kind: 'overdue-7-days' }),
    paymentReminderEmail(to, { ...reminder, kind: 'due-today', recipientRole: 'lender' }),
    signing.countersignNeededEmail(to, { signerName: name, document: 'loan agreement', changes: [name], link }),
    signing.countersignedEmail(to, { signerName: name, document: 'gift letter', link }),
    statementReadyEmail(to, { year: 2026, recipientRole: 'lender', otherName: name, link }),
  ];
}
