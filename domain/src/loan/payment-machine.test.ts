import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { statusesWithNoExit } from '../machine';
import { checkWalk, refusedTriples, stepsArbitrary, walk, type Row } from '../machine-test-support';
import { LOAN_ROLES } from './loan-machine';
import {
  decidePayment,
  decidePaymentRecord,
  PAYMENT_EVENTS,
  PAYMENT_STATUSES,
  paymentMachine as machine,
  paymentsToConfirmAfter,
  type PaymentToConfirm,
  type PaymentEvent,
  type PaymentStatus,
} from './payment-machine';
import type { LoanRole } from './loan-machine';

const ROWS: readonly Row<PaymentStatus, PaymentEvent, LoanRole>[] = [
  ['pending-confirmation', 'confirm', 'lender', 'confirmed'],
  ['pending-confirmation', 'dispute', 'lender', 'disputed'],
  ['pending-confirmation', 'withdraw', 'borrower', 'withdrawn'],
  ['disputed', 'confirm', 'lender', 'confirmed'],
  ['disputed', 'withdraw', 'borrower', 'withdrawn'],
];

describe('payment machine', () => {
  it('a payment the borrower records waits for the lender; one the lender records is confirmed', () => {
    expect(decidePaymentRecord('borrower')).toEqual({
      ok: true,
      next: 'pending-confirmation',
      effects: ['append-event', 'notify-lender'],
    });
    expect(decidePaymentRecord('lender')).toEqual({
      ok: true,
      next: 'confirmed',
      effects: ['append-event', 'apply-payment', 'notify-borrower'],
    });
  });

  it.each(ROWS)('%s + %s by %s → %s', (status, event, role, next) => {
    expect(decidePayment(status, event, role)).toMatchObject({ ok: true, next });
  });

  it.each(refusedTriples(machine, ROWS))('$status + $event by $role → $kind', ({ status, event, role, kind }) => {
    expect(decidePayment(status, event, role)).toMatchObject({ ok: false, refusal: { kind } });
  });

  it('only confirmation moves the balance', () => {
    for (const [status, event, role] of ROWS) {
      const decision = decidePayment(status, event, role);
      expect(decision.ok && decision.effects.includes('apply-payment')).toBe(event === 'confirm');
    }
  });

  it('declares exactly the statuses nothing leaves as terminal', () => {
    expect(statusesWithNoExit(machine).sort()).toEqual([...machine.terminal].sort());
  });

  it('applies a payment at most once, whoever records it and whatever follows', () => {
    fc.assert(
      fc.property(fc.constantFrom(...LOAN_ROLES), stepsArbitrary(PAYMENT_EVENTS, LOAN_ROLES), (recorder, steps) => {
        const result = walk(machine, recorder, steps);
        checkWalk(machine, result);
        const start = decidePaymentRecord(recorder);
        const applied =
          (start.ok && start.effects.includes('apply-payment') ? 1 : 0) +
          result.decisions.filter((d) => d.effects.includes('apply-payment')).length;
        expect(applied).toBeLessThanOrEqual(1);
        expect(applied === 1).toBe(result.statuses.at(-1) === 'confirmed');
      }),
      { numRuns: 300 },
    );
  });
});

describe('payments to confirm, kept on the loan', () => {
  const p1 = { id: 'p000002', amountCents: 42_575, paidOn: '2027-03-01' };
  const p2 = { id: 'p000005', amountCents: 10_000, paidOn: '2027-03-04' };

  it('a pending payment is added in the order recorded, and leaves once confirmed, disputed or withdrawn', () => {
    const both = paymentsToConfirmAfter(paymentsToConfirmAfter([], { ...p2, status: 'pending-confirmation' }), { ...p1, status: 'pending-confirmation' });
    expect(both).toEqual([p1, p2]);
    expect(paymentsToConfirmAfter(both, { ...p1, status: 'confirmed' })).toEqual([p2]);
    expect(paymentsToConfirmAfter(both, { ...p2, status: 'disputed' })).toEqual([p1]);
    expect(paymentsToConfirmAfter(both, { ...p2, status: 'withdrawn' })).toEqual([p1]);
    expect(paymentsToConfirmAfter([], { ...p1, status: 'confirmed' })).toEqual([]);
  });

  it('after any sequence of status changes it lists exactly the payments whose latest status is pending', () => {
    const change = fc.record({ n: fc.integer({ min: 1, max: 6 }), status: fc.constantFrom(...PAYMENT_STATUSES) });
    fc.assert(
      fc.property(fc.array(change, { maxLength: 40 }), (changes) => {
        let kept: PaymentToConfirm[] = [];
        const latest = new Map<string, PaymentStatus>();
        for (const { n, status } of changes) {
          const payment = { id: `p${String(n).padStart(6, '0')}`, amountCents: n * 100, paidOn: '2027-01-01' };
          kept = paymentsToConfirmAfter(kept, { ...payment, status });
          latest.set(payment.id, status);
        }
        const expected = [...latest].filter(([, s]) => s === 'pending-confirmation').map(([id]) => id).sort();
        expect(kept.map((p) => p.id)).toEqual(expected);
      }),
    );
  });
});
