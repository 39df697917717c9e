import { describe, expect, it } from 'vitest';
import { LOAN_FORGIVENESS_TAX_NOTE } from '@kinloan/domain';
import { loanEndedEmail, paymentConfirmedEmail, paymentDisputedEmail, paymentInWords, paymentToConfirmEmail } from './servicing-emails';

const maya = { email: 'maya@example.com', firstName: 'Maya' };
const daniel = { email: 'daniel@example.com', firstName: 'Daniel' };
const payment = { amountCents: 42_575, paidOn: '2026-03-01', method: 'zelle' as const };
const link = 'http://localhost:5000/loan1/loan-record/p000002/payment-report';

describe('the servicing emails', () => {
  it('say a payment in plain words', () => {
    expect(paymentInWords(payment)).toBe('$425.75 paid on March 1, 2026 by Zelle');
    expect(paymentInWords({ ...payment, method: 'other' })).toBe('$425.75 paid on March 1, 2026');
  });

  it('ask the lender to confirm or dispute what the borrower recorded', () => {
    const mail = paymentToConfirmEmail(daniel, { borrowerName: 'Maya Okafor', payment, link });
    expect(mail.subject).toBe('A loan payment is waiting for your confirmation');
    expect(mail.text).toContain('Maya Okafor recorded a payment of $425.75 paid on March 1, 2026 by Zelle.');
    expect(mail.text).toContain(`\n${link}\n`);
  });

  it('tell the borrower a payment counts, with the new balance', () => {
    const mail = paymentConfirmedEmail(maya, { lenderName: 'Daniel Okafor', payment, recordedByLender: false, balanceAfterCents: 418_047, link });
    expect(mail.subject).toBe('Your loan payment was confirmed');
    expect(mail.text).toContain('The balance still to repay is now $4,180.47.');
    expect(paymentConfirmedEmail(maya, { lenderName: 'Daniel Okafor', payment, recordedByLender: true, balanceAfterCents: 1, link }).subject).toBe(
      'Your loan payment was recorded',
    );
  });

  it('quote a dispute reason as written, escaped in the HTML', () => {
    const mail = paymentDisputedEmail(maya, { lenderName: 'Daniel Okafor', payment, reason: 'Never arrived.\n<i>check</i>', link });
    expect(mail.text).toContain('> Never arrived.\n> <i>check</i>');
    expect(mail.html).toContain('>Never arrived.<br>&lt;i&gt;check&lt;/i&gt;</blockquote>');
    expect(mail.html).toMatch(/<blockquote style="[^"]*">/);
  });

  it('tell both parties how the loan ended, with the gift-tax note when forgiven', () => {
    const base = { otherName: 'Maya Okafor', endDate: '2026-06-01', forgivenCents: 250_000, reason: null, taxNote: null, link };
    expect(loanEndedEmail(daniel, { ...base, kind: 'paid-off' }).text).toContain('Your loan with Maya Okafor is paid off as of June 1, 2026.');
    const forgiven = loanEndedEmail(daniel, { ...base, kind: 'forgiven', taxNote: LOAN_FORGIVENESS_TAX_NOTE });
    expect(forgiven.subject).toBe('A loan was forgiven');
    expect(forgiven.text).toContain('the $2,500.00 still owed will not be repaid.');
    expect(forgiven.text).toContain(LOAN_FORGIVENESS_TAX_NOTE);
    const other = loanEndedEmail(daniel, { ...base, kind: 'ended-other', reason: 'We settled in person.' });
    expect(other.text).toContain('> We settled in person.');
  });
});
