import { describe, expect, it } from 'vitest';
import { buildSchedule, LoanTermsError, monthlyPaymentCents, scheduleTotals, type LoanTerms } from './amortization';

const terms = (principalCents: number, annualRateBps: number, termMonths: number, firstPaymentDate = '2027-02-01'): LoanTerms => ({
  principalCents,
  annualRateBps,
  termMonths,
  firstPaymentDate,
});

// Expected figures were worked out independently with exact rational arithmetic.
describe.each([
  { name: '60,000.00 at 5% over 60 months', t: terms(6_000_000, 500, 60), payment: 113_227, firstInterest: 25_000, lastPayment: 113_254, totalInterest: 793_647 },
  { name: '60,000.00 at 5% over 120 months', t: terms(6_000_000, 500, 120), payment: 63_639, firstInterest: 25_000, lastPayment: 63_684, totalInterest: 1_636_725 },
  { name: '300,000.00 at 6.5% over 30 years', t: terms(30_000_000, 650, 360), payment: 189_620, firstInterest: 162_500, lastPayment: 190_091, totalInterest: 38_263_671 },
  { name: '1,000.00 at 12% over 1 month', t: terms(100_000, 1_200, 1), payment: 101_000, firstInterest: 1_000, lastPayment: 101_000, totalInterest: 1_000 },
  { name: '1,000.00 at 0% over 1 month', t: terms(100_000, 0, 1), payment: 100_000, firstInterest: 0, lastPayment: 100_000, totalInterest: 0 },
  { name: '1.00 at 36% over 1 month', t: terms(100, 3_600, 1), payment: 103, firstInterest: 3, lastPayment: 103, totalInterest: 3 },
])('check figures: $name', ({ t, payment, firstInterest, lastPayment, totalInterest }) => {
  const schedule = buildSchedule(t);

  it('has the expected level payment', () => {
    expect(monthlyPaymentCents(t.principalCents, t.annualRateBps, t.termMonths)).toBe(payment);
  });

  it('has one row per month, every row but the last paying the level payment', () => {
    expect(schedule).toHaveLength(t.termMonths);
    expect(schedule.slice(0, -1).every((row) => row.paymentCents === payment)).toBe(true);
  });

  it('charges one month of interest on the full principal first', () => {
    expect(schedule[0]?.interestCents).toBe(firstInterest);
  });

  it('ends at exactly 0 with the last payment absorbing the remainder', () => {
    const last = schedule.at(-1);
    expect(last?.balanceCents).toBe(0);
    expect(last?.paymentCents).toBe(lastPayment);
  });

  it('totals to principal plus interest', () => {
    expect(scheduleTotals(schedule)).toEqual({
      totalPaidCents: t.principalCents + totalInterest,
      totalInterestCents: totalInterest,
      totalPrincipalCents: t.principalCents,
    });
  });
});

describe('rows', () => {
  it('splits month 1 and 2 of the 60-month check loan as the formula says', () => {
    const [first, second] = buildSchedule(terms(6_000_000, 500, 60));
    expect(first).toEqual({ number: 1, dueDate: '2027-02-01', paymentCents: 113_227, interestCents: 25_000, principalCents: 88_227, balanceCents: 5_911_773 });
    // round(5,911,773 · 0.05 / 12) = round(24,632.39)
    expect(second).toEqual({ number: 2, dueDate: '2027-03-01', paymentCents: 113_227, interestCents: 24_632, principalCents: 88_595, balanceCents: 5_823_178 });
  });

  it.each([
    [100_000, 3, [33_333, 33_333, 33_334]],
    [100, 3, [33, 33, 34]],
    [200, 3, [67, 67, 66]],
    [6_000_000, 4, [1_500_000, 1_500_000, 1_500_000, 1_500_000]],
  ])('0%%: %s cents over %s months → %j', (principal, months, payments) => {
    const schedule = buildSchedule(terms(principal, 0, months));
    expect(schedule.map((row) => row.paymentCents)).toEqual(payments);
    expect(schedule.every((row) => row.interestCents === 0)).toBe(true);
  });

  it('dates each installment from the anchor, clamping to month ends (leap year included)', () => {
    const schedule = buildSchedule(terms(1_200_000, 500, 14, '2028-01-31'));
    expect(schedule.map((row) => row.dueDate)).toEqual([
      '2028-01-31', '2028-02-29', '2028-03-31', '2028-04-30', '2028-05-31', '2028-06-30', '2028-07-31',
      '2028-08-31', '2028-09-30', '2028-10-31', '2028-11-30', '2028-12-31', '2029-01-31', '2029-02-28',
    ]);
  });

  it('schedules the longest allowed loan', () => {
    const schedule = buildSchedule(terms(1_000_000_000, 3_600, 480, '2026-01-01'));
    expect(schedule).toHaveLength(480);
    expect(schedule.at(-1)?.dueDate).toBe('2065-12-01');
    expect(schedule.at(-1)?.balanceCents).toBe(0);
  });
});

describe('limits', () => {
  it.each([
    ['principalCents', terms(99, 500, 12)],
    ['principalCents', terms(1_000_000_001, 500, 12)],
    ['principalCents', terms(100.5, 500, 12)],
    ['principalCents', terms(Number.NaN, 500, 12)],
    ['principalCents', terms(-6_000_000, 500, 12)],
    ['annualRateBps', terms(6_000_000, -1, 12)],
    ['annualRateBps', terms(6_000_000, 3_601, 12)],
    ['annualRateBps', terms(6_000_000, 2.5, 12)],
    ['termMonths', terms(6_000_000, 500, 0)],
    ['termMonths', terms(6_000_000, 500, 481)],
    ['termMonths', terms(6_000_000, 500, 12.5)],
    ['firstPaymentDate', terms(6_000_000, 500, 12, '2027-02-29')],
    ['firstPaymentDate', terms(6_000_000, 500, 12, '2026-13-01')],
    ['firstPaymentDate', terms(6_000_000, 500, 480, '2190-01-01')],
    // Rounds to 3¢ a month (2.5¢ rounded up): repaid by month 34 of 40.
    ['termMonths', terms(100, 0, 40)],
    // Rounds to 0¢ a month.
    ['termMonths', terms(100, 0, 480)],
    // $300.0002 a month rounds to $300.00, exactly the interest: 479 interest-only payments
    // and a last one of $10,300.00.
    ['termMonths', terms(1_000_000, 3_600, 480)],
  ] as const)('refuses bad %s: %j', (field, bad) => {
    const thrown = (() => {
      try {
        buildSchedule(bad);
      } catch (error) {
        return error;
      }
      return undefined;
    })();
    expect(thrown).toBeInstanceOf(LoanTermsError);
    expect((thrown as LoanTermsError).field).toBe(field);
    expect((thrown as LoanTermsError).message).not.toBe('');
  });

  it.each([
    terms(100, 500, 12),
    terms(1_000_000_000, 500, 12),
    terms(6_000_000, 0, 12),
    terms(6_000_000, 3_600, 12),
    terms(6_000_000, 500, 1),
    terms(6_000_000, 500, 480),
  ])('accepts the boundary %j', (edge) => {
    expect(buildSchedule(edge)).toHaveLength(edge.termMonths);
  });

  it('says why an interest-only schedule with a balloon is refused', () => {
    expect(() => buildSchedule(terms(1_000_000, 3_600, 480))).toThrow(
      'At 36% over 480 months the monthly payment of $300.00 barely covers the interest, so the last payment would be $10,300.00. Choose a shorter term or a lower rate.',
    );
  });

  it('still schedules ordinary rounding drift: a 40-year loan at 10% ends within 2% of its payment', () => {
    const schedule = buildSchedule(terms(25_000_000, 1_000, 480, '2026-01-01'));
    const regular = schedule[0]!.paymentCents;
    expect(schedule).toHaveLength(480);
    expect(Math.abs(schedule.at(-1)!.paymentCents - regular)).toBeLessThan(regular * 0.02);
  });

  it('monthlyPaymentCents names the bad field', () => {
    expect(() => monthlyPaymentCents(6_000_000, 5_000, 60)).toThrow(expect.objectContaining({ name: 'LoanTermsError', field: 'annualRateBps' }));
  });
});

describe('scheduleTotals', () => {
  it('is zero for an empty schedule', () => {
    expect(scheduleTotals([])).toEqual({ totalPaidCents: 0, totalInterestCents: 0, totalPrincipalCents: 0 });
  });
});
