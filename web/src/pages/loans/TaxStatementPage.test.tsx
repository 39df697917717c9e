import { buildTaxYearStatement, NO_TAX_ADVICE, type TaxYearStatementResponse } from '@kinloan/domain';
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installLoanApi, renderLoanApp } from '../../features/loans/render-loan-app';
import { LEDGER_TERMS, servicedLoan } from '../../features/servicing/test-fixtures';
import { errorBody, MAYA, resetSession, signInAs } from '../../session/test-support';
import { useLoanStore } from '../../stores/loan-store';

function statementFor(year: number): TaxYearStatementResponse {
  return {
    ...buildTaxYearStatement({ terms: LEDGER_TERMS, confirmedPayments: [], year, today: '2026-04-05', end: null }),
    loanId: 'loan1',
    yourLoanRole: 'borrower',
    lenderName: 'Daniel Okafor',
    borrowerName: 'Maya Okafor',
    asOf: '2026-04-05',
    noTaxAdvice: NO_TAX_ADVICE,
    lateFeeNote: null,
  };
}

describe('the tax-year statement page', () => {
  beforeEach(() => {
    resetSession();
    useLoanStore.getState().clearAll();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    signInAs(MAYA);
  });
  afterEach(() => {
    resetSession();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('is reached from the loan record\'s year picker and shows the year', async () => {
    installLoanApi({
      'GET /v1/loans/loan1': { status: 200, body: servicedLoan() },
      'GET /v1/loans/loan1/taxStatements/2026': { status: 200, body: statementFor(2026) },
    });
    renderLoanApp('/loan1/loan-record');
    const link = await screen.findByRole('link', { name: '2026' });
    expect(link.getAttribute('href')).toBe('/loan1/loan-record/tax-statements/2026');
    fireEvent.click(link);
    expect(await screen.findByRole('heading', { level: 1, name: 'Tax-year statement 2026' })).toBeTruthy();
    expect(await screen.findByText('Interest paid')).toBeTruthy();
    expect(screen.getByRole('link', { name: '2026' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByText(NO_TAX_ADVICE)).toBeTruthy();
  });

  it('says what the API said for a year the loan does not have', async () => {
    const detail = 'year must be a year of this loan (2026); got 2024.';
    installLoanApi({
      'GET /v1/loans/loan1': { status: 200, body: servicedLoan() },
      'GET /v1/loans/loan1/taxStatements/2024': { status: 400, body: errorBody(400, 'bad-request', { message: detail, fields: [{ field: 'year', message: detail }] }) },
    });
    renderLoanApp('/loan1/loan-record/tax-statements/2024');
    expect(await screen.findByText(detail)).toBeTruthy();
    expect(screen.queryByText('Interest paid')).toBeNull();
  });
});
