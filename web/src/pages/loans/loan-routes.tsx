import type { RouteObject } from 'react-router-dom';
import { lazyPage } from '../../app/lazy-page';
import { AccessGuard } from '../../session/AccessGuard';

// Each loan page is its own chunk (spec section 9: chunk time-out and Retry via lazyPage).
const NewLoanTermsPage = lazyPage(() => import('./NewLoanTermsPage'));
const LoanTermsPage = lazyPage(() => import('./LoanTermsPage'));
const LoanTermsAddlPage = lazyPage(() => import('./LoanTermsAddlPage'));
const LoanTermsChangePage = lazyPage(() => import('./LoanTermsChangePage'));
const LoanInfoPage = lazyPage(() => import('./LoanInfoPage'));
const LoanWishDetailsPage = lazyPage(() => import('./LoanWishDetailsPage'));
const LoanWishPublishedPage = lazyPage(() => import('./LoanWishPublishedPage'));
const LoanPartyPage = lazyPage(() => import('./LoanPartyPage'));
const LoanRecipientPartyPage = lazyPage(() => import('./LoanRecipientPartyPage'));
const LoanReviewPage = lazyPage(() => import('./LoanReviewPage'));
const LoanSignaturePage = lazyPage(() => import('./LoanSignaturePage'));
const RequestSentPage = lazyPage(() => import('./RequestSentPage'));
const RejectLoanPage = lazyPage(() => import('./RejectLoanPage'));
const RejectedPage = lazyPage(() => import('./RejectedPage'));
const LoanReviewRejectPage = lazyPage(() => import('./LoanReviewRejectPage'));
const LoanSuccessPage = lazyPage(() => import('./LoanSuccessPage'));
const ExecutedPage = lazyPage(() => import('./ExecutedPage'));
const LoanWishPage = lazyPage(() => import('./LoanWishPage'));
const LoanRecordPage = lazyPage(() => import('./LoanRecordPage'));
const PaymentReportPage = lazyPage(() => import('./PaymentReportPage'));
const LoanEndPage = lazyPage(() => import('./LoanEndPage'));
const ServiceEnrollmentPage = lazyPage(() => import('./ServiceEnrollmentPage'));
const TaxStatementPage = lazyPage(() => import('./TaxStatementPage'));

/** Issue 4: the loan flow of spec section 2, for signed-in people with a verified email. */
export const loanRoutes: RouteObject[] = [
  {
    element: <AccessGuard />,
    children: [
      { path: 'loan-terms', element: <NewLoanTermsPage /> },
      { path: ':id/loan-terms', element: <LoanTermsPage /> },
      { path: ':id/loan-terms-addl', element: <LoanTermsAddlPage /> },
      { path: ':id/loan-terms-change', element: <LoanTermsChangePage /> },
      { path: ':id/loan-info', element: <LoanInfoPage /> },
      { path: ':id/loan-wish-details', element: <LoanWishDetailsPage /> },
      { path: ':id/loan-wish-published', element: <LoanWishPublishedPage /> },
      { path: ':id/loan-party', element: <LoanPartyPage /> },
      { path: ':id/loan-recipient-party', element: <LoanRecipientPartyPage /> },
      { path: ':id/loan-review', element: <LoanReviewPage /> },
      { path: ':id/loan-signature', element: <LoanSignaturePage /> },
      { path: ':id/request-sent', element: <RequestSentPage /> },
      { path: ':id/reject-loan', element: <RejectLoanPage /> },
      { path: ':id/rejected', element: <RejectedPage /> },
      { path: ':id/loan-review-reject', element: <LoanReviewRejectPage /> },
      { path: ':id/loan-success', element: <LoanSuccessPage /> },
      { path: ':id/executed', element: <ExecutedPage /> },
      { path: ':id/loan-record', element: <LoanRecordPage /> },
      { path: ':id/loan-record/:paymentId/payment-report', element: <PaymentReportPage /> },
      { path: ':id/loan-end', element: <LoanEndPage /> },
      { path: ':id/service-enrollment', element: <ServiceEnrollmentPage /> },
      { path: ':id/loan-record/tax-statements/:year', element: <TaxStatementPage /> },
    ],
  },
];

/** Spec section 2: `/{id}/loan-wish` is public. */
export const loanWishRoute: RouteObject = { path: ':id/loan-wish', element: <LoanWishPage /> };
