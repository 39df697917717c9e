import { Router } from 'express';
import type { ApiDependencies } from '../http/api-app';
import { requireAuth } from '../http/auth-middleware';
import { createLoanRequest } from './create-loan-request';
import { deleteLoanRequest } from './delete-loan-request';
import { finalizeLoanRequest } from './finalize-loan-request';
import { countFirestoreOps, firestoreOpCountingEnabled } from './firestore-ops';
import { getLoanDocument } from './get-loan-document';
import { endLoan } from './end-loan';
import { getLoan } from './get-loan';
import { getLoanRequest } from './get-loan-request';
import { getLoanWish } from './get-loan-wish';
import { listLoanRequests } from './list-loan-requests';
import { listLoans } from './list-loans';
import { getLedgerCsv, getLoanCalendar } from './loan-exports';
import { addLoanNote } from './loan-notes';
import { patchLoanRequest } from './patch-loan-request';
import { getLoanPayment, getLoanPayments } from './payments-read';
import { recordPayment } from './payments-record';
import { paymentAction } from './payments-transition';
import { publishWish, unpublishWish } from './publish-wish';
import { rejectLoanRequest } from './reject-loan-request';
import { putReminderSettings } from './reminder-settings';
import { reviewLoanRequest } from './review-loan-request';
import { sendLoanRequest } from './send-loan-request';
import { enrollInService } from './service-enrollment';
import { signLoanRequest } from './sign-loan-request';
import { signTos } from './sign-tos';

export interface LoansRouterOptions {
  /** Report Firestore reads and writes per response (the bench); emulators only. */
  countFirestoreOps: boolean;
}

function options(): LoansRouterOptions {
  return { countFirestoreOps: firestoreOpCountingEnabled(process.env) };
}

function newRouter(opts: LoansRouterOptions): Router {
  const router = Router();
  if (opts.countFirestoreOps) router.use(countFirestoreOps());
  return router;
}

/**
 * /api/v1: loan requests, loans and their servicing (payments, notes, reminders, the ledger
 * as CSV and calendar, ending, the managed service), the agreement PDF and the public loan wish. Every call but
 * the loan wish needs a Bearer ID token, and acting on loans needs a verified email.
 */
export function loansRouterV1(deps: ApiDependencies, opts: LoansRouterOptions = options()): Router {
  const router = newRouter(opts);
  const signedIn = requireAuth(deps.auth);
  router.post('/loanRequest', signedIn, createLoanRequest(deps));
  router.get('/loanRequest/:id', signedIn, getLoanRequest(deps));
  router.patch('/loanRequest/:id', signedIn, patchLoanRequest(deps));
  router.get('/loanRequests', signedIn, listLoanRequests(deps));
  router.post('/loanRequests/:id/signTos', signedIn, signTos(deps));
  router.post('/loanRequests/:id/send', signedIn, sendLoanRequest(deps));
  router.post('/loanRequests/:id/reject', signedIn, rejectLoanRequest(deps));
  router.post('/loanRequests/:id/publishWish', signedIn, publishWish(deps));
  router.post('/loanRequests/:id/unpublishWish', signedIn, unpublishWish(deps));
  router.delete('/loanRequests/:id', signedIn, deleteLoanRequest(deps));
  router.get('/loans', signedIn, listLoans(deps));
  router.get('/loans/:id', signedIn, getLoan(deps));
  router.get('/loans/:id/payments', signedIn, getLoanPayments(deps));
  router.post('/loans/:id/payments', signedIn, recordPayment(deps));
  router.get('/loans/:id/payments/:paymentId', signedIn, getLoanPayment(deps));
  router.post('/loans/:id/payments/:paymentId/confirm', signedIn, paymentAction(deps, 'confirm'));
  router.post('/loans/:id/payments/:paymentId/dispute', signedIn, paymentAction(deps, 'dispute'));
  router.post('/loans/:id/payments/:paymentId/withdraw', signedIn, paymentAction(deps, 'withdraw'));
  router.get('/loans/:id/ledger.csv', signedIn, getLedgerCsv(deps));
  router.get('/loans/:id/calendar.ics', signedIn, getLoanCalendar(deps));
  // Append-only: there is deliberately no route to edit or delete a note.
  router.post('/loans/:id/notes', signedIn, addLoanNote(deps));
  router.put('/loans/:id/reminders', signedIn, putReminderSettings(deps));
  router.post('/loans/:id/end', signedIn, endLoan(deps));
  router.post('/loans/:id/serviceEnrollment', signedIn, enrollInService(deps));
  router.get('/loanDocuments/:id', signedIn, getLoanDocument(deps));
  router.get('/loanWishes/:id', getLoanWish(deps));
  return router;
}

/** /api/v2: the spec puts review, sign and finalize under v2. */
export function loansRouterV2(deps: ApiDependencies, opts: LoansRouterOptions = options()): Router {
  const router = newRouter(opts);
  const signedIn = requireAuth(deps.auth);
  router.post('/loanRequests/:id/review', signedIn, reviewLoanRequest(deps));
  router.post('/loanRequests/:id/sign', signedIn, signLoanRequest(deps));
  router.post('/loanRequests/:id/finalize', signedIn, finalizeLoanRequest(deps));
  return router;
}
