import { bench, describe } from 'vitest';
import { allocatePayment, openLoanPosition } from './allocation';
import { buildSchedule, type LoanTerms } from './amortization';

// The longest loan we accept, with a month-end anchor so every due date is clamped.
const LONGEST: LoanTerms = { principalCents: 50_000_000, annualRateBps: 650, termMonths: 480, firstPaymentDate: '2027-01-31' };
const SCHEDULE = buildSchedule(LONGEST);

describe('480-month loan', () => {
  bench('buildSchedule', () => {
    buildSchedule(LONGEST);
  });

  bench('allocate 480 sequential on-time payments', () => {
    let position = openLoanPosition(LONGEST);
    for (const row of SCHEDULE) {
      position = allocatePayment(position, { amountCents: row.paymentCents, paidOn: row.dueDate }).newPosition;
    }
    if (position.principalBalanceCents !== 0) throw new Error('the benchmark loan did not pay off');
  });
});
