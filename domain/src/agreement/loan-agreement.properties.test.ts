import { partyLines } from './agreement-text';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { US_STATE_CODES } from '../api/fields';
import { EXTRA_PAYMENT_MODES, TERMS_LIMITS, type ReadyLoanProposalDetails } from '../api/loan-request-schemas';
import { PAYMENT_METHODS } from '../api/payment-methods';
import { addCalendarDays } from '../dates';
import { LoanTermsError } from '../loan/amortization';
import { LOAN_LIMITS } from '../loan/limits';
import { loanTermsArb } from '../loan/test-arbitraries';
import { emptyParty } from './agreement-test-support';
import { buildLoanAgreement, type AgreementParty, type LoanAgreement, type LoanAgreementInput } from './loan-agreement';

const termsArb: fc.Arbitrary<ReadyLoanProposalDetails> = fc
  .record({
    core: loanTermsArb,
    purpose: fc.string({ minLength: 1, maxLength: 40 }).filter((text) => /\p{L}/u.test(text)),
    lateFeeCents: fc.oneof(fc.constant(0), fc.integer({ min: 1, max: TERMS_LIMITS.maxLateFeeCents })),
    lateFeeGraceDays: fc.integer({ min: 0, max: TERMS_LIMITS.maxLateFeeGraceDays }),
    extraPaymentMode: fc.constantFrom(...EXTRA_PAYMENT_MODES),
    governingLawState: fc.constantFrom(...US_STATE_CODES),
    method: fc.constantFrom(...PAYMENT_METHODS),
    daysBeforeFirstPayment: fc.integer({ min: 1, max: 90 }),
  })
  .map(({ core, method, daysBeforeFirstPayment, ...rest }) => ({
    ...core,
    ...rest,
    prepaymentAllowed: true as const,
    disbursement: { method, date: addCalendarDays(core.firstPaymentDate, -daysBeforeFirstPayment) },
  }));

const text = fc.oneof(fc.constant(''), fc.string({ maxLength: 30 }));
const partyArb = (role: AgreementParty['role']): fc.Arbitrary<AgreementParty> =>
  fc.oneof(
    fc.constant(emptyParty(role)),
    fc.record({
      role: fc.constant(role),
      firstName: text,
      middleName: text,
      lastName: text,
      email: fc.oneof(fc.constant(''), fc.emailAddress()),
      phone: fc.oneof(fc.constant(''), fc.constant('+15035550142'), text),
      address: fc.record({ line1: text, line2: text, city: text, state: fc.constantFrom('', ...US_STATE_CODES), zipCode: text }),
    }),
  );

/** Builds, skipping draws whose terms Kinloan refuses to schedule (tiny principals over long terms). */
function buildOrSkip(input: LoanAgreementInput): LoanAgreement {
  try {
    return buildLoanAgreement(input);
  } catch (error) {
    if (error instanceof LoanTermsError) fc.pre(false);
    throw error;
  }
}

type Change = (terms: ReadyLoanProposalDetails) => ReadyLoanProposalDetails | null;

const nudge = (value: number, min: number, max: number) => (value < max ? value + 1 : value > min ? value - 1 : null);
const when = <T,>(value: T | null, apply: (value: T) => ReadyLoanProposalDetails) => (value === null ? null : apply(value));

/** Every way a single term can change; null where the change is impossible for these terms. */
const CHANGES: Record<string, Change> = {
  principal: (t) => when(nudge(t.principalCents, LOAN_LIMITS.minPrincipalCents, LOAN_LIMITS.maxPrincipalCents), (principalCents) => ({ ...t, principalCents })),
  rate: (t) => when(nudge(t.annualRateBps, 0, LOAN_LIMITS.maxAnnualRateBps), (annualRateBps) => ({ ...t, annualRateBps })),
  term: (t) => when(nudge(t.termMonths, 1, LOAN_LIMITS.maxTermMonths), (termMonths) => ({ ...t, termMonths })),
  firstPaymentDate: (t) => ({ ...t, firstPaymentDate: addCalendarDays(t.firstPaymentDate, 1) }),
  disbursementDate: (t) => ({ ...t, disbursement: { ...t.disbursement, date: addCalendarDays(t.disbursement.date, -1) } }),
  disbursementMethod: (t) => ({
    ...t,
    disbursement: { ...t.disbursement, method: t.disbursement.method === 'cash' ? 'check' : 'cash' },
  }),
  purpose: (t) => ({ ...t, purpose: `${t.purpose}x` }),
  lateFee: (t) => when(nudge(t.lateFeeCents, 0, TERMS_LIMITS.maxLateFeeCents), (lateFeeCents) => ({ ...t, lateFeeCents })),
  // Grace days mean nothing without a fee, so only then are they a term the text must carry.
  graceDays: (t) =>
    t.lateFeeCents === 0 ? null : when(nudge(t.lateFeeGraceDays, 0, TERMS_LIMITS.maxLateFeeGraceDays), (lateFeeGraceDays) => ({ ...t, lateFeeGraceDays })),
  extraPaymentMode: (t) => ({
    ...t,
    extraPaymentMode: t.extraPaymentMode === 'keep-payment-shorten-term' ? 'keep-term-lower-payment' : 'keep-payment-shorten-term',
  }),
  governingLawState: (t) => ({ ...t, governingLawState: t.governingLawState === 'CA' ? 'NY' : 'CA' }),
};

describe('loan agreement properties', () => {
  it('the text both sign names the parties: another borrower is another text; building is deterministic', () => {
    fc.assert(
      fc.property(termsArb, partyArb('lender'), partyArb('borrower'), partyArb('borrower'), (terms, lender, borrower, other) => {
        const a = buildOrSkip({ requestId: 'r1', terms, lender, borrower });
        const b = buildOrSkip({ requestId: 'r1', terms, lender, borrower: other });
        const printed = (party: typeof borrower) => partyLines({ ...party, role: 'borrower' }).join('\n').replace(/\s+/g, ' ');
        if (printed(other) !== printed(borrower)) expect(b.fullText).not.toBe(a.fullText);
        else expect(b.fullText).toBe(a.fullText);
        expect(buildLoanAgreement({ requestId: 'r1', terms, lender, borrower })).toEqual(a);
        expect(a.fullText).not.toMatch(/[ \t]\n|\r/);
      }),
      { numRuns: 60 },
    );
  });

  it('any change to a term changes the text', () => {
    fc.assert(
      fc.property(termsArb, fc.constantFrom(...Object.keys(CHANGES)), (terms, name) => {
        const changed = CHANGES[name]?.(terms) ?? null;
        fc.pre(changed !== null);
        const before = buildOrSkip({ requestId: 'r1', terms, lender: emptyParty('lender'), borrower: emptyParty('borrower') });
        const after = buildOrSkip({ requestId: 'r1', terms: changed!, lender: emptyParty('lender'), borrower: emptyParty('borrower') });
        expect(after.fullText).not.toBe(before.fullText);
      }),
      { numRuns: 200 },
    );
  });
});
