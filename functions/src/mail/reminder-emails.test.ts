import { describe, expect, it } from 'vitest';
import { paymentReminderEmail, type ReminderAbout } from './reminder-emails';

const maya = { email: 'maya@example.com', firstName: 'Maya' };
const daniel = { email: 'daniel@example.com', firstName: 'Daniel' };
const link = 'http://localhost:5000/loan1/loan-record';

function about(overrides: Partial<ReminderAbout> = {}): ReminderAbout {
  return {
    kind: 'due-in-3-days',
    recipientRole: 'borrower',
    installmentNumber: 3,
    dueDate: '2026-04-01',
    amountDueCents: 42_575,
    otherName: 'Daniel Okafor',
    lateFeeCents: 2_500,
    lateFeeGraceDays: 10,
    link,
    ...overrides,
  };
}

describe('payment reminder emails', () => {
  it.each([
    ['due-in-3-days', 'Your loan payment of $425.75 is due on April 1, 2026', 'is due in 3 days, on April 1, 2026.'],
    ['due-today', 'Your loan payment of $425.75 is due today', 'is due today, April 1, 2026.'],
    ['overdue-1-day', 'Your loan payment of $425.75 was due yesterday', 'was due yesterday, April 1, 2026.'],
    ['overdue-7-days', 'Your loan payment of $425.75 is a week overdue', 'was due a week ago, on April 1, 2026.'],
  ] as const)('tell the borrower (%s) what is due, to whom and when', (kind, subject, when) => {
    const mail = paymentReminderEmail(maya, about({ kind }));
    expect(mail.to).toBe('maya@example.com');
    expect(mail.subject).toBe(subject);
    expect(mail.text).toMatch(/^Hi Maya,\n/);
    expect(mail.text).toContain(`Your payment of $425.75 to Daniel Okafor for installment 3 ${when}`);
    expect(mail.text).toContain('If you have already paid, record the payment so Daniel Okafor can confirm it:');
    expect(mail.text).toContain(`\n${link}\n`);
    expect(mail.text).toContain('You can change or turn off these reminders for this loan on its page.');
    expect(mail.html).toMatch(new RegExp(`<a href="${link}" style="[^"]*">Record a payment</a>`));
  });

  it('mention the agreed late fee only once the payment is overdue', () => {
    const fee = 'Your agreement allows 10 days after the due date before a late fee of $25.00 applies.';
    expect(paymentReminderEmail(maya, about({ kind: 'overdue-1-day' })).text).toContain(fee);
    expect(paymentReminderEmail(maya, about({ kind: 'overdue-7-days' })).text).toContain(fee);
    expect(paymentReminderEmail(maya, about({ kind: 'due-today' })).text).not.toContain('late fee');
    expect(paymentReminderEmail(maya, about({ kind: 'overdue-1-day', lateFeeCents: 0 })).text).not.toContain('late fee');
  });

  it('tell the lender about a late payment without asking them to chase', () => {
    const mail = paymentReminderEmail(daniel, about({ kind: 'overdue-7-days', recipientRole: 'lender', otherName: 'Maya Okafor' }));
    expect(mail.subject).toBe('A payment of $425.75 owed to you is a week overdue');
    expect(mail.text).toContain(
      "Maya Okafor's payment of $425.75 for installment 3 was due a week ago, on April 1, 2026, and no payment for it has been confirmed yet.",
    );
    expect(mail.text).not.toContain('late fee');
    expect(mail.html).toContain('See the loan record');
  });

  it('escape names in the HTML', () => {
    const mail = paymentReminderEmail(maya, about({ otherName: '<b>Dan</b>' }));
    expect(mail.html).not.toContain('<b>');
    expect(mail.html).toContain('&lt;b&gt;Dan&lt;/b&gt;');
  });
});
