import { describe, expect, it } from 'vitest';
import { giftLetterExecutedEmail, giftLetterRejectedEmail, giftLetterSentEmail, giftLetterSignedByOtherEmail, giftLetterWithdrawnEmail } from './gift-emails';
import {
  changesRequestedEmail,
  loanExecutedEmail,
  loanRequestRejectedEmail,
  loanRequestSentEmail,
  loanRequestWithdrawnEmail,
  signedByOtherPartyEmail,
} from './loan-emails';
import { paymentConfirmedEmail, paymentDisputedEmail, paymentToConfirmEmail, paymentWithdrawnEmail } from './servicing-emails';
import { countersignedEmail, countersignNeededEmail } from './signing-emails';

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
      loanRequestSentEmail(to, { senderName: NAME, senderBorrows: true, terms, link }),
      loanRequestWithdrawnEmail(to, { senderName: NAME, why: 'changed', link }),
      loanRequestWithdrawnEmail(to, { senderName: NAME, why: 'deleted', link }),
      loanRequestRejectedEmail(to, { recipientName: NAME, reason: NAME, link }),
      changesRequestedEmail(to, { recipientName: NAME, link }),
      signedByOtherPartyEmail(to, { signerName: NAME, link }),
      loanExecutedEmail(to, { otherName: NAME, terms, firstPaymentDate: '2027-02-01', link }),
      giftLetterSentEmail(to, { senderName: NAME, senderParty: 'donor', gift: { amountCents: 100_000 }, link }),
      giftLetterWithdrawnEmail(to, { senderName: NAME, why: 'changed', link }),
      giftLetterRejectedEmail(to, { inviteeName: NAME, reason: NAME, link }),
      giftLetterSignedByOtherEmail(to, { signerName: NAME, link }),
      giftLetterExecutedEmail(to, { otherName: NAME, gift: { amountCents: 100_000 }, link }),
      paymentToConfirmEmail(to, { borrowerName: NAME, payment, link }),
      paymentConfirmedEmail(to, { lenderName: NAME, payment, recordedByLender: true, balanceAfterCents: 1, link }),
      paymentDisputedEmail(to, { lenderName: NAME, payment, reason: NAME, link }),
      paymentWithdrawnEmail(to, { borrowerName: NAME, payment, link }),
      countersignNeededEmail(to, { signerName: NAME, document: 'loan agreement', changes: [NAME], link }),
      countersignedEmail(to, { signerName: NAME, document: 'gift letter', link }),
    ];
    for (const mail of mails) {
      expect(mail.subject).not.toMatch(/URGENT|evil/);
      expect(mail.text).toContain(NAME);
    }
  });
});
