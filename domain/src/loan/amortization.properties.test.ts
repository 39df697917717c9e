import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { monthlyPaymentCents } from './amortization';
import { loanTermsArb, scheduleOrSkip } from './test-arbitraries';

describe('buildSchedule properties', () => {
  it('repays exactly the principal, never goes negative, and has one row per month', () => {
    fc.assert(
      fc.property(loanTermsArb, (terms) => {
        const schedule = scheduleOrSkip(terms);
        expect(schedule).toHaveLength(terms.termMonths);
        expect(schedule.reduce((sum, row) => sum + row.principalCents, 0)).toBe(terms.principalCents);
        expect(schedule.every((row) => row.balanceCents >= 0 && row.principalCents >= 0 && row.interestCents >= 0)).toBe(true);
        expect(schedule.at(-1)?.balanceCents).toBe(0);
      }),
      { numRuns: 300 },
    );
  });

  it('keeps payments non-increasing (level, in fact) until the last, which takes the remainder', () => {
    fc.assert(
      fc.property(loanTermsArb, (terms) => {
        const schedule = scheduleOrSkip(terms);
        const level = monthlyPaymentCents(terms.principalCents, terms.annualRateBps, terms.termMonths);
        const beforeLast = schedule.slice(0, -1);
        beforeLast.forEach((row, i) => {
          const next = beforeLast[i + 1];
          if (next) expect(row.paymentCents).toBeGreaterThanOrEqual(next.paymentCents);
          expect(row.paymentCents).toBe(level);
        });
      }),
      { numRuns: 300 },
    );
  });

  it('charges each row round(previous balance · r) and balances payment = interest + principal', () => {
    fc.assert(
      fc.property(loanTermsArb, (terms) => {
        const schedule = scheduleOrSkip(terms);
        let previous = terms.principalCents;
        for (const row of schedule) {
          expect(Math.abs(row.interestCents - (previous * terms.annualRateBps) / 120_000)).toBeLessThanOrEqual(0.5 + 1e-6);
          expect(row.paymentCents).toBe(row.interestCents + row.principalCents);
          expect(row.balanceCents).toBe(previous - row.principalCents);
          previous = row.balanceCents;
        }
      }),
      { numRuns: 200 },
    );
  });
});
