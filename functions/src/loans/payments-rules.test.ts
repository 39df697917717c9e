import { describe, expect, it } from 'vitest';
import { buildLedger, formatUsd, payoffAmountCents } from '@kinloan/domain';
import { AppError as HttpError } from '../platform/app-error';
import { checkPaymentDate, ledgerWithPayment } from './payments-rules';
import { servicedLoan } from './servicing-test-support';
import { ledgerTermsOf } from './servicing-state';

const terms = ledgerTermsOf(servicedLoan());
const TODAY = '2026-11-20';

function refusal(run: () => unknown): { field: string | undefined; detail: string } {
  try {
    run();
  } catch (error) {
    if (error instanceof HttpError) return { field: error.options.fields?.[0]?.field, detail: error.detail };
    throw error;
  }
  throw new Error('expected a refusal');
}

describe('payment dates', () => {
  it('accept the loan start, today and anything between', () => {
    expect(() => checkPaymentDate('2026-01-05', '2026-01-05', TODAY)).not.toThrow();
    expect(() => checkPaymentDate(TODAY, '2026-01-05', TODAY)).not.toThrow();
  });

  it('refuse a date before the money was handed over, or in the future', () => {
    expect(refusal(() => checkPaymentDate('2026-01-04', '2026-01-05', TODAY))).toEqual({
      field: 'paidOn',
      detail: "Payment date can't be before the loan started on January 5, 2026 (the day the money was handed over).",
    });
    expect(refusal(() => checkPaymentDate('2026-11-21', '2026-01-05', TODAY))).toEqual({
      field: 'paidOn',
      detail: "Payment date can't be in the future: record a payment once it is made (today is November 20, 2026).",
    });
  });
});

describe('the payoff rule', () => {
  it('applies a payment that fits', () => {
    const ledger = ledgerWithPayment(terms, [], { id: 'p000002', amountCents: 42_575, paidOn: '2026-02-01' }, TODAY);
    expect(ledger.balanceCents).toBe(459_092);
  });

  it('accepts exactly the payoff and refuses a cent more, naming the payoff for that date', () => {
    const payoff = payoffAmountCents(buildLedger(terms, [], TODAY).position, '2026-02-01');
    expect(payoff).toBe(501_667);
    expect(ledgerWithPayment(terms, [], { id: 'p2', amountCents: payoff, paidOn: '2026-02-01' }, TODAY).balanceCents).toBe(0);
    expect(refusal(() => ledgerWithPayment(terms, [], { id: 'p2', amountCents: payoff + 1, paidOn: '2026-02-01' }, TODAY))).toEqual({
      field: 'amountCents',
      detail: "This payment is more than the loan's balance. The payoff amount on February 1, 2026 is $5,016.67: record at most that.",
    });
  });

  it('counts the confirmed payments before the date when it names the payoff', () => {
    const confirmed = [{ id: 'p000002', amountCents: 42_575, paidOn: '2026-02-01' }];
    const payoff = payoffAmountCents(buildLedger(terms, confirmed, TODAY).position, '2026-03-01');
    expect(refusal(() => ledgerWithPayment(terms, confirmed, { id: 'p000003', amountCents: 999_999, paidOn: '2026-03-01' }, TODAY)).detail).toBe(
      `This payment is more than the loan's balance. The payoff amount on March 1, 2026 is ${formatUsd(payoff)}: record at most that.`,
    );
  });

  it('refuses a back-dated payment that would make a later confirmed payoff too much', () => {
    const payoffMarch = payoffAmountCents(buildLedger(terms, [], TODAY).position, '2026-03-01');
    const confirmed = [{ id: 'p000002', amountCents: payoffMarch, paidOn: '2026-03-01' }];
    const answer = refusal(() => ledgerWithPayment(terms, confirmed, { id: 'p000003', amountCents: 10_000, paidOn: '2026-02-01' }, TODAY));
    expect(answer.field).toBe('amountCents');
    expect(answer.detail).toMatch(/^With this payment, the confirmed payments after February 1, 2026 would be more than the loan's balance/);
  });
});
