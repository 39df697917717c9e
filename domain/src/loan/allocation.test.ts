import { describe, expect, it } from 'vitest';
import { buildSchedule, LoanTermsError, type LoanTerms } from './amortization';
import {
  accruedInterestCents,
  allocatePayment,
  isPaidOff,
  nextDueDate,
  openLoanPosition,
  PaymentError,
  PayoffExceededError,
  payoffAmountCents,
  recomputeSchedule,
  type Allocation,
  type LoanPosition,
  type Payment,
  type ReamortizationMode,
} from './allocation';

// The architecture's check loan. Periods: Jan 1 → Feb 1 (31 days), Feb 1 → Mar 1 (28), Mar 1 → Apr 1 (31).
// Level payment 1,132.27; a whole month's interest on the full principal is 250.00.
const TERMS: LoanTerms = { principalCents: 6_000_000, annualRateBps: 500, termMonths: 60, firstPaymentDate: '2027-02-01' };
const OPEN = openLoanPosition(TERMS);
const SCHEDULE = buildSchedule(TERMS);

function payAll(payments: readonly Payment[], mode?: ReamortizationMode, from: LoanPosition = OPEN): Allocation {
  let position = from;
  let last: Allocation | undefined;
  for (const payment of payments) {
    last = allocatePayment(position, payment, mode);
    position = last.newPosition;
  }
  if (!last) throw new Error('no payments');
  return last;
}

function thrownBy(action: () => unknown): unknown {
  try {
    action();
  } catch (error) {
    return error;
  }
  return undefined;
}

const pay = (amountCents: number, paidOn: string): Payment => ({ amountCents, paidOn });

describe('openLoanPosition', () => {
  it('starts one month before the first due date by default, owing the full principal', () => {
    expect(OPEN).toEqual({
      principalBalanceCents: 6_000_000,
      unpaidInterestCents: 0,
      accruedThrough: '2027-01-01',
      annualRateBps: 500,
      scheduledPaymentCents: 113_227,
      firstPaymentDate: '2027-02-01',
      loanStartDate: '2027-01-01',
      termMonths: 60,
      nextInstallmentNumber: 1,
      paidTowardNextCents: 0,
    });
    expect(nextDueDate(OPEN)).toBe('2027-02-01');
    expect(isPaidOff(OPEN)).toBe(false);
  });

  it('clamps the default start for a month-end anchor', () => {
    expect(openLoanPosition({ ...TERMS, firstPaymentDate: '2027-03-31' }).loanStartDate).toBe('2027-02-28');
  });

  it('charges an odd (45-day) first period one month of interest, as the schedule does', () => {
    const odd = openLoanPosition({ ...TERMS, loanStartDate: '2026-12-18' });
    expect(accruedInterestCents(odd, '2027-02-01')).toBe(SCHEDULE[0]?.interestCents);
  });

  it.each(['2027-02-01', '2027-02-02', '2027-02-30', 'soon'])('refuses loanStartDate %s', (loanStartDate) => {
    expect(thrownBy(() => openLoanPosition({ ...TERMS, loanStartDate }))).toMatchObject({ name: 'LoanTermsError', field: 'loanStartDate' });
  });

  it('refuses terms buildSchedule refuses', () => {
    expect(thrownBy(() => openLoanPosition({ ...TERMS, annualRateBps: 3_700 }))).toBeInstanceOf(LoanTermsError);
  });
});

describe('accruedInterestCents / payoffAmountCents', () => {
  it.each([
    ['2027-01-01', 0, 'on the disbursement day'],
    ['2027-01-16', 12_097, '15 of 31 days: 25,000 · 15/31 = 12,096.77'],
    ['2027-01-21', 16_129, '20 of 31 days'],
    ['2027-01-31', 24_194, '30 of 31 days: 24,193.55'],
    ['2027-02-01', 25_000, 'one whole period'],
    ['2027-02-11', 33_929, 'one period and 10 of 28 days'],
    ['2027-03-01', 50_000, 'two whole periods, not compounded'],
  ])('on %s: %s¢ (%s)', (onDate, interest) => {
    expect(accruedInterestCents(OPEN, onDate)).toBe(interest);
    expect(payoffAmountCents(OPEN, onDate)).toBe(6_000_000 + interest);
  });

  it.each(['2026-12-31', '2027-02-29'])('refuses %s', (onDate) => {
    expect(thrownBy(() => accruedInterestCents(OPEN, onDate))).toMatchObject({ name: 'PaymentError', field: 'paidOn' });
  });
});

describe('allocatePayment', () => {
  it.each([
    {
      name: 'exact scheduled payment on the due date',
      payments: [pay(113_227, '2027-02-01')],
      expected: { interest: 25_000, principal: 88_227, extra: 0, balance: 5_911_773, unpaid: 0, next: 2, toward: 0 },
    },
    {
      name: 'partial payment below the interest: interest only, the rest stays owed',
      payments: [pay(10_000, '2027-02-01')],
      expected: { interest: 10_000, principal: 0, extra: 0, balance: 6_000_000, unpaid: 15_000, next: 1, toward: 10_000 },
    },
    {
      name: 'the rest of that installment the same day: the unpaid interest first',
      payments: [pay(10_000, '2027-02-01'), pay(103_227, '2027-02-01')],
      expected: { interest: 15_000, principal: 88_227, extra: 0, balance: 5_911_773, unpaid: 0, next: 2, toward: 0 },
    },
    {
      name: 'unpaid interest is not capitalized: next month accrues on 60,000.00, not 60,150.00',
      payments: [pay(10_000, '2027-02-01'), pay(113_227, '2027-03-01')],
      expected: { interest: 40_000, principal: 73_227, extra: 0, balance: 5_926_773, unpaid: 0, next: 2, toward: 10_000 },
    },
    {
      name: 'partial payment above the interest',
      payments: [pay(50_000, '2027-02-01')],
      expected: { interest: 25_000, principal: 25_000, extra: 0, balance: 5_975_000, unpaid: 0, next: 1, toward: 50_000 },
    },
    {
      name: 'extra payment: everything beyond the installment is principal',
      payments: [pay(213_227, '2027-02-01')],
      expected: { interest: 25_000, principal: 188_227, extra: 100_000, balance: 5_811_773, unpaid: 0, next: 2, toward: 0 },
    },
    {
      name: 'late payment (10 days): 25,000 · (1 + 10/28) interest',
      payments: [pay(113_227, '2027-02-11')],
      expected: { interest: 33_929, principal: 79_298, extra: 0, balance: 5_920_702, unpaid: 0, next: 2, toward: 0 },
    },
    {
      name: 'on time after a late one: only the 18 days left of the period',
      payments: [pay(113_227, '2027-02-11'), pay(113_227, '2027-03-01')],
      expected: { interest: 15_859, principal: 97_368, extra: 0, balance: 5_823_334, unpaid: 0, next: 3, toward: 0 },
    },
    {
      name: 'early payment (11 days early): 25,000 · 20/31 interest',
      payments: [pay(113_227, '2027-01-21')],
      expected: { interest: 16_129, principal: 97_098, extra: 0, balance: 5_902_902, unpaid: 0, next: 2, toward: 0 },
    },
    {
      name: 'on time after an early one: 11/31 of period 1 plus period 2',
      payments: [pay(113_227, '2027-01-21'), pay(113_227, '2027-03-01')],
      expected: { interest: 33_323, principal: 79_904, extra: 0, balance: 5_822_998, unpaid: 0, next: 3, toward: 0 },
    },
    {
      name: 'catching up a missed installment is not extra',
      payments: [pay(226_454, '2027-03-01')],
      expected: { interest: 50_000, principal: 176_454, extra: 0, balance: 5_823_546, unpaid: 0, next: 3, toward: 0 },
    },
    {
      name: 'paying off early: all principal beyond the installment is extra',
      payments: [pay(6_025_000, '2027-02-01')],
      expected: { interest: 25_000, principal: 6_000_000, extra: 5_911_773, balance: 0, unpaid: 0, next: 61, toward: 0 },
    },
  ])('$name', ({ payments, expected }) => {
    const result = payAll(payments);
    expect({
      interest: result.interestCents,
      principal: result.principalCents,
      extra: result.extraPrincipalCents,
      balance: result.newPosition.principalBalanceCents,
      unpaid: result.newPosition.unpaidInterestCents,
      next: result.newPosition.nextInstallmentNumber,
      toward: result.newPosition.paidTowardNextCents,
    }).toEqual(expected);
    expect(result.newPosition.accruedThrough).toBe(payments.at(-1)?.paidOn);
  });

  it('does not change the position it is given', () => {
    const before = { ...OPEN };
    allocatePayment(OPEN, pay(213_227, '2027-02-01'), 'keep-term-lower-payment');
    expect(OPEN).toEqual(before);
  });

  describe('the final payment', () => {
    const onTime = SCHEDULE.slice(0, -1).map((row) => pay(row.paymentCents, row.dueDate));
    const beforeLast = payAll(onTime).newPosition;

    it('owes exactly the schedule’s last row on its due date', () => {
      expect(beforeLast.nextInstallmentNumber).toBe(60);
      expect(payoffAmountCents(beforeLast, '2032-01-01')).toBe(113_254);
    });

    it('pays the loan off', () => {
      const result = allocatePayment(beforeLast, pay(113_254, '2032-01-01'));
      expect(result).toMatchObject({ interestCents: 470, principalCents: 112_784, extraPrincipalCents: 0 });
      expect(isPaidOff(result.newPosition)).toBe(true);
      expect(nextDueDate(result.newPosition)).toBeNull();
      expect(recomputeSchedule(result.newPosition)).toEqual([]);
    });

    it('refuses a cent more, quoting the payoff', () => {
      const error = thrownBy(() => allocatePayment(beforeLast, pay(113_255, '2032-01-01')));
      expect(error).toBeInstanceOf(PayoffExceededError);
      expect(error).toMatchObject({ payoffCents: 113_254, onDate: '2032-01-01', field: 'amountCents', message: 'The payoff amount on 2032-01-01 is $1,132.54' });
    });

    it('refuses any payment once paid off', () => {
      const paidOff = allocatePayment(beforeLast, pay(113_254, '2032-01-01')).newPosition;
      expect(thrownBy(() => allocatePayment(paidOff, pay(1, '2032-02-01')))).toMatchObject({ payoffCents: 0 });
    });
  });

  it.each([
    ['2027-02-01', 6_025_001, 6_025_000, '$60,250.00'],
    ['2027-01-16', 6_012_098, 6_012_097, '$60,120.97'],
    ['2027-01-16', 99_000_000, 6_012_097, '$60,120.97'],
  ])('refuses over-payment on %s of %s¢: payoff %s¢', (paidOn, amountCents, payoffCents, dollars) => {
    const error = thrownBy(() => allocatePayment(OPEN, pay(amountCents, paidOn)));
    expect(error).toBeInstanceOf(PayoffExceededError);
    expect(error).toBeInstanceOf(PaymentError);
    expect(error).toMatchObject({ payoffCents, onDate: paidOn, message: `The payoff amount on ${paidOn} is ${dollars}` });
  });

  it.each([
    ['amountCents', 0, '2027-02-01'],
    ['amountCents', -113_227, '2027-02-01'],
    ['amountCents', 1_132.27, '2027-02-01'],
    ['amountCents', Number.NaN, '2027-02-01'],
    ['paidOn', 113_227, '2026-12-31'],
    ['paidOn', 113_227, '2027-02-29'],
    ['paidOn', 113_227, '02/01/2027'],
  ])('refuses a bad %s: %s on %s', (field, amountCents, paidOn) => {
    const error = thrownBy(() => allocatePayment(OPEN, pay(amountCents, paidOn)));
    expect(error).toBeInstanceOf(PaymentError);
    expect(error).not.toBeInstanceOf(PayoffExceededError);
    expect(error).toMatchObject({ field });
  });

  it('refuses a payment dated before the last one', () => {
    const after = allocatePayment(OPEN, pay(113_227, '2027-02-11')).newPosition;
    expect(thrownBy(() => allocatePayment(after, pay(113_227, '2027-02-10')))).toMatchObject({ name: 'PaymentError', field: 'paidOn' });
    expect(allocatePayment(after, pay(1_000, '2027-02-11')).interestCents).toBe(0);
  });
});

describe('re-amortization after 5,000.00 extra with the first installment', () => {
  const extra = pay(113_227 + 500_000, '2027-02-01');

  describe.each([
    { mode: 'keep-payment-shorten-term' as const, payment: 113_227, rows: 54, lastNumber: 55, lastDue: '2031-08-01' },
    // 54,117.73 re-leveled over the 59 installments left.
    { mode: 'keep-term-lower-payment' as const, payment: 103_651, rows: 59, lastNumber: 60, lastDue: '2032-01-01' },
  ])('$mode', ({ mode, payment, rows, lastNumber, lastDue }) => {
    const allocation = allocatePayment(OPEN, extra, mode);
    const schedule = recomputeSchedule(allocation.newPosition, mode);

    it('records the extra principal and the payment in force', () => {
      expect(allocation.extraPrincipalCents).toBe(500_000);
      expect(allocation.newPosition.scheduledPaymentCents).toBe(payment);
    });

    it('continues from installment 2 at the level payment', () => {
      expect(schedule[0]).toMatchObject({ number: 2, dueDate: '2027-03-01', paymentCents: payment, interestCents: 22_549 });
      expect(schedule).toHaveLength(rows);
      expect(schedule.slice(0, -1).every((row) => row.paymentCents === payment)).toBe(true);
    });

    it('ends at exactly 0, the last payment no more than the level one', () => {
      const last = schedule.at(-1);
      expect(last).toMatchObject({ number: lastNumber, dueDate: lastDue, balanceCents: 0 });
      expect(last?.paymentCents).toBeLessThanOrEqual(payment);
      expect(schedule.reduce((sum, row) => sum + row.principalCents, 0)).toBe(5_411_773);
    });

    it('gives the same rows whichever mode recomputes a position already re-leveled', () => {
      expect(recomputeSchedule(allocation.newPosition)).toEqual(schedule);
    });
  });

  it('defaults to keeping the payment', () => {
    expect(allocatePayment(OPEN, extra)).toEqual(allocatePayment(OPEN, extra, 'keep-payment-shorten-term'));
    expect(recomputeSchedule(allocatePayment(OPEN, extra).newPosition)).toHaveLength(54);
  });

  it('does not re-level without extra principal', () => {
    const late = allocatePayment(OPEN, pay(113_227, '2027-02-11'), 'keep-term-lower-payment');
    expect(late.newPosition.scheduledPaymentCents).toBe(113_227);
  });
});

describe('recomputeSchedule', () => {
  it('reproduces buildSchedule for a new loan', () => {
    expect(recomputeSchedule(OPEN)).toEqual(SCHEDULE);
  });

  it('re-leveling a new loan over its own term changes nothing', () => {
    expect(recomputeSchedule(OPEN, 'keep-term-lower-payment')).toEqual(SCHEDULE);
  });

  it('asks only for the rest of a part-paid installment, unpaid interest first, then rejoins the schedule', () => {
    const position = allocatePayment(OPEN, pay(10_000, '2027-02-01')).newPosition;
    const rows = recomputeSchedule(position);
    expect(rows[0]).toEqual({ number: 1, dueDate: '2027-02-01', paymentCents: 103_227, interestCents: 15_000, principalCents: 88_227, balanceCents: 5_911_773 });
    expect(rows.slice(1)).toEqual(SCHEDULE.slice(1));
  });

  it('shows overdue installments with the interest owed to date, and no interest twice', () => {
    // 10.00 on Mar 15 against 25,000 · (2 + 14/31) = 61,290 owed: 60,290 stays unpaid.
    const position = allocatePayment(OPEN, pay(1_000, '2027-03-15')).newPosition;
    expect(position.unpaidInterestCents).toBe(60_290);
    const rows = recomputeSchedule(position);
    expect(rows[0]).toMatchObject({ number: 1, dueDate: '2027-02-01', interestCents: 60_290, paymentCents: 112_227, principalCents: 51_937 });
    expect(rows[1]).toMatchObject({ number: 2, dueDate: '2027-03-01', interestCents: 0, paymentCents: 113_227 });
    // Mar 15 → Apr 1 is 17 of 31 days, on 6,000,000 − 51,937 − 113,227 = 5,834,836.
    expect(rows[2]).toMatchObject({ number: 3, dueDate: '2027-04-01', interestCents: Math.round((5_834_836 * 500 * 17) / (120_000 * 31)) });
    expect(rows.at(-1)?.balanceCents).toBe(0);
    expect(rows.reduce((sum, row) => sum + row.principalCents, 0)).toBe(position.principalBalanceCents);
  });
});
