import type { LoanRole } from '../loan/loan-machine';
import type { TaxYearStatement } from '../tax/tax-year-statement';

/** 200 from GET /api/v1/loans/{id}/taxStatements/{year}: one calendar year of the loan, for either party. */
export interface TaxYearStatementResponse extends TaxYearStatement {
  readonly loanId: string;
  readonly yourLoanRole: LoanRole;
  readonly lenderName: string;
  readonly borrowerName: string;
  /** The day the statement was worked out (UTC): the year in progress runs to here. */
  readonly asOf: string;
  readonly noTaxAdvice: string;
  /** Set when the year has late fees: how Kinloan counts them (the ledger never takes them out of payments). */
  readonly lateFeeNote: string | null;
}
