import type { TaxYearStatementResponse } from '@kinloan/domain';
import { renderTaxStatementPdf } from '../../documents/renderers';
import { sha256Hex } from '../../documents/hash';
import { CSV_CONTENT_TYPE } from '../../loans/ledger-csv';
import { loadLoan } from '../../loans/loan-kind';
import { todayUtc } from '../../loans/servicing-state';
import { taxStatementOf } from '../../loans/tax-statement';
import { taxStatementCsv } from '../../loans/tax-statement-csv';
import type { HttpCommand } from '../../platform/command';
import type { Caller } from '../../platform/context';
import type { Dependencies } from '../../platform/deps';

/** The year's statement for the caller (lender or borrower); 404 for anyone else, 400 naming `year` for a year the loan has none. */
async function statementFor(deps: Dependencies, params: { id: string; year: string }, caller: Caller, now: string): Promise<TaxYearStatementResponse> {
  const { doc: loan, role } = await loadLoan(deps, params.id, caller);
  return taxStatementOf(loan, role, params.year, todayUtc(new Date(now)));
}

const fileName = (statement: TaxYearStatementResponse, ext: string) => `kinloan-loan-${statement.loanId}-statement-${statement.year}.${ext}`;

/** GET /api/v1/loans/{id}/taxStatements/{year} → the year's statement, for the lender or the borrower. */
export const getTaxStatement: HttpCommand<'loan.taxStatement'> = (ctx, { params }, deps) => statementFor(deps, params, ctx.caller, ctx.now);

/** GET …/taxStatements/{year}/statement.csv: the same figures as a spreadsheet download. */
export const taxStatementCsvFile: HttpCommand<'loan.taxStatementCsv'> = async (ctx, { params }, deps) => {
  const statement = await statementFor(deps, params, ctx.caller, ctx.now);
  return { filename: fileName(statement, 'csv'), contentType: CSV_CONTENT_TYPE, bytes: new TextEncoder().encode(taxStatementCsv(statement)), disposition: 'attachment' };
};

/** GET …/taxStatements/{year}/statement.pdf: the statement as a document, shown in the browser. */
export const taxStatementPdfFile: HttpCommand<'loan.taxStatementPdf'> = async (ctx, { params }, deps) => {
  const statement = await statementFor(deps, params, ctx.caller, ctx.now);
  const bytes = await renderTaxStatementPdf({ statement, figuresSha256: sha256Hex(taxStatementCsv(statement)), generatedAt: ctx.now });
  return { filename: fileName(statement, 'pdf'), contentType: 'application/pdf', bytes, disposition: 'inline' };
};
