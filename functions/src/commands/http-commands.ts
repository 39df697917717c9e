import type { HttpCommands } from '../transport/express';
import { passwordReset } from './account/password-reset';
import { refreshAccess } from './account/refresh-access';
import { signIn } from './account/sign-in';
import { signUp } from './account/sign-up';
import { signUpWithOAuth } from './account/sign-up-with-oauth';
import { changePassword } from './customer/change-password';
import { getMe } from './customer/get-me';
import { putCustomer } from './customer/put';
import { sendVerificationEmail } from './customer/verification-email';
import { createLoanRequest } from './loan-request/create';
import { deleteLoanRequest } from './loan-request/delete';
import { finalizeLoanRequest } from './loan-request/finalize';
import { patchLoanRequest } from './loan-request/patch';
import { getLoanDocument, getLoanRequest, getRequestAuditTrail, listLoanRequests } from './loan-request/read';
import { rejectLoanRequest } from './loan-request/reject';
import { reviewLoanRequest } from './loan-request/review';
import { sendLoanRequest } from './loan-request/send';
import { signLoanRequest } from './loan-request/sign';
import { signTos } from './loan-request/sign-tos';
import { getLoanWish, publishWish, unpublishWish } from './loan-request/wish';
import { confirmPayment, disputePayment, withdrawPayment } from './loan/payment-action';
import { calendarFile, getLoan, getPayment, ledgerCsvFile, listLoans, listPayments, payoffLetterFile } from './loan/read';
import { recordPayment } from './loan/record-payment';
import { addNote, endLoan, enrollService, issuePayoffLetter, setReminders } from './loan/servicing';
import { getTaxStatement, taxStatementCsvFile, taxStatementPdfFile } from './loan/tax-statement';
import { verifyDocument } from './document/verify';
import { health } from './system/health';
import { stripeWebhook } from './webhook/stripe';

/** The command behind every HTTP endpoint of domain/src/api/endpoints.ts. */
export const HTTP_COMMANDS = {
  'system.health': health,
  'document.verify': verifyDocument,
  'account.signUp': signUp,
  'account.signIn': signIn,
  'account.signUpWithOAuth': signUpWithOAuth,
  'account.refreshAccess': refreshAccess,
  'account.passwordReset': passwordReset,
  'customer.getMe': getMe,
  'customer.sendVerificationEmail': sendVerificationEmail,
  'customer.changePassword': changePassword,
  'customer.put': putCustomer,
  'loanRequest.create': createLoanRequest,
  'loanRequest.get': getLoanRequest,
  'loanRequest.patch': patchLoanRequest,
  'loanRequest.list': listLoanRequests,
  'loanRequest.review': reviewLoanRequest,
  'loanRequest.signTos': signTos,
  'loanRequest.send': sendLoanRequest,
  'loanRequest.sign': signLoanRequest,
  'loanRequest.finalize': finalizeLoanRequest,
  'loanRequest.reject': rejectLoanRequest,
  'loanRequest.delete': deleteLoanRequest,
  'loanRequest.publishWish': publishWish,
  'loanRequest.unpublishWish': unpublishWish,
  'loanRequest.getDocument': getLoanDocument,
  'loanRequest.auditTrail': getRequestAuditTrail,
  'loanWish.get': getLoanWish,
  'loan.list': listLoans,
  'loan.get': getLoan,
  'loan.listPayments': listPayments,
  'loan.recordPayment': recordPayment,
  'loan.getPayment': getPayment,
  'loan.confirmPayment': confirmPayment,
  'loan.disputePayment': disputePayment,
  'loan.withdrawPayment': withdrawPayment,
  'loan.ledgerCsv': ledgerCsvFile,
  'loan.calendar': calendarFile,
  'loan.payoffLetter': payoffLetterFile,
  'loan.issuePayoffLetter': issuePayoffLetter,
  'loan.addNote': addNote,
  'loan.setReminders': setReminders,
  'loan.taxStatement': getTaxStatement,
  'loan.taxStatementPdf': taxStatementPdfFile,
  'loan.taxStatementCsv': taxStatementCsvFile,
  'loan.end': endLoan,
  'loan.enrollService': enrollService,
  'webhook.stripe': stripeWebhook,
} as const satisfies HttpCommands;
