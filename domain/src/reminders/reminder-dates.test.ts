import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addCalendarDays } from '../dates';
import { allocatePayment, isPaidOff, openLoanPosition, payoffAmountCents, type LoanPosition } from '../loan/allocation';
import { calendarDateArb } from '../loan/test-arbitraries';
import { dueReminders, type ReminderLoan } from './due-reminders';
import { reminderDates } from './reminder-dates';

// $1,200 at 0% over 12 months from 2026-01-15: $100.00 due on the 15th of each month.
const fresh = openLoanPosition({ principalCents: 120_000, annualRateBps: 0, termMonths: 12, firstPaymentDate: '2026-01-15', loanStartDate: '2025-12-15' });

function loanAt(position: LoanPosition): ReminderLoan {
  return {
    loanId: 'loan-1',
    status: 'active',
    position,
    lender: { customerId: 'l', email: 'lender@example.com', firstName: 'Lena', reminders: 'all' },
    borrower: { customerId: 'b', email: 'borrower@example.com', firstName: 'Ben', reminders: 'all' },
  };
}

describe('reminderDates', () => {
  it('holds each unpaid installment’s four reminder days: 3 days before, the day, 1 and 7 days after', () => {
    const days = reminderDates(fresh, '2026-01-01');
    expect(days.slice(0, 8)).toEqual(['2026-01-12', '2026-01-15', '2026-01-16', '2026-01-22', '2026-02-12', '2026-02-15', '2026-02-16', '2026-02-22']);
    expect(days).toHaveLength(48);
    expect(days.at(-1)).toBe('2026-12-22');
  });

  it('starts from the given day and drops the installments already paid', () => {
    const paidTwo = [1, 2].reduce(
      (p, n) => allocatePayment(p, { amountCents: 10_000, paidOn: `2026-0${n}-10` }, 'keep-payment-shorten-term').newPosition,
      fresh,
    );
    expect(reminderDates(paidTwo, '2026-02-10').slice(0, 4)).toEqual(['2026-03-12', '2026-03-15', '2026-03-16', '2026-03-22']);
    expect(reminderDates(fresh, '2026-01-16').slice(0, 3)).toEqual(['2026-01-16', '2026-01-22', '2026-02-12']);
  });

  it('is empty once the loan is paid off', () => {
    const paidOff = allocatePayment(fresh, { amountCents: 120_000, paidOn: '2026-01-10' }, 'keep-payment-shorten-term').newPosition;
    expect(reminderDates(paidOff, '2026-01-10')).toEqual([]);
  });

  it('never misses a day on which a reminder is due, whatever was paid and when', () => {
    const paymentArb = fc.record({ amountCents: fc.integer({ min: 1, max: 60_000 }), afterDays: fc.integer({ min: 0, max: 45 }) });
    fc.assert(
      fc.property(
        calendarDateArb,
        fc.integer({ min: 1, max: 36 }),
        fc.array(paymentArb, { maxLength: 8 }),
        fc.integer({ min: 0, max: 1_200 }),
        (firstPaymentDate, termMonths, payments, laterDays) => {
          const start = addCalendarDays(firstPaymentDate, -30);
          let position = openLoanPosition({ principalCents: 120_000, annualRateBps: 500, termMonths, firstPaymentDate, loanStartDate: start });
          let paidOn = start;
          for (const payment of payments) {
            if (isPaidOff(position)) break;
            paidOn = addCalendarDays(paidOn, payment.afterDays);
            // Never more than clears the loan: the ledger refuses an overpayment.
            const amountCents = Math.min(payment.amountCents, payoffAmountCents(position, paidOn));
            position = allocatePayment(position, { amountCents, paidOn }, 'keep-payment-shorten-term').newPosition;
          }
          // Kept as of the last change; the job asks on any later day.
          const kept = reminderDates(position, paidOn);
          const day = addCalendarDays(paidOn, laterDays);
          if (dueReminders([loanAt(position)], day).length > 0) expect(kept).toContain(day);
        },
      ),
      { numRuns: 300 },
    );
  });
});
