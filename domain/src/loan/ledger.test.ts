import { describe, expect, it } from 'vitest';
import { scheduleTotals } from './amortization';
import { buildLedger, type LedgerPayment, type LedgerTerms } from './ledger';

// $1,200 at 0% over 12 months: $100.00 on the 15th from January 2026; $25 late fee after 10 days.
const zeroRate: LedgerTerms = {
  principalCents: 120_000,
  annualRateBps: 0,
  termMonths: 12,
  firstPaymentDate: '2026-01-15',
  loanStartDate: '2025-12-15',
  extraPaymentMode: 'keep-payment-shorten-term',
  lateFeeCents: 2_500,
  lateFeeGraceDays: 10,
};

// The spec's example: $60,000 at 5% over 60 months, $1,132.27 a month.
const specExample: LedgerTerms = {
  ...zeroRate,
  principalCents: 6_000_000,
  annualRateBps: 500,
  termMonths: 60,
};

const pay = (id: string, amountCents: number, paidOn: string): LedgerPayment => ({ id, amountCents, paidOn });
const statuses = (terms: LedgerTerms, payments: LedgerPayment[], today: string) =>
  buildLedger(terms, payments, today).installments.slice(0, 4).map((row) => `${row.number}:${row.status}:${row.paidCents}`);

describe('buildLedger', () => {
  it('starts with the agreed schedule, nothing paid, and the first installment next', () => {
    const ledger = buildLedger(specExample, [], '2026-01-01');
    expect(ledger.installments).toHaveLength(60);
    expect(ledger.installments[0]?.scheduled).toMatchObject({ paymentCents: 113_227, interestCents: 25_000 });
    expect(ledger.nextDue).toEqual({ number: 1, dueDate: '2026-01-15', amountCents: 113_227 });
    expect(ledger.balanceCents).toBe(6_000_000);
    expect(ledger.late).toBeNull();
    expect(ledger.chart).toEqual([{ date: '2025-12-15', balanceCents: 6_000_000, cumulativeInterestCents: 0 }]);
  });

  it.each([
    ['exact, on time', [pay('a', 10_000, '2026-01-15')], '2026-01-20', ['1:paid:10000', '2:upcoming:0', '3:upcoming:0', '4:upcoming:0']],
    ['partial', [pay('a', 4_000, '2026-01-10')], '2026-01-20', ['1:partly-paid:4000', '2:upcoming:0', '3:upcoming:0', '4:upcoming:0']],
    ['nothing, within grace', [], '2026-01-25', ['1:due:0', '2:upcoming:0', '3:upcoming:0', '4:upcoming:0']],
    ['nothing, past grace', [], '2026-01-26', ['1:late:0', '2:upcoming:0', '3:upcoming:0', '4:upcoming:0']],
    ['two installments at once, late', [pay('a', 20_000, '2026-02-20')], '2026-02-21', ['1:paid:10000', '2:paid:10000', '3:upcoming:0', '4:upcoming:0']],
    ['extra goes to principal, not to future installments', [pay('a', 25_000, '2026-01-15')], '2026-01-20', ['1:paid:10000', '2:upcoming:0', '3:upcoming:0', '4:upcoming:0']],
  ])('%s', (_name, payments, today, expected) => {
    expect(statuses(zeroRate, payments, today)).toEqual(expected);
  });

  it('applies interest first and records the extra principal on the payment', () => {
    const ledger = buildLedger(specExample, [pay('a', 200_000, '2026-01-15')], '2026-01-16');
    expect(ledger.payments[0]).toMatchObject({ interestCents: 25_000, principalCents: 175_000, extraPrincipalCents: 86_773 });
    expect(ledger.balanceCents).toBe(6_000_000 - 175_000);
    expect(ledger.nextDue?.number).toBe(2);
  });

  it('reports the late installment with its days late and fee', () => {
    const ledger = buildLedger(zeroRate, [pay('a', 10_000, '2026-01-15')], '2026-03-01');
    expect(ledger.late).toEqual({ number: 2, dueDate: '2026-02-15', daysLate: 14, lateFeeCents: 2_500 });
  });

  it('pays off exactly with on-time payments and totals match the schedule', () => {
    const ledger0 = buildLedger(specExample, [], '2026-01-01');
    const payments = ledger0.installments.map((row) => pay(`p${row.number}`, row.scheduled.paymentCents, row.dueDate));
    const ledger = buildLedger(specExample, payments, '2031-01-01');
    const totals = scheduleTotals(ledger0.installments.map((row) => row.scheduled));
    expect(ledger.balanceCents).toBe(0);
    expect(ledger.nextDue).toBeNull();
    expect(ledger.totals).toEqual({ paidCents: totals.totalPaidCents, interestPaidCents: totals.totalInterestCents, principalPaidCents: 6_000_000 });
    expect(ledger.installments.every((row) => row.status === 'paid' && row.paidCents === row.scheduled.paymentCents)).toBe(true);
    expect(ledger.chart.at(-1)).toMatchObject({ balanceCents: 0, cumulativeInterestCents: totals.totalInterestCents });
  });

  it('marks every installment paid after an early payoff, crediting the payoff across them', () => {
    const ledger = buildLedger(zeroRate, [pay('a', 10_000, '2026-01-15'), pay('b', 110_000, '2026-02-01')], '2026-02-02');
    expect(ledger.installments.every((row) => row.status === 'paid')).toBe(true);
    expect(ledger.installments.reduce((sum, row) => sum + row.paidCents, 0)).toBe(120_000);
    expect(ledger.remaining).toEqual([]);
    expect(ledger.late).toBeNull();
  });

  it('applies payments by date whatever order they arrive in', () => {
    const inOrder = buildLedger(specExample, [pay('a', 113_227, '2026-01-15'), pay('b', 113_227, '2026-02-15')], '2026-03-01');
    const reversed = buildLedger(specExample, [pay('b', 113_227, '2026-02-15'), pay('a', 113_227, '2026-01-15')], '2026-03-01');
    expect(reversed).toEqual(inOrder);
  });

  describe('what each installment asks for as things stand (dueCents)', () => {
    const dues = (terms: LedgerTerms, payments: LedgerPayment[]) => buildLedger(terms, payments, '2026-01-20').installments.map((row) => row.dueCents);

    it('is the agreed payment while nothing changed it', () => {
      const ledger = buildLedger(specExample, [pay('a', 113_227, '2026-01-15')], '2026-01-20');
      expect(ledger.installments.slice(0, 59).every((row) => row.dueCents === row.scheduled.paymentCents)).toBe(true);
      expect(dues(zeroRate, [])).toEqual(Array(12).fill(10_000));
    });

    it('keep the end date: $150 extra on a $1,200 0% loan re-levels the 11 left to $950 / 11, rounded to the cent', () => {
      // $250 paid: $100 is installment 1, $150 extra. $950 left over 11 months: 10 × $86.36 ($950 / 11 = $86.3636…) and a last $86.40 ($950 − $863.60).
      const lower = { ...zeroRate, extraPaymentMode: 'keep-term-lower-payment' as const };
      expect(dues(lower, [pay('a', 25_000, '2026-01-15')])).toEqual([10_000, ...Array(10).fill(8_636), 8_640]);
      expect(buildLedger(lower, [pay('a', 25_000, '2026-01-15')], '2026-01-20').nextDue?.amountCents).toBe(8_636);
    });

    it('keep the payment: the same $150 extra ends the loan at installment 11 with $50, and 12 asks for nothing', () => {
      expect(dues(zeroRate, [pay('a', 25_000, '2026-01-15')])).toEqual([10_000, ...Array(9).fill(10_000), 5_000, 0]);
    });

    it('counts what was paid toward a partly paid installment in its due amount', () => {
      const ledger = buildLedger(zeroRate, [pay('a', 4_000, '2026-01-10')], '2026-01-20');
      expect(ledger.installments[0]).toMatchObject({ paidCents: 4_000, dueCents: 10_000, status: 'partly-paid' });
    });

    it('is what each installment took, once an early payoff settles them all', () => {
      const ledger = buildLedger(zeroRate, [pay('a', 10_000, '2026-01-15'), pay('b', 110_000, '2026-02-01')], '2026-02-02');
      expect(ledger.installments.map((row) => row.dueCents)).toEqual(ledger.installments.map((row) => row.paidCents));
    });
  });
});
