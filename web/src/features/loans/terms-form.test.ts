import { agreementSchedule } from '@kinloan/domain';
import { describe, expect, it } from 'vitest';
import { READY_TERMS } from './test-fixtures';
import { checkTerms, coreInputOf, firstOfNextMonth, moreInputOf, previewSchedule, readCoreTerms, readMoreTerms } from './terms-form';

const CORE = { amount: '12,000', rate: '5', termMonths: '24', firstPaymentDate: '2026-03-01', purpose: 'Car repair' };

describe('the terms form', () => {
  it('reads what people type into the API’s numbers', () => {
    expect(readCoreTerms(CORE)).toEqual({
      ok: true,
      value: { principalCents: 1_200_000, annualRateBps: 500, termMonths: 24, firstPaymentDate: '2026-03-01', purpose: 'Car repair' },
    });
    expect(readCoreTerms({ ...CORE, amount: '$2,500.50', rate: '4.25%' })).toMatchObject({ ok: true, value: { principalCents: 250_050, annualRateBps: 425 } });
  });

  it('explains each typing mistake next to its field', () => {
    expect(readCoreTerms({ amount: '', rate: 'five', termMonths: '2.5', firstPaymentDate: '2026-02-30', purpose: '' })).toEqual({
      ok: false,
      errors: {
        principalCents: 'Enter the loan amount, for example 12,000.',
        annualRateBps: 'Enter the rate as a percentage with up to two decimals, for example 5 or 4.25.',
        termMonths: 'Enter the term as a whole number of months, for example 24.',
        firstPaymentDate: 'Enter a real date, like 2026-03-01.',
      },
    });
  });

  it('checks limits and rules with the API’s own schema and messages', () => {
    const read = readCoreTerms({ ...CORE, amount: '20,000,000', rate: '40', purpose: ' ' });
    if (!read.ok) throw new Error('typed values should read');
    const checked = checkTerms({ ...READY_TERMS, ...read.value });
    expect(checked).toEqual({
      ok: false,
      errors: {
        principalCents: 'Loan amount must be at most $10,000,000.00.',
        annualRateBps: 'Annual interest rate must be at most 36%.',
        purpose: 'Purpose of the loan is required.',
      },
    });
    // The hand-over must come before the first payment.
    expect(checkTerms({ ...READY_TERMS, firstPaymentDate: '2026-01-15' })).toEqual({
      ok: false,
      errors: { firstPaymentDate: 'First payment date must be after the date the money is handed over.' },
    });
  });

  it('refuses terms the domain cannot schedule, on the term field', () => {
    const checked = checkTerms({ ...READY_TERMS, principalCents: 100, termMonths: 400, disbursement: undefined });
    expect(checked.ok).toBe(false);
    if (checked.ok) return;
    expect(Object.keys(checked.errors)).toEqual(['termMonths']);
  });

  it('previews the plain schedule, and the agreement’s once the hand-over date is known', () => {
    const plain = previewSchedule({ ...READY_TERMS, disbursement: undefined });
    expect(plain.ok).toBe(true);
    if (!plain.ok) return;
    expect(plain.schedule).toHaveLength(24);
    expect(plain.schedule[0]).toMatchObject({ number: 1, dueDate: '2026-03-01', paymentCents: 52_646, interestCents: 5_000 });
    expect(plain.totals.totalPrincipalCents).toBe(1_200_000);

    // With the hand-over date, the preview is the schedule the agreement prints.
    const terms = { ...READY_TERMS, extraPaymentMode: 'keep-term-lower-payment' as const, disbursement: { method: 'cash' as const, date: '2026-01-01' } };
    const withHandOver = previewSchedule(terms);
    expect(withHandOver.ok && withHandOver.schedule).toEqual(agreementSchedule(terms));

    expect(previewSchedule({ ...READY_TERMS, annualRateBps: 5_000 })).toEqual({ ok: false, field: 'annualRateBps', message: 'Enter a rate from 0% to 36%.' });
  });

  it('fills the forms from a request, and proposes sensible starting values', () => {
    expect(coreInputOf(READY_TERMS, '2026-01-10')).toEqual(CORE);
    expect(coreInputOf(null, '2026-12-20')).toEqual({ amount: '', rate: '', termMonths: '', firstPaymentDate: '2027-01-01', purpose: '' });
    expect(firstOfNextMonth('2026-01-31')).toBe('2026-02-01');
    const { governingLawState: _law, disbursement: _d, ...incomplete } = READY_TERMS;
    expect(moreInputOf(incomplete, { handOverDate: '2026-01-12', lawState: 'CA' })).toEqual({
      lateFee: '25',
      lateFeeGraceDays: '10',
      extraPaymentMode: 'keep-payment-shorten-term',
      disbursementMethod: '',
      disbursementDate: '2026-01-12',
      governingLawState: 'CA',
    });
    // What was saved stays.
    expect(moreInputOf(READY_TERMS, { handOverDate: '2026-01-12', lawState: 'CA' })).toMatchObject({
      disbursementDate: READY_TERMS.disbursement.date,
      governingLawState: READY_TERMS.governingLawState,
    });
  });

  it('reads the more-terms form, requiring the hand-over and the governing law', () => {
    expect(readMoreTerms({ lateFee: '', lateFeeGraceDays: '', extraPaymentMode: 'keep-term-lower-payment', disbursementMethod: 'zelle', disbursementDate: '2026-02-01', governingLawState: 'OR' })).toEqual({
      ok: true,
      value: {
        lateFeeCents: 0,
        lateFeeGraceDays: 10,
        extraPaymentMode: 'keep-term-lower-payment',
        governingLawState: 'OR',
        disbursement: { method: 'zelle', date: '2026-02-01' },
      },
    });
    expect(readMoreTerms({ lateFee: 'ten', lateFeeGraceDays: '10', extraPaymentMode: 'keep-term-lower-payment', disbursementMethod: '', disbursementDate: '', governingLawState: '' })).toEqual({
      ok: false,
      errors: {
        lateFeeCents: 'Enter the late fee in dollars, for example 25, or 0 for none.',
        'disbursement.method': 'Choose how the money is handed over.',
        'disbursement.date': 'Choose the date the money is handed over.',
        governingLawState: 'Choose the state whose law governs the agreement.',
      },
    });
  });
});
