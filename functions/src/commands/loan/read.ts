import { displayName, payoffLetterNumberOf, type LoanResponse, type LoanRole } from '@kinloan/domain';
import { ledgerCsv, CSV_CONTENT_TYPE } from '../../loans/ledger-csv';
import { LOANS, loanRoleOf, type LoanDocument } from '../../loans/loan-document';
import { loanCalendar, ICS_CONTENT_TYPE } from '../../loans/loan-calendar';
import { loadLoan } from '../../loans/loan-kind';
import { loadLoanView, loanResponse, loanSummaryResponse } from '../../loans/loan-view';
import { loadPayments, paymentResponse, paymentsToConfirmOf } from '../../loans/payment-document';
import { ledgerOf, todayUtc } from '../../loans/servicing-state';
import { appBaseUrl } from '../../config/environment';
import type { HttpCommand } from '../../platform/command';
import type { Dependencies } from '../../platform/deps';
import type { Caller } from '../../platform/context';
import { AppError } from '../../platform/app-error';
import { runQuery } from '../../platform/store';
import { readExecutedPdf } from '../../signing/executed-documents';
import { ownCustomerId } from '../loan-request/read';
import { loadPayment } from './payment-action';

/** The loan as it is now, for the caller: the record, payments, notes. */
export async function loanAnswer(deps: Dependencies, id: string, caller: Caller): Promise<LoanResponse> {
  const { doc, role } = await loadLoan(deps, id, caller);
  return loanResponse(await loadLoanView(deps.firestore(), doc), role);
}

/** GET /api/v1/loans/{id} → LoanResponse for the lender or the borrower, with the loan record. */
export const getLoan: HttpCommand<'loan.get'> = (ctx, { params }, deps) => loanAnswer(deps, params.id, ctx.caller);

/**
 * GET /api/v1/loans?customerId={id} → { loans } the caller lends or borrows, newest first (the
 * dashboard): one read per loan, whatever their payments and notes.
 */
export const listLoans: HttpCommand<'loan.list'> = async (ctx, { query }, deps) => {
  const uid = ownCustomerId(query.customerId, ctx.caller.uid);
  const db = deps.firestore();
  const snapshot = await runQuery(db.collection(LOANS).where('partyIds', 'array-contains', uid));
  const today = todayUtc();
  const mine = snapshot.docs
    .map((doc) => doc.data() as LoanDocument)
    .sort((a, b) => b.executedAt.localeCompare(a.executedAt))
    .flatMap((loan) => {
      const role = loanRoleOf(loan, uid);
      return role ? [{ loan, role }] : ([] as { loan: LoanDocument; role: LoanRole }[]);
    });
  const loans = await Promise.all(
    mine.map(async ({ loan, role }) => loanSummaryResponse(loan, await paymentsToConfirmOf(db, loan), role, today)),
  );
  return { loans };
};

/** GET /api/v1/loans/{id}/payments → { payments } in the order recorded, each confirmed one with its allocation. */
export const listPayments: HttpCommand<'loan.listPayments'> = async (ctx, { params }, deps) => {
  const { doc: loan } = await loadLoan(deps, params.id, ctx.caller);
  const ledger = ledgerOf(loan, todayUtc());
  const payments = (await loadPayments(deps.firestore(), loan.id)).map((payment) => paymentResponse(payment, ledger));
  return { payments };
};

/** GET /api/v1/loans/{id}/payments/{paymentId} → one payment with its allocation: the receipt. */
export const getPayment: HttpCommand<'loan.getPayment'> = async (ctx, { params }, deps) => {
  const { doc: loan } = await loadLoan(deps, params.id, ctx.caller);
  const payment = await loadPayment(deps.firestore(), loan.id, params.paymentId);
  return paymentResponse(payment, ledgerOf(loan, todayUtc()));
};

/** GET /api/v1/loans/{id}/ledger.csv: the loan record as a spreadsheet download. */
export const ledgerCsvFile: HttpCommand<'loan.ledgerCsv'> = async (ctx, { params }, deps) => {
  const { doc: loan } = await loadLoan(deps, params.id, ctx.caller);
  const csv = ledgerCsv(ledgerOf(loan, todayUtc()), await loadPayments(deps.firestore(), loan.id));
  return { filename: `kinloan-loan-${loan.id}-ledger.csv`, contentType: CSV_CONTENT_TYPE, bytes: new TextEncoder().encode(csv), disposition: 'attachment' };
};

/** GET /api/v1/loans/{id}/calendar.ics: the remaining due dates; none once the loan has ended. */
export const calendarFile: HttpCommand<'loan.calendar'> = async (ctx, { params }, deps) => {
  const { doc: loan, role } = await loadLoan(deps, params.id, ctx.caller);
  const ics = loanCalendar({
    loanId: loan.id,
    role,
    lenderName: displayName(loan.lender),
    borrowerName: displayName(loan.borrower),
    installments: loan.status === 'active' ? ledgerOf(loan, todayUtc()).installments : [],
    link: `${appBaseUrl(deps.environment())}/${loan.id}/loan-record`,
    now: new Date(ctx.now),
  });
  return { filename: `kinloan-loan-${loan.id}-due-dates.ics`, contentType: ICS_CONTENT_TYPE, bytes: new TextEncoder().encode(ics), disposition: 'attachment' };
};

export const NO_PAYOFF_LETTER = 'This loan has no payoff letter: one is made when the loan is marked paid off.';

/**
 * GET /api/v1/loans/{id}/payoffLetter.pdf: the payoff and release letter, the very file kept
 * when the loan was marked paid off, for either party; 404 for a loan not paid off.
 */
export const payoffLetterFile: HttpCommand<'loan.payoffLetter'> = async (ctx, { params }, deps) => {
  const { doc: loan } = await loadLoan(deps, params.id, ctx.caller);
  if (!loan.payoffLetter) throw new AppError('not-found', NO_PAYOFF_LETTER);
  const bytes = await readExecutedPdf(deps.firestore(), loan.payoffLetter);
  return { filename: `kinloan-${payoffLetterNumberOf(loan.id)}.pdf`, contentType: 'application/pdf', bytes, disposition: 'inline' };
};
