import { describe, expect, it } from 'vitest';
import * as gift from './gift-emails';
import * as loan from './loan-emails';
import * as servicing from './servicing-emails';
import * as signing from './signing-emails';

/**
 * A name is whatever its owner typed, and mail clients show the subject before anything else:
 * "URGENT your bank account is locked" as a first name would be a phishing subject sent by us.
 * Names stay in the body (escaped, attributed), never in a subject.
 */
const NAME = 'URGENT Account locked visit evil.example';
const to = { email: 'victim@example.com', firstName: 'Vic' };
const link = 'http://localhost:5000/x';
const terms = { principalCents: 500_000, annualRateBps: 425, termMonths: 24 };
const payment = { amountCents: 42_575, paidOn: '2026-03-01', method: 'zelle' as const };

describe('mail subjects', () => {
  it('never carry a name someone typed', () => {
    const mails = [
      loan.loanRequestSentEmail(to, { senderName: NAME, senderBorrows: true, terms, link }),
      loan.loanRequestWithdrawnEmail(to, { senderName: NAME, why: 'changed', link }),
      loan.loanRequestWithdrawnEmail(to, { senderName: NAME, why: 'deleted', link }),
      loan.loanRequestRejectedEmail(to, { recipientName: NAME, reason: NAME, link }),
      loan.changesRequestedEmail(to, { recipientName: NAME, link }),
      loan.signedByOtherPartyEmail(to, { signerName: NAME, link }),
      loan.loanExecutedEmail(to, { otherName: NAME, terms, firstPaymentDate: '2027-02-01', link }),
      gift.giftLetterSentEmail(to, { senderName: NAME, senderParty: 'donor', gift: { amountCents: 100_000 }, link }),
      gift.giftLetterWithdrawnEmail(to, { senderName: NAME, why: 'changed', link }),
      gift.giftLetterRejectedEmail(to, { inviteeName: NAME, reason: NAME, link }),
      gift.giftLetterSignedByOtherEmail(to, { signerName: NAME, link }),
      gift.giftLetterExecutedEmail(to, { otherName: NAME, gift: { amountCents: 100_000 }, link }),
      servicing.paymentToConfirmEmail(to, { borrowerName: NAME, payment, link }),
      servicing.paymentConfirmedEmail(to, { lenderName: NAME, payment, recordedByLender: true, balanceAfterCents: 1, link }),
      servicing.paymentDisputedEmail(to, { lenderName: NAME, payment, reason: NAME, link }),
      servicing.paymentWithdrawnEmail(to, { borrowerName: NAME, payment, link }),
      signing.countersignNeededEmail(to, { signerName: NAME, document: 'loan agreement', changes: [NAME], link }),
      signing.countersignedEmail(to, { signerName: NAME, document: 'gift letter', link }),
    ];
    for (const mail of mails) {
      expect(mail.subject).not.toMatch(/URGENT|evil/);
      expect(mail.text).toContain(NAME);
    }
  });
});
