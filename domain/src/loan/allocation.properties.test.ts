import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addCalendarDays } from '../dates';
import { allocatePayment, isPaidOff, openLoanPosition, PayoffExceededError, payoffAmountCents, recomputeSchedule, type LoanPosition, type ReamortizationMode } from './allocation';
import { loanTermsArb, scheduleOrSkip } from './test-arbitraries';

const modeArb = fc.constantFrom<ReamortizationMode>('keep-payment-shorten-term', 'keep-term-lower-payment');

/** One payment, described relative to where the loan stands so it is always valid. */
const stepArb = fc.record({
  gapDays: fc.oneof(fc.constant(0), fc.integer({ min: 0, max: 70 })),
  kind: fc.constantFrom('scheduled', 'share-of-payoff', 'tiny', 'payoff', 'scheduled-plus-extra'),
  share: fc.double({ min: 0, max: 1, noNaN: true }),
});

describe('allocation properties', () => {
  it('a new position recomputes to exactly buildSchedule', () => {
    fc.assert(
      fc.property(loanTermsArb, (terms) => {
        const schedule = scheduleOrSkip(terms);
        expect(recomputeSchedule(openLoanPosition(terms))).toEqual(schedule);
      }),
      { numRuns: 60 },
    );
  });

  it('paying every row on its due date reproduces the schedule to the cent and pays off', () => {
    fc.assert(
      fc.property(loanTermsArb, modeArb, (terms, mode) => {
        const schedule = scheduleOrSkip(terms);
        let position = openLoanPosition(terms);
        for (const row of schedule) {
          const result = allocatePayment(position, { amountCents: row.paymentCents, paidOn: row.dueDate }, mode);
          expect([result.interestCents, result.principalCents, result.extraPrincipalCents]).toEqual([row.interestCents, row.principalCents, 0]);
          expect(result.newPosition.principalBalanceCents).toBe(row.balanceCents);
          position = result.newPosition;
        }
        expect(isPaidOff(position)).toBe(true);
      }),
      { numRuns: 60 },
    );
  });

  it('never creates or loses a cent, and never drives a balance negative', () => {
    fc.assert(
      fc.property(loanTermsArb, modeArb, fc.array(stepArb, { minLength: 1, maxLength: 40 }), (terms, mode, steps) => {
        scheduleOrSkip(terms);
        let position: LoanPosition = openLoanPosition(terms);
        let paid = 0;
        let principalPaid = 0;
        let interestPaid = 0;
        for (const step of steps) {
          if (isPaidOff(position)) break;
          const paidOn = addCalendarDays(position.accruedThrough, step.gapDays);
          const payoff = payoffAmountCents(position, paidOn);
          const wanted = {
            scheduled: position.scheduledPaymentCents,
            'scheduled-plus-extra': position.scheduledPaymentCents + Math.floor(step.share * payoff),
            'share-of-payoff': Math.floor(step.share * payoff),
            tiny: 1,
            payoff,
          }[step.kind];
          const amountCents = Math.min(payoff, Math.max(1, wanted));

          const result = allocatePayment(position, { amountCents, paidOn }, mode);
          const next = result.newPosition;
          expect(result.interestCents + result.principalCents).toBe(amountCents);
          expect(result.interestCents).toBeGreaterThanOrEqual(0);
          expect(result.principalCents).toBeGreaterThanOrEqual(0);
          expect(result.extraPrincipalCents).toBeGreaterThanOrEqual(0);
          expect(result.extraPrincipalCents).toBeLessThanOrEqual(result.principalCents);
          expect(next.principalBalanceCents).toBe(position.principalBalanceCents - result.principalCents);
          expect(next.principalBalanceCents).toBeGreaterThanOrEqual(0);
          expect(next.unpaidInterestCents).toBeGreaterThanOrEqual(0);
          // What is owed afterwards is what was owed less exactly the payment.
          expect(payoffAmountCents(next, paidOn)).toBe(payoff - amountCents);
          expect(next.nextInstallmentNumber).toBeGreaterThanOrEqual(position.nextInstallmentNumber);

          const remaining = recomputeSchedule(next, mode);
          if (isPaidOff(next)) {
            expect(remaining).toEqual([]);
          } else {
            expect(remaining.reduce((sum, row) => sum + row.principalCents, 0)).toBe(next.principalBalanceCents);
            expect(remaining.every((row) => row.balanceCents >= 0 && row.principalCents >= 0 && row.interestCents >= 0)).toBe(true);
            expect(remaining.at(-1)?.balanceCents).toBe(0);
            expect(remaining.at(-1)?.number).toBeLessThanOrEqual(terms.termMonths);
          }

          paid += amountCents;
          principalPaid += result.principalCents;
          interestPaid += result.interestCents;
          position = next;
        }
        expect(principalPaid + position.principalBalanceCents).toBe(terms.principalCents);
        expect(principalPaid + interestPaid).toBe(paid);
      }),
      { numRuns: 200 },
    );
  });

  it('refuses anything above the payoff, quoting the payoff for that date', () => {
    fc.assert(
      fc.property(loanTermsArb, fc.integer({ min: 0, max: 400 }), fc.integer({ min: 1, max: 1_000_000 }), (terms, days, over) => {
        scheduleOrSkip(terms);
        const position = openLoanPosition(terms);
        const paidOn = addCalendarDays(position.accruedThrough, days);
        const payoff = payoffAmountCents(position, paidOn);
        let refusal: unknown;
        try {
          allocatePayment(position, { amountCents: payoff + over, paidOn });
        } catch (error) {
          refusal = error;
        }
        expect(refusal).toBeInstanceOf(PayoffExceededError);
        expect(refusal).toMatchObject({ payoffCents: payoff, onDate: paidOn });
        expect(isPaidOff(allocatePayment(position, { amountCents: payoff, paidOn }).newPosition)).toBe(true);
      }),
      { numRuns: 100 },
    );
  });
});
