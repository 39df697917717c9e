import { describe, expect, it } from 'vitest';
import { buildLedger, type LedgerPayment, type LedgerTerms } from '../loan/ledger';
import { buildPayoffLetter, type PayoffLetterInput } from './payoff-letter';

// $1,000 at 12% a year (1% a month) over 2 months from January 15, 2026: $507.51 a month.
const twelvePercent: LedgerTerms = {
  principalCents: 100_000,
  annualRateBps: 1_200,
  termMonths: 2,
  firstPaymentDate: '2026-02-15',
  loanStartDate: '2026-01-15',
  extraPaymentMode: 'keep-payment-shorten-term',
  lateFeeCents: 2_500,
  lateFeeGraceDays: 10,
};

const pay = (id: string, amountCents: number, paidOn: string): LedgerPayment => ({ id, amountCents, paidOn });

function letterFor(terms: LedgerTerms, payments: LedgerPayment[], payoffDate: string) {
  const ledger = buildLedger(terms, payments, payoffDate);
  const input: PayoffLetterInput = {
    loanId: 'loan123',
    agreementSha256: 'a'.repeat(64),
    agreementExecutedOn: terms.loanStartDate,
    lenderName: 'Maya Okafor',
    borrowerName: 'Daniel Okafor',
    terms,
    payoffDate,
    payments: ledger.payments,
  };
  return { ledger, letter: buildPayoffLetter(input), input };
}

describe('buildPayoffLetter', () => {
  // Hand-worked: each payment pays the interest since the last, at 1% a month, then principal.
  it.each([
    {
      name: 'two on-time payments: $10.00 then $5.02 interest',
      payments: [pay('p1', 50_751, '2026-02-15'), pay('p2', 50_751, '2026-03-15')],
      paid: 101_502,
      interest: 1_502,
      last: '2026-03-15',
    },
    {
      // $800 on Feb 15: $10.00 interest, $790.00 principal, $210.00 left; a month's 1% on it is $2.10.
      name: 'an extra payment: $800 then the $212.10 left',
      payments: [pay('p1', 80_000, '2026-02-15'), pay('p2', 21_210, '2026-03-15')],
      paid: 101_210,
      interest: 1_210,
      last: '2026-03-15',
    },
    {
      // Paid 14 days late with the $25 fee: a month and a half (14 of February's 28 days) is
      // $15.00; the last half month on $482.49 is $2.41.
      name: 'a late payment with its fee in it',
      payments: [pay('p1', 53_251, '2026-03-01'), pay('p2', 48_490, '2026-03-15')],
      paid: 101_741,
      interest: 1_741,
      last: '2026-03-15',
    },
  ])('$name', ({ payments, paid, interest, last }) => {
    const { letter, ledger } = letterFor(twelvePercent, payments, last);
    expect(ledger.balanceCents).toBe(0);
    expect(letter.totals).toEqual({ paidCents: paid, principalCents: 100_000, interestCents: interest, lateFeesCents: 0, paymentCount: 2 });
    // The letter's totals are the loan record's, never a second calculation.
    expect(letter.totals.paidCents).toBe(ledger.totals.paidCents);
    expect(letter.totals.interestCents).toBe(ledger.totals.interestPaidCents);
    expect(letter.lastPaymentOn).toBe(last);
  });

  it('a 0% loan repaid in three payments shows no interest', () => {
    const zero = { ...twelvePercent, principalCents: 60_000, annualRateBps: 0, termMonths: 3 };
    const { letter } = letterFor(zero, [pay('a', 20_000, '2026-02-15'), pay('b', 20_000, '2026-03-15'), pay('c', 20_000, '2026-04-15')], '2026-04-20');
    expect(letter.totals).toMatchObject({ paidCents: 60_000, interestCents: 0, paymentCount: 3 });
    expect(letter.fullText).toContain('Interest paid: $0.00');
    expect(letter.fullText).toContain('in 3 payments, the last on April 15, 2026, and the loan was marked paid off as of April 20, 2026');
    expect(letter.fullText).toContain('repaid the $600.00 lent in 3 payments');
    expect(letter.fullText).not.toContain('with interest');
  });

  it('names the note, both people, the release and every payment in its text', () => {
    const { letter } = letterFor(twelvePercent, [pay('p1', 50_751, '2026-02-15'), pay('p2', 50_751, '2026-03-15')], '2026-03-15');
    expect(letter.letterNumber).toBe('PL-loan123');
    expect(letter.agreementNumber).toBe('KL-loan123');
    expect(letter.fullText).toContain('Promissory Note and Loan Agreement KL-loan123, made between Maya Okafor (the Lender) and Daniel Okafor (the Borrower)');
    expect(letter.fullText).toContain(`Note SHA-256: ${'a'.repeat(64)}`);
    expect(letter.fullText).toContain('Principal repaid: $1,000.00');
    expect(letter.fullText).toContain('Interest paid: $15.02');
    expect(letter.fullText).toContain('2. 2026-03-15: $507.51 (interest $5.02, principal $502.49, balance after $0.00)');
    expect(letter.release).toMatch(/releases the Borrower from every obligation to repay principal and interest under the note KL-loan123/);
    // The note allows late fees the ledger does not record: the letter neither waives them nor says nothing more is owed.
    expect(letter.fullText).toContain('Late fees: Not covered by this letter');
    expect(letter.fullText).toContain('No principal or interest is owed under the note.');
    expect(letter.fullText).not.toMatch(/Nothing more is owed|every obligation to pay under/);
  });

  it('refuses to write a letter for a loan with a balance left', () => {
    expect(() => letterFor(twelvePercent, [pay('p1', 50_751, '2026-02-15')], '2026-02-15')).toThrow(/not paid off/);
    expect(() => letterFor(twelvePercent, [], '2026-02-15')).toThrow(/not paid off/);
  });
});
