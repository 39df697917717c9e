import { describe, expect, it } from 'vitest';
import type { ReminderLevel } from '../api/loan-schemas';
import { allocatePayment, openLoanPosition, type LoanPosition } from '../loan/allocation';
import type { LoanStatus } from '../loan/loan-machine';
import { dueReminders, remindersWanted, type ReminderLoan } from './due-reminders';

// $1,200 at 0% over 12 months from 2026-01-15: $100.00 due on the 15th of each month.
const fresh = openLoanPosition({
  principalCents: 120_000,
  annualRateBps: 0,
  termMonths: 12,
  firstPaymentDate: '2026-01-15',
  loanStartDate: '2025-12-15',
});

function loan(
  overrides: { position?: LoanPosition; status?: LoanStatus; lender?: ReminderLevel; borrower?: ReminderLevel } = {},
): ReminderLoan {
  return {
    loanId: 'loan-1',
    status: overrides.status ?? 'active',
    position: overrides.position ?? fresh,
    lender: { customerId: 'l', email: 'lender@example.com', firstName: 'Lena', reminders: overrides.lender ?? 'all' },
    borrower: { customerId: 'b', email: 'borrower@example.com', firstName: 'Ben', reminders: overrides.borrower ?? 'all' },
  };
}

const summary = (today: string, loans: ReminderLoan[] = [loan()]) =>
  dueReminders(loans, today).map((r) => `${r.installmentNumber} ${r.kind} ${r.recipientRole} ${r.amountDueCents}`);

describe('dueReminders', () => {
  it.each([
    ['2026-01-12', ['1 due-in-3-days borrower 10000']],
    ['2026-01-15', ['1 due-today borrower 10000']],
    ['2026-01-16', ['1 overdue-1-day borrower 10000', '1 overdue-1-day lender 10000']],
    ['2026-01-22', ['1 overdue-7-days borrower 10000', '1 overdue-7-days lender 10000']],
    ['2026-01-13', []],
    ['2026-01-20', []],
  ])('on %s for an unpaid first installment: %j', (today, expected) => {
    expect(summary(today)).toEqual(expected);
  });

  it('reminds about a later installment falling due while an earlier one is still unpaid', () => {
    expect(summary('2026-02-15')).toEqual(['2 due-today borrower 10000']);
  });

  it('says nothing about installments already paid, and asks only for the rest of a partial payment', () => {
    const paid = allocatePayment(fresh, { amountCents: 10_000, paidOn: '2026-01-10' }, 'keep-payment-shorten-term').newPosition;
    expect(summary('2026-01-15', [loan({ position: paid })])).toEqual([]);
    const partial = allocatePayment(fresh, { amountCents: 4_000, paidOn: '2026-01-10' }, 'keep-payment-shorten-term').newPosition;
    expect(summary('2026-01-16', [loan({ position: partial })])).toEqual([
      '1 overdue-1-day borrower 6000',
      '1 overdue-1-day lender 6000',
    ]);
  });

  it('asks for the payoff on the last installment', () => {
    let position = fresh;
    for (let n = 1; n <= 11; n += 1) {
      position = allocatePayment(position, { amountCents: 10_000, paidOn: `2026-${String(n).padStart(2, '0')}-15` }, 'keep-payment-shorten-term').newPosition;
    }
    expect(summary('2026-12-15', [loan({ position })])).toEqual(['12 due-today borrower 10000']);
  });

  it('sends nothing for ended or repaid loans', () => {
    for (const status of ['paid-off', 'forgiven', 'ended-other'] as const) {
      expect(summary('2026-01-15', [loan({ status })])).toEqual([]);
    }
    const repaid = allocatePayment(fresh, { amountCents: 120_000, paidOn: '2026-01-01' }, 'keep-payment-shorten-term').newPosition;
    expect(summary('2026-01-16', [loan({ position: repaid })])).toEqual([]);
  });

  it('honours each party’s setting', () => {
    expect(summary('2026-01-16', [loan({ lender: 'off' })])).toEqual(['1 overdue-1-day borrower 10000']);
    expect(summary('2026-01-12', [loan({ borrower: 'overdue-only' })])).toEqual([]);
    expect(summary('2026-01-16', [loan({ borrower: 'off', lender: 'off' })])).toEqual([]);
  });

  it('gives every reminder a stable key per installment, kind and person', () => {
    const keys = dueReminders([loan()], '2026-01-16').map((r) => r.key);
    expect(keys).toEqual(['loan-1:1:overdue-1-day:borrower', 'loan-1:1:overdue-1-day:lender']);
  });

  it('over a whole year sends each installment’s four borrower reminders and two lender ones exactly once', () => {
    const keys: string[] = [];
    for (let day = new Date('2026-01-01T00:00:00Z'); day < new Date('2027-02-01T00:00:00Z'); day.setUTCDate(day.getUTCDate() + 1)) {
      keys.push(...dueReminders([loan()], day.toISOString().slice(0, 10)).map((r) => r.key));
    }
    expect(new Set(keys).size).toBe(keys.length);
    expect(keys).toHaveLength(12 * 6);
  });
});

describe('remindersWanted', () => {
  it.each([
    ['borrower', 'all', 4],
    ['borrower', 'overdue-only', 2],
    ['borrower', 'off', 0],
    ['lender', 'all', 2],
    ['lender', 'overdue-only', 2],
    ['lender', 'off', 0],
  ] as const)('%s with %s gets %i kinds', (role, level, count) => {
    expect(remindersWanted(role, level)).toHaveLength(count);
  });
});
