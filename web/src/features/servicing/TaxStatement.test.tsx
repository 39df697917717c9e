import { buildTaxYearStatement, LATE_FEE_NOTE, NO_TAX_ADVICE, type TaxYearStatementResponse } from '@kinloan/domain';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ConfigProvider } from '../../config';
import { testConfig } from '../../test/test-config';
import { installLoanApi } from '../loans/render-loan-app';
import { longDate } from '../loans/loan-words';
import { TaxStatement } from './TaxStatement';

// $24,000 interest-free from December 2027: below the short-term AFR, so every section shows.
function statement(overrides: Partial<TaxYearStatementResponse> = {}): TaxYearStatementResponse {
  const figures = buildTaxYearStatement({
    terms: {
      principalCents: 2_400_000,
      annualRateBps: 0,
      termMonths: 24,
      firstPaymentDate: '2028-01-01',
      loanStartDate: '2027-12-01',
      extraPaymentMode: 'keep-payment-shorten-term',
      lateFeeCents: 2_500,
      lateFeeGraceDays: 10,
    },
    confirmedPayments: [
      { id: 'p1', amountCents: 100_000, paidOn: '2028-01-01' },
      { id: 'p2', amountCents: 150_000, paidOn: '2028-02-01' },
    ],
    year: 2028,
    today: '2028-12-31',
    end: null,
  });
  return {
    ...figures,
    loanId: 'loan1',
    yourLoanRole: 'lender',
    lenderName: 'Maya Chen',
    borrowerName: 'Leo Park',
    asOf: '2028-12-31',
    noTaxAdvice: NO_TAX_ADVICE,
    lateFeeNote: LATE_FEE_NOTE,
    ...overrides,
  };
}

function show(s: TaxYearStatementResponse) {
  installLoanApi({});
  render(
    <ConfigProvider config={testConfig()}>
      <TaxStatement statement={s} />
    </ConfigProvider>,
  );
}

describe('the tax-year statement page', () => {
  it('shows the lender the year\'s figures, each payment\'s split, the forgone interest and the downloads', () => {
    show(statement());
    expect(screen.getByText('Interest received')).toBeTruthy();
    expect(screen.getByText('Balance on December 31').nextElementSibling?.textContent).toBe('$21,500.00');
    const rows = within(screen.getByRole('region', { name: 'Confirmed payments in 2028' })).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      `${longDate('2028-01-01')}$1,000.00$0.00$1,000.00$23,000.00`,
      `${longDate('2028-02-01')}$1,500.00$0.00$1,500.00 incl. $500.00 extra$21,500.00`,
    ]);
    expect(screen.getByRole('heading', { name: 'Below-market loan: forgone interest (IRC §7872)' })).toBeTruthy();
    expect(screen.getByText(/\$100,000/)).toBeTruthy();
    // The table's row may be older than the loan: the page says which month's rates it used, not that they were in force then.
    expect(screen.getByText(/the rates for February 2026: the latest published at or before the money was handed over/)).toBeTruthy();
    expect(screen.getByText(NO_TAX_ADVICE)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Download PDF' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Download CSV' })).toBeTruthy();
  });

  it('words the borrower\'s side as interest paid, and has no §7872 section when it does not apply', () => {
    show(statement({ yourLoanRole: 'borrower', forgoneInterest: null }));
    expect(screen.getByText('Interest paid')).toBeTruthy();
    expect(screen.queryByText(/7872/)).toBeNull();
  });
});
