import { describe, expect, it } from 'vitest';
import { buildSchedule, LoanTermsError, scheduleTotals } from '../loan/amortization';
import { formatUsd } from '../money';
import { emptyParty, SAMPLE_BORROWER, SAMPLE_LENDER, SAMPLE_TERMS, sampleAgreementInput } from './agreement-test-support';
import {
  AGREEMENT_TEXT_VERSION,
  buildLoanAgreement,
  installmentLine,
  totalsLine,
  US_STATE_NAMES,
  usStateName,
} from './loan-agreement';

const HEADINGS = [
  '1. Promise to Pay',
  '2. Interest',
  '3. Payments',
  '4. Application of Payments',
  '5. Late Payment',
  '6. Prepayment',
  '7. Default and Collection',
  '8. Governing Law',
  '9. Electronic Records and Signatures',
  '10. Entire Agreement, Amendments and Severability',
  '11. Purpose',
];

const sample = buildLoanAgreement(sampleAgreementInput());
const sectionText = (heading: string, agreement = sample) =>
  agreement.sections.find((section) => section.heading === heading)?.paragraphs.join('\n') ?? '';
const withTerms = (terms: Partial<typeof SAMPLE_TERMS>) =>
  buildLoanAgreement(sampleAgreementInput({ terms: { ...SAMPLE_TERMS, ...terms } }));

describe('buildLoanAgreement', () => {
  it('is deterministic', () => {
    expect(buildLoanAgreement(sampleAgreementInput())).toEqual(sample);
  });

  it('titles and numbers the agreement from the request id', () => {
    expect(sample.title).toBe('Promissory Note and Loan Agreement');
    expect(sample.agreementNumber).toBe('KL-req_7Hq2');
    expect(sample.fullText.startsWith('Promissory Note and Loan Agreement\nAgreement number: KL-req_7Hq2\n')).toBe(true);
  });

  it('has every clause, numbered and in order, in the data and in the text', () => {
    expect(sample.sections.map((section) => section.heading)).toEqual(HEADINGS);
    for (const section of sample.sections) {
      expect(section.paragraphs.length).toBeGreaterThan(0);
      for (const paragraph of section.paragraphs) {
        expect(sample.fullText).toContain(paragraph);
        expect(sample.fullText).toContain(paragraph);
      }
    }
    const positions = HEADINGS.map((heading) => sample.fullText.indexOf(`\n${heading}\n`));
    expect(positions.every((position) => position > 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
  });

  it('states the promise in words and figures, the rate, the payments and the hand-over', () => {
    expect(sectionText('1. Promise to Pay')).toContain('Twelve Thousand Dollars and 00/100 ($12,000.00)');
    expect(sectionText('2. Interest')).toContain('fixed annual rate of 5%');
    expect(sectionText('2. Interest')).toContain('simple interest');
    const payments = sectionText('3. Payments');
    expect(payments).toContain('24 monthly payments');
    expect(payments).toContain(`Each payment of ${formatUsd(sample.schedule[0]!.paymentCents)}`);
    expect(payments).toContain('starting on March 1, 2026');
    expect(payments).toContain('due on February 1, 2028');
    expect(payments).toContain('by bank transfer on February 1, 2026');
  });

  it('applies payments to interest first, extra to principal, per the agreed extra-payment mode', () => {
    expect(sectionText('4. Application of Payments')).toMatch(/first to interest.*then to principal/s);
    expect(sectionText('4. Application of Payments')).toContain('goes entirely to principal');
    expect(sectionText('4. Application of Payments')).toContain('the monthly payment stays the same and the loan is repaid sooner');
    const lower = withTerms({ extraPaymentMode: 'keep-term-lower-payment' });
    expect(sectionText('4. Application of Payments', lower)).toContain('monthly payment is recalculated lower');
  });

  it('words the late fee with its grace period, and says so when there is none', () => {
    expect(sectionText('5. Late Payment')).toContain('within 10 days after its due date');
    expect(sectionText('5. Late Payment')).toContain('late fee of $25.00');
    expect(sectionText('5. Late Payment', withTerms({ lateFeeGraceDays: 0 }))).toContain('in full by its due date');
    const none = withTerms({ lateFeeCents: 0 });
    expect(sectionText('5. Late Payment', none)).toContain('There is no late fee.');
    expect(none.keyTerms).toContainEqual({ label: 'Late fee', value: 'None' });
  });

  it('words a 0% loan as interest-free, without interest mechanics', () => {
    const free = withTerms({ annualRateBps: 0 });
    expect(sectionText('2. Interest', free)).toContain('interest-free loan');
    expect(sectionText('2. Interest', free)).not.toContain('one twelfth');
    expect(sectionText('4. Application of Payments', free)).toContain('Each payment is applied to principal.');
    expect(free.totals.totalInterestCents).toBe(0);
    expect(free.keyTerms).toContainEqual({ label: 'Annual interest rate', value: '0% (interest-free)' });
  });

  it('words a single payment as one payment', () => {
    const once = withTerms({ termMonths: 1 });
    expect(sectionText('3. Payments', once)).toContain('in one payment of $12,050.00, due on March 1, 2026');
  });

  it('allows prepayment without penalty', () => {
    expect(sectionText('6. Prepayment')).toContain('at any time without penalty');
  });

  it('names the governing-law state in full', () => {
    expect(sectionText('8. Governing Law')).toContain('the laws of the State of California');
    expect(sectionText('8. Governing Law', withTerms({ governingLawState: 'DC' }))).toContain(
      'the laws of the District of Columbia',
    );
    expect(sectionText('8. Governing Law', withTerms({ governingLawState: 'NY' }))).toContain('State of New York');
    expect(usStateName('WV')).toBe('West Virginia');
    expect(Object.keys(US_STATE_NAMES)).toHaveLength(51);
  });

  it('cites ESIGN and UETA and records the consent', () => {
    expect(sectionText('9. Electronic Records and Signatures')).toContain('ESIGN Act');
    expect(sectionText('9. Electronic Records and Signatures')).toContain('Uniform Electronic Transactions Act (UETA)');
    expect(sectionText('9. Electronic Records and Signatures')).toContain('each party consented');
  });

  it('states the purpose and that the note is not negotiable', () => {
    expect(sectionText('11. Purpose')).toContain('the loan is for: Car repair and a used car for commuting.');
    expect(sample.nonNegotiableStatement).toContain('not a negotiable instrument');
    expect(sample.fullText).toContain(sample.nonNegotiableStatement);
    expect(sample.fullText).toContain(sample.nonNegotiableStatement);
  });

  it('follows the schedule allocation will charge, with matching totals', () => {
    expect(sample.schedule).toEqual(buildSchedule(SAMPLE_TERMS));
    expect(sample.totals).toEqual(scheduleTotals(sample.schedule));
    expect(sample.totals.totalPrincipalCents).toBe(SAMPLE_TERMS.principalCents);
    for (const row of sample.schedule) expect(sample.fullText).toContain(`\n${installmentLine(row)}\n`);
    expect(sample.fullText).toContain(`\n${totalsLine(sample.totals)}\n`);
    expect(sample.fullText).toContain(totalsLine(sample.totals));
    expect(installmentLine(sample.schedule[0]!)).toBe('1 | 2026-03-01 | $526.46 | $50.00 | $476.46 | $11,523.54');
    expect(sample.keyTerms).toContainEqual({ label: 'Total of payments', value: formatUsd(sample.totals.totalPaidCents) });
  });

  it('prints the parties with their contact details in the text both sign', () => {
    for (const detail of [
      'Lender ("the Lender"): Maya Adaeze Okafor',
      'Address: 1200 SE Morrison St, Apt 4, Portland, OR 97214',
      'Email: maya.okafor@example.com',
      'Phone: (503) 555-0142',
      'Borrower ("the Borrower"): Daniel Okafor',
      'Address: 88 Valencia St, San Francisco, CA 94103',
    ]) {
      expect(sample.fullText).toContain(detail);
    }
  });

  it('says what the other party still has to complete', () => {
    const pending = buildLoanAgreement(sampleAgreementInput({ borrower: emptyParty('borrower') }));
    expect(pending.fullText).toContain('Borrower ("the Borrower"): [to be completed by the borrower]');
    expect(pending.fullText).toContain('Address: [to be completed by the borrower]');
    expect(pending.fullText).toContain('Email: [to be completed by the borrower]');
    expect(pending.fullText).toContain('Phone: [to be completed by the borrower]');
    expect(pending.fullText).toContain('Maya Adaeze Okafor');
    expect(pending.fullText).not.toBe(sample.fullText);
  });

  it('prints each party in its own slot whatever role it was labelled with', () => {
    const swapped = buildLoanAgreement(
      sampleAgreementInput({ lender: { ...SAMPLE_LENDER, role: 'borrower' }, borrower: { ...SAMPLE_BORROWER, role: 'lender' } }),
    );
    expect(swapped.fullText).toBe(sample.fullText);
  });

  it('writes canonical text: LF only, no trailing spaces, one final newline, versioned', () => {
    for (const text of [sample.fullText]) {
      expect(text).not.toContain('\r');
      expect(text).not.toMatch(/[ \t]\n/);
      expect(text.endsWith('\n') && !text.endsWith('\n\n')).toBe(true);
      expect(text).toContain(`Agreement text version: ${AGREEMENT_TEXT_VERSION}\n`);
    }
  });

  it('refuses terms Kinloan does not schedule', () => {
    expect(() => withTerms({ principalCents: 100, termMonths: 480 })).toThrow(LoanTermsError);
  });
});
