import { describe, expect, it } from 'vitest';
import { buildLedger, type LedgerPayment, type LedgerTerms } from '../loan/ledger';
import type { AfrRow } from './afr-table';
import { buildTaxYearStatement, statementYears, taxYearRefusal, type TaxYearStatementInput } from './tax-year-statement';

// One row, as published for February 2026; the lookup uses it for every later month.
const AFR: readonly AfrRow[] = [{ month: '2026-02', shortTermBps: 356, midTermBps: 386, longTermBps: 470, source: 'Rev. Rul. 2026-3' }];

const pay = (id: string, amountCents: number, paidOn: string): LedgerPayment => ({ id, amountCents, paidOn });

// The spec's example ($60,000 at 5% over 60 months, $1,132.27 a month), handed over mid-year.
const midYear: LedgerTerms = {
  principalCents: 6_000_000,
  annualRateBps: 500,
  termMonths: 60,
  firstPaymentDate: '2026-10-15',
  loanStartDate: '2026-09-15',
  extraPaymentMode: 'keep-payment-shorten-term',
  lateFeeCents: 0,
  lateFeeGraceDays: 10,
};
const midYearPayments = [
  pay('a', 113_227, '2026-10-15'),
  pay('b', 113_227, '2026-11-15'),
  pay('c', 113_227, '2026-12-15'),
  pay('d', 113_227, '2027-01-15'),
];

// $1,200 at 0% over 12 months, $100 on the 15th; a $25 late fee after 10 days' grace.
const small: LedgerTerms = {
  principalCents: 120_000,
  annualRateBps: 0,
  termMonths: 12,
  firstPaymentDate: '2026-01-15',
  loanStartDate: '2025-12-15',
  extraPaymentMode: 'keep-payment-shorten-term',
  lateFeeCents: 2_500,
  lateFeeGraceDays: 10,
};

// $24,000 interest-free over 24 months from December 2027: $1,000 on the 1st. Short-term AFR 3.56%.
const belowAfr: LedgerTerms = {
  principalCents: 2_400_000,
  annualRateBps: 0,
  termMonths: 24,
  firstPaymentDate: '2028-01-01',
  loanStartDate: '2027-12-01',
  extraPaymentMode: 'keep-payment-shorten-term',
  lateFeeCents: 2_500,
  lateFeeGraceDays: 10,
};
const monthly2028 = Array.from({ length: 12 }, (_, index) => pay(`m${index + 1}`, 100_000, `2028-${String(index + 1).padStart(2, '0')}-01`));

const statement = (input: Partial<TaxYearStatementInput> & Pick<TaxYearStatementInput, 'terms' | 'year' | 'today'>) =>
  buildTaxYearStatement({ confirmedPayments: [], end: null, ...input }, AFR);

describe('buildTaxYearStatement', () => {
  it('a loan made mid-year: nothing owed on 1 January, three installments split as the schedule says', () => {
    // Interest: 60,000.00 × 5%/12 = 250.00; 59,117.73 × 5%/12 = 246.32; 58,231.78 × 5%/12 = 242.63.
    const s = statement({ terms: midYear, confirmedPayments: midYearPayments, year: 2026, today: '2027-01-20' });
    expect(s).toMatchObject({
      years: [2026, 2027],
      through: '2026-12-31',
      complete: true,
      loanMadeOn: '2026-09-15',
      openingBalanceCents: 0,
      interestCents: 73_895,
      principalCents: 265_786,
      extraPrincipalCents: 0,
      paidCents: 339_681,
      closingBalanceCents: 5_734_214,
      lateFeesCents: 0,
      ended: null,
      forgoneInterest: null,
    });
    expect(s.payments.map((p) => [p.paidOn, p.interestCents, p.principalCents, p.balanceAfterCents])).toEqual([
      ['2026-10-15', 25_000, 88_227, 5_911_773],
      ['2026-11-15', 24_632, 88_595, 5_823_178],
      ['2026-12-15', 24_263, 88_964, 5_734_214],
    ]);
  });

  it('the year in progress runs to today and opens on last year\'s closing balance', () => {
    // 57,342.14 × 5%/12 = 238.93 interest; 1,132.27 − 238.93 = 893.34 principal.
    const s = statement({ terms: midYear, confirmedPayments: midYearPayments, year: 2027, today: '2027-01-20' });
    expect(s).toMatchObject({ through: '2027-01-20', complete: false, loanMadeOn: null, openingBalanceCents: 5_734_214 });
    expect(s).toMatchObject({ interestCents: 23_893, principalCents: 89_334, closingBalanceCents: 5_644_880 });
  });

  it('the years together hold exactly what the ledger applied', () => {
    const ledger = buildLedger(midYear, midYearPayments, '2027-01-20');
    const both = [2026, 2027].map((year) => statement({ terms: midYear, confirmedPayments: midYearPayments, year, today: '2027-01-20' }));
    expect(both[0]!.interestCents + both[1]!.interestCents).toBe(ledger.totals.interestPaidCents);
    expect(both[0]!.principalCents + both[1]!.principalCents).toBe(ledger.totals.principalPaidCents);
    expect(both[1]!.closingBalanceCents).toBe(ledger.balanceCents);
  });

  it('an extra payment counts as principal and shows as extra; a late installment adds its fee in the year it applied', () => {
    // Jan 15: $250 (installment 1 and $150 extra). Installment 2, due Feb 15, is paid Mar 1: past
    // Feb 25's grace, so its $25 fee applied on Feb 26. Installment 3 is paid on its day.
    const payments = [pay('a', 25_000, '2026-01-15'), pay('b', 10_000, '2026-03-01'), pay('c', 10_000, '2026-03-15')];
    const s = statement({ terms: small, confirmedPayments: payments, year: 2026, today: '2026-04-01' });
    expect(s).toMatchObject({
      openingBalanceCents: 120_000,
      interestCents: 0,
      principalCents: 45_000,
      extraPrincipalCents: 15_000,
      paidCents: 45_000,
      closingBalanceCents: 75_000,
      lateFeesCents: 2_500,
      lateFees: [{ installmentNumber: 2, dueDate: '2026-02-15', appliedOn: '2026-02-26', feeCents: 2_500 }],
    });
  });

  it('an installment still unpaid past its grace counts its fee up to today only', () => {
    expect(statement({ terms: small, year: 2026, today: '2026-01-25' }).lateFees).toEqual([]);
    expect(statement({ terms: small, year: 2026, today: '2026-01-26' }).lateFees).toMatchObject([{ installmentNumber: 1, appliedOn: '2026-01-26' }]);
  });

  it('a loan made in December has a statement for that year with the whole principal still owed', () => {
    const s = statement({ terms: small, year: 2025, today: '2026-04-01' });
    expect(s).toMatchObject({ years: [2025, 2026], loanMadeOn: '2025-12-15', openingBalanceCents: 0, closingBalanceCents: 120_000, payments: [] });
  });

  it('a loan signed ahead of its hand-over owes nothing yet', () => {
    expect(statement({ terms: small, year: 2025, today: '2025-12-01' })).toMatchObject({ years: [2025], openingBalanceCents: 0, closingBalanceCents: 0 });
  });

  it('a loan paid off mid-year: closing balance nil, the payoff among the payments, and no later years', () => {
    // Nothing was paid between Jan 15 and the Jun 1 payoff, so installments 2 to 5 (Feb 15 to
    // May 15) each went past their grace: four fees of $25. None after the payoff.
    const payments = [pay('a', 10_000, '2026-01-15'), pay('b', 110_000, '2026-06-01')];
    const end = { status: 'paid-off', endDate: '2026-06-01', balanceAtEndCents: 0 } as const;
    const s = statement({ terms: small, confirmedPayments: payments, year: 2026, today: '2027-03-01', end });
    expect(s).toMatchObject({ years: [2025, 2026], principalCents: 120_000, closingBalanceCents: 0, ended: end, lateFeesCents: 10_000 });
    expect(() => statement({ terms: small, confirmedPayments: payments, year: 2027, today: '2027-03-01', end })).toThrow(RangeError);
  });

  it('leap year 2028, below the AFR and over $10,000: forgone interest over 366 days', () => {
    // Balance-days (dollars): 23,000×31 + 22,000×29 + 21,000×31 + 20,000×30 + 19,000×31 + 18,000×30
    //   + 17,000×31 + 16,000×31 + 15,000×30 + 14,000×31 + 13,000×30 + 12,000×31 = 6,400,000.
    // 6,400,000 × (3.56% − 0%) / 366 = 622.5137 → $622.51. (Over 365 days it would be $624.22.)
    const s = statement({ terms: belowAfr, confirmedPayments: monthly2028, year: 2028, today: '2029-01-10' });
    expect(s.forgoneInterest).toMatchObject({
      afrBps: 356,
      termClass: 'short-term',
      afrMonth: '2026-02',
      from: '2028-01-01',
      through: '2028-12-31',
      daysInYear: 366,
      forgoneInterestCents: 62_251,
    });
    expect(s.forgoneInterest?.explanation).toContain('$622.51 for 2028');
    expect(s.forgoneInterest?.explanation).toContain('$100,000');
    expect(s).toMatchObject({ openingBalanceCents: 2_400_000, closingBalanceCents: 1_200_000, principalCents: 1_200_000, interestCents: 0 });
  });

  it('below the AFR, the year the loan was made counts from the hand-over day', () => {
    // 24,000 × 31 days (Dec 1 to Dec 31) × 3.56% / 365 = 72.5655 → $72.57.
    const s = statement({ terms: belowAfr, year: 2027, today: '2028-01-05' });
    expect(s.forgoneInterest).toMatchObject({ from: '2027-12-01', through: '2027-12-31', daysInYear: 365, forgoneInterestCents: 7_257 });
  });

  it('a below-AFR loan forgiven mid-year stops counting the day it ended, and owes nothing after', () => {
    // Jan 1 to Mar 14: 23,000×31 + 22,000×29 + 22,000×14 = 1,659,000 balance-days (dollars);
    // × 3.56% / 366 = 161.3672 → $161.37. Installment 3 (due Mar 1) was past grace on Mar 12,
    // before the end; installment 4 (Apr 1) came after it.
    const end = { status: 'forgiven', endDate: '2028-03-15', balanceAtEndCents: 2_200_000 } as const;
    const s = statement({ terms: belowAfr, confirmedPayments: monthly2028.slice(0, 2), year: 2028, today: '2028-06-01', end });
    expect(s.forgoneInterest).toMatchObject({ through: '2028-03-14', forgoneInterestCents: 16_137 });
    expect(s).toMatchObject({ closingBalanceCents: 0, ended: end, lateFeesCents: 2_500 });
    expect(s.lateFees.map((fee) => fee.installmentNumber)).toEqual([3]);
  });

  it('below the AFR but $10,000 or less: no forgone interest', () => {
    const under = { ...belowAfr, principalCents: 1_000_000 };
    const payments = monthly2028.map((p) => ({ ...p, amountCents: Math.round(1_000_000 / 24) }));
    expect(statement({ terms: under, confirmedPayments: payments, year: 2028, today: '2029-01-10' }).forgoneInterest).toBeNull();
  });
});

describe('the years a loan has statements for', () => {
  it('run from the hand-over year to this year, or to the year it ended', () => {
    expect(statementYears('2025-12-15', '2027-03-01', null)).toEqual([2025, 2026, 2027]);
    expect(statementYears('2025-12-15', '2027-03-01', { endDate: '2026-06-01' })).toEqual([2025, 2026]);
    expect(statementYears('2026-12-01', '2026-11-20', null)).toEqual([2026]);
  });

  it('refuse any other year naming the field', () => {
    expect(taxYearRefusal(2026, [2025, 2026])).toBeNull();
    expect(taxYearRefusal(2024, [2025, 2026])).toEqual({ field: 'year', message: 'year must be a year of this loan (2025 to 2026); got 2024.' });
    expect(taxYearRefusal(2027, [2026])?.message).toBe('year must be a year of this loan (2026); got 2027.');
    expect(taxYearRefusal('2026', [2026])).toBeNull();
    expect(taxYearRefusal('02026', [2026])?.field).toBe('year');
    expect(taxYearRefusal('last', [2026])?.message).toBe('year must be a year of this loan (2026); got last.');
  });
});
