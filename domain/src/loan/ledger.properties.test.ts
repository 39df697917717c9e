import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addCalendarDays } from '../dates';
import { payoffAmountCents, type ReamortizationMode } from './allocation';
import { buildLedger, type LedgerPayment, type LedgerTerms } from './ledger';
import { loanTermsArb, scheduleOrSkip } from './test-arbitraries';

const modeArb = fc.constantFrom<ReamortizationMode>('keep-payment-shorten-term', 'keep-term-lower-payment');
const stepArb = fc.record({ gapDays: fc.integer({ min: 0, max: 70 }), share: fc.double({ min: 0, max: 1, noNaN: true }) });

describe('ledger properties', () => {
  it('what the open installments still ask for is exactly the rest of the schedule, and the next one is what reminders ask', () => {
    fc.assert(
      fc.property(loanTermsArb, modeArb, fc.array(stepArb, { maxLength: 8 }), (loanTerms, mode, steps) => {
        scheduleOrSkip(loanTerms);
        const terms: LedgerTerms = {
          ...loanTerms,
          loanStartDate: addCalendarDays(loanTerms.firstPaymentDate, -30),
          extraPaymentMode: mode,
          lateFeeCents: 0,
          lateFeeGraceDays: 10,
        };
        const payments: LedgerPayment[] = [];
        let on = terms.loanStartDate;
        for (const [index, step] of steps.entries()) {
          on = addCalendarDays(on, step.gapDays);
          const ledger = buildLedger(terms, payments, on);
          if (ledger.balanceCents === 0) break;
          const payoff = payoffAmountCents(ledger.position, on);
          const amountCents = Math.max(1, Math.min(payoff, Math.round(payoff * step.share)));
          payments.push({ id: `p${index}`, amountCents, paidOn: on });
        }
        const ledger = buildLedger(terms, payments, on);
        const open = ledger.installments.filter((row) => row.status !== 'paid');
        const stillAsked = open.reduce((sum, row) => sum + row.dueCents - row.paidCents, 0);
        expect(stillAsked).toBe(ledger.remaining.reduce((sum, row) => sum + row.paymentCents, 0));
        for (const row of ledger.installments) expect(row.dueCents).toBeGreaterThanOrEqual(row.paidCents);
        if (ledger.nextDue) {
          const next = ledger.installments.find((row) => row.number === ledger.nextDue?.number);
          expect(next && next.dueCents - next.paidCents).toBe(ledger.nextDue.amountCents);
        }
      }),
      { numRuns: 150 },
    );
  });
});
