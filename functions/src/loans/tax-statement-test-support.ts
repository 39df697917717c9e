import { buildTaxYearStatement, LATE_FEE_NOTE, NO_TAX_ADVICE, type LedgerTerms, type TaxYearStatementResponse } from '@kinloan/domain';

/**
 * $24,000 interest-free over 24 months, handed over December 1, 2027 ($1,000 on the 1st): in
 * 2028 (a leap year) it is below the 3.56% short-term AFR, so its statement has every section.
 * Installment 3 is paid on March 20, past its grace, and installment 4 is unpaid past April 11: two $25 late fees.
 */
export const BELOW_AFR_TERMS: LedgerTerms = {
  principalCents: 2_400_000,
  annualRateBps: 0,
  termMonths: 24,
  firstPaymentDate: '2028-01-01',
  loanStartDate: '2027-12-01',
  extraPaymentMode: 'keep-payment-shorten-term',
  lateFeeCents: 2_500,
  lateFeeGraceDays: 10,
};

export function sampleTaxStatement(overrides: Partial<TaxYearStatementResponse> = {}): TaxYearStatementResponse {
  const payments = [
    { id: 'p1', amountCents: 100_000, paidOn: '2028-01-01' },
    { id: 'p2', amountCents: 150_000, paidOn: '2028-02-01' },
    { id: 'p3', amountCents: 100_000, paidOn: '2028-03-20' },
  ];
  const statement = buildTaxYearStatement({ terms: BELOW_AFR_TERMS, confirmedPayments: payments, year: 2028, today: '2028-04-15', end: null });
  return {
    ...statement,
    loanId: 'loanTax2028',
    yourLoanRole: 'lender',
    lenderName: 'Maria Lopez',
    borrowerName: 'Sam Lopez',
    asOf: '2028-04-15',
    noTaxAdvice: NO_TAX_ADVICE,
    lateFeeNote: LATE_FEE_NOTE,
    ...overrides,
  };
}
