import type { RequestHandler } from 'express';
import type { ApiDependencies } from '../http/api-app';
import { verifiedCaller } from './action-context';
import { ledgerCsv, CSV_CONTENT_TYPE } from './ledger-csv';
import { loadLoanForParty } from './load-loan';
import { loanCalendar, ICS_CONTENT_TYPE } from './loan-calendar';
import { loadPayments } from './payment-document';
import { displayName } from './request-details';
import { appBaseUrl } from '../config/environment';
import { ledgerOf, todayUtc } from './servicing-state';

/** GET /api/v1/loans/{id}/ledger.csv: the loan record as a spreadsheet download. */
export function getLedgerCsv(deps: ApiDependencies): RequestHandler {
  return async (req, res) => {
    const db = deps.firestore();
    const { loan } = await loadLoanForParty(db, String(req.params.id), verifiedCaller(req));
    const csv = ledgerCsv(ledgerOf(loan, todayUtc()), await loadPayments(db, loan.id));
    res
      .status(200)
      .set('Content-Type', CSV_CONTENT_TYPE)
      .set('Content-Disposition', `attachment; filename="kinloan-loan-${loan.id}-ledger.csv"`)
      .set('Cache-Control', 'no-store')
      .send(csv);
  };
}

/** GET /api/v1/loans/{id}/calendar.ics: the remaining due dates; none once the loan has ended. */
export function getLoanCalendar(deps: ApiDependencies): RequestHandler {
  return async (req, res) => {
    const db = deps.firestore();
    const { loan, role } = await loadLoanForParty(db, String(req.params.id), verifiedCaller(req));
    const ics = loanCalendar({
      loanId: loan.id,
      role,
      lenderName: displayName(loan.lender),
      borrowerName: displayName(loan.borrower),
      remaining: loan.status === 'active' ? ledgerOf(loan, todayUtc()).remaining : [],
      link: `${appBaseUrl(deps.environment())}/${loan.id}/loan-record`,
      now: new Date(),
    });
    res
      .status(200)
      .set('Content-Type', ICS_CONTENT_TYPE)
      .set('Content-Disposition', `attachment; filename="kinloan-loan-${loan.id}-due-dates.ics"`)
      .set('Cache-Control', 'no-store')
      .send(ics);
  };
}
