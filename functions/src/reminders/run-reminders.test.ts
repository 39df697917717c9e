import { describe, expect, it } from 'vitest';
import { dueReminders } from '@kinloan/domain';
import { servicedLoan } from '../loans/servicing-test-support';
import { reminderLoanOf } from './run-reminders';

describe('a stored loan as the reminders see it', () => {
  it('stands where its confirmed payments leave it, with each party\'s setting', () => {
    const loan = servicedLoan({
      confirmedPayments: [{ id: 'p000002', amountCents: 42_575, paidOn: '2026-02-01' }],
      reminders: { lender: 'off', borrower: 'overdue-only' },
    });
    const seen = reminderLoanOf(loan, '2026-02-26');
    expect(seen.position.nextInstallmentNumber).toBe(2);
    expect(seen.lender).toEqual({ customerId: 'uid-daniel', email: 'daniel@example.com', firstName: 'Daniel', reminders: 'off' });
    expect(seen.borrower.reminders).toBe('overdue-only');
    // Installment 2 is due 2026-03-01: overdue-only means no "due in 3 days".
    expect(dueReminders([seen], '2026-02-26')).toEqual([]);
    expect(dueReminders([seen], '2026-03-02').map((r) => r.key)).toEqual(['loan1:2:overdue-1-day:borrower']);
  });

  it('reads a loan finalized before servicing as unpaid, reminders on for both', () => {
    const { confirmedPayments: _p, reminders: _r, end: _e, ...older } = servicedLoan();
    const seen = reminderLoanOf(older, '2026-01-29');
    expect(seen.position.principalBalanceCents).toBe(500_000);
    expect(dueReminders([seen], '2026-01-29').map((r) => r.key)).toEqual(['loan1:1:due-in-3-days:borrower']);
    expect(dueReminders([seen], '2026-02-02').map((r) => r.key)).toEqual(['loan1:1:overdue-1-day:borrower', 'loan1:1:overdue-1-day:lender']);
  });
});
