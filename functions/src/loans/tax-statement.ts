import {
  buildTaxYearStatement,
  displayName,
  LATE_FEE_NOTE,
  NO_TAX_ADVICE,
  statementYears,
  taxYearRefusal,
  type CalendarDate,
  type LoanRole,
  type TaxYearStatementResponse,
} from '@kinloan/domain';
import { fieldError } from '../platform/app-error';
import type { LoanDocument } from './loan-document';
import { confirmedPaymentsOf, endOf, ledgerTermsOf } from './servicing-state';

/**
 * A loan's statement for one calendar year, for one of its parties: the domain's figures from
 * the confirmed payments the loan keeps (the same input as its ledger), and the year checked
 * against the loan's own years: anything else is a 400 naming `year`.
 */
export function taxStatementOf(loan: LoanDocument, role: LoanRole, yearText: string, today: CalendarDate): TaxYearStatementResponse {
  const terms = ledgerTermsOf(loan);
  const end = endOf(loan);
  const years = statementYears(terms.loanStartDate, today, end);
  const refusal = taxYearRefusal(yearText, years);
  if (refusal) throw fieldError(refusal.field, refusal.message);
  const year = Number(yearText);
  const statement = buildTaxYearStatement({ terms, confirmedPayments: confirmedPaymentsOf(loan), year, today, end });
  return {
    ...statement,
    loanId: loan.id,
    yourLoanRole: role,
    lenderName: displayName(loan.lender),
    borrowerName: displayName(loan.borrower),
    asOf: today,
    noTaxAdvice: NO_TAX_ADVICE,
    lateFeeNote: statement.lateFees.length > 0 ? LATE_FEE_NOTE : null,
  };
}
