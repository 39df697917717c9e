import {
  STATEMENTS_VERSION,
  type AuditTrailResponse,
  type EndLoanBody,
  type LoanListResponse,
  type LoanNote,
  type LoanPaymentResponse,
  type LoanPaymentsResponse,
  type LoanRemindersResponse,
  type LoanRequestCreateBody,
  type LoanRequestListResponse,
  type LoanRequestPatchBody,
  type LoanRequestResponse,
  type LoanResponse,
  type LoanWish,
  type LoanWishResponse,
  type RecordPaymentBody,
  type ReminderLevel,
  type ServiceEnrollmentResponse,
  type SignatureData,
  type TaxYearStatementResponse,
  type UpdateParty,
} from '@kinloan/domain';
import {
  ApiRequestError,
  errorOfResponse,
  NETWORK_ERROR_MESSAGE,
  reportFailure,
  sendSignedIn,
  type ApiClient,
  type ApiClientOptions,
  type ApiResult,
  type RequestOptions,
} from './client';
import { callEndpoint, routePath } from './call-endpoint';

// The shapes are the domain's, shared with the API.
export type { LoanPaymentResponse, LoanRequestResponse, LoanResponse, LoanWishResponse };

type Opts = Pick<RequestOptions, 'notify' | 'signal'>;

/** The fields of a response that make up the PATCH body ("the full loan request"). */
export function patchBodyOf(request: LoanRequestResponse): LoanRequestPatchBody {
  return {
    id: request.id,
    status: request.status,
    requestType: request.requestType,
    initiatingCustomerId: request.initiatingCustomerId,
    initiatorRequestDetails: request.initiatorRequestDetails,
    loanProposalDetails: request.loanProposalDetails,
    recipientCustomerId: request.recipientCustomerId,
    recipientRequestDetails: request.recipientRequestDetails,
    parentLoanId: request.parentLoanId,
    rejectionReason: request.rejectionReason,
  };
}

/** Spec section 7's loan calls (issue 4). Every loan-request action answers the whole request. */
export function loansApi(client: ApiClient) {
  const request = (id: string) => ({ params: { id } });
  const payment = (id: string, paymentId: string) => ({ params: { id, paymentId } });
  const me = { query: { customerId: 'me' } };

  return {
    createLoanRequest: (body: LoanRequestCreateBody, opts?: Opts): Promise<ApiResult<LoanRequestResponse>> =>
      callEndpoint(client, 'loanRequest.create', { body }, opts),

    getLoanRequest: (id: string, opts?: Opts): Promise<ApiResult<LoanRequestResponse>> => callEndpoint(client, 'loanRequest.get', request(id), opts),

    /** Sends the whole request as last seen, with `changes` applied. */
    updateLoanRequest: (
      current: LoanRequestResponse,
      changes: Partial<LoanRequestPatchBody>,
      opts?: Opts,
    ): Promise<ApiResult<LoanRequestResponse>> =>
      callEndpoint(client, 'loanRequest.patch', { ...request(current.id), body: { ...patchBodyOf(current), ...changes } }, opts),

    /** Mine: requests I started or that were sent to me. */
    listLoanRequests: (opts?: Opts): Promise<ApiResult<LoanRequestListResponse>> => callEndpoint(client, 'loanRequest.list', me, opts),

    review: (id: string, opts?: Opts) => callEndpoint(client, 'loanRequest.review', { ...request(id), body: {} }, opts),

    /** The page showed the statements of this STATEMENTS_VERSION, and both boxes were ticked. */
    signTos: (id: string, opts?: Opts) =>
      callEndpoint(
        client,
        'loanRequest.signTos',
        { ...request(id), body: { acceptTermsOfService: true, consentToElectronicRecords: true, statementsVersion: STATEMENTS_VERSION } },
        opts,
      ),

    send: (id: string, updateParty: UpdateParty, opts?: Opts) => callEndpoint(client, 'loanRequest.send', { ...request(id), body: { updateParty } }, opts),

    /** `agreementSha256`: the fingerprint of the agreement shown, as this signature leaves it. */
    sign: (id: string, signatureData: SignatureData, agreementSha256: string, opts?: Opts) =>
      callEndpoint(client, 'loanRequest.sign', { ...request(id), body: { signatureData, agreementSha256, statementsVersion: STATEMENTS_VERSION } }, opts),

    /** Both parties' evidence: who signed what, when, from where, affirming which words. */
    getAuditTrail: (id: string, opts?: Opts): Promise<ApiResult<AuditTrailResponse>> => callEndpoint(client, 'loanRequest.auditTrail', request(id), opts),

    finalize: (id: string, opts?: Opts) => callEndpoint(client, 'loanRequest.finalize', { ...request(id), body: {} }, opts),

    reject: (id: string, rejectionReason: string, opts?: Opts) =>
      callEndpoint(client, 'loanRequest.reject', { ...request(id), body: { rejectionReason } }, opts),

    publishWish: (id: string, loanWish: LoanWish, opts?: Opts) => callEndpoint(client, 'loanRequest.publishWish', { ...request(id), body: { loanWish } }, opts),

    unpublishWish: (id: string, opts?: Opts) => callEndpoint(client, 'loanRequest.unpublishWish', { ...request(id), body: {} }, opts),

    deleteLoanRequest: (id: string, opts?: Opts): Promise<ApiResult<LoanRequestResponse>> => callEndpoint(client, 'loanRequest.delete', request(id), opts),

    /** Public: what a borrower chose to show. No token is sent. */
    getLoanWish: (id: string, opts?: Opts): Promise<ApiResult<LoanWishResponse>> => callEndpoint(client, 'loanWish.get', request(id), opts),

    getLoan: (id: string, opts?: Opts): Promise<ApiResult<LoanResponse>> => callEndpoint(client, 'loan.get', request(id), opts),

    listLoans: (opts?: Opts): Promise<ApiResult<LoanListResponse>> => callEndpoint(client, 'loan.list', me, opts),

    // ---- Servicing (issue 5) ----

    /**
     * Records a payment. `idempotencyKey` is one per submission of the form: send the same key
     * when retrying the same submission, so a lost answer never records the payment twice.
     */
    recordPayment: (id: string, body: RecordPaymentBody, idempotencyKey: string, opts?: Opts): Promise<ApiResult<LoanPaymentResponse>> =>
      callEndpoint(client, 'loan.recordPayment', { ...request(id), body }, { ...opts, headers: { 'Idempotency-Key': idempotencyKey } }),

    /** The lender agrees the money arrived; the payment then counts toward the balance. */
    confirmPayment: (id: string, paymentId: string, opts?: Opts): Promise<ApiResult<LoanPaymentResponse>> =>
      callEndpoint(client, 'loan.confirmPayment', { ...payment(id, paymentId), body: {} }, opts),

    disputePayment: (id: string, paymentId: string, reason: string, opts?: Opts): Promise<ApiResult<LoanPaymentResponse>> =>
      callEndpoint(client, 'loan.disputePayment', { ...payment(id, paymentId), body: { reason } }, opts),

    withdrawPayment: (id: string, paymentId: string, opts?: Opts): Promise<ApiResult<LoanPaymentResponse>> =>
      callEndpoint(client, 'loan.withdrawPayment', { ...payment(id, paymentId), body: {} }, opts),

    listPayments: (id: string, opts?: Opts): Promise<ApiResult<LoanPaymentsResponse>> => callEndpoint(client, 'loan.listPayments', request(id), opts),

    /** One payment with its allocation: the receipt. */
    getPayment: (id: string, paymentId: string, opts?: Opts): Promise<ApiResult<LoanPaymentResponse>> =>
      callEndpoint(client, 'loan.getPayment', payment(id, paymentId), opts),

    /** Notes are append-only: there is no call to edit or delete one. */
    addNote: (id: string, text: string, opts?: Opts): Promise<ApiResult<LoanNote>> => callEndpoint(client, 'loan.addNote', { ...request(id), body: { text } }, opts),

    /** The caller's own reminder emails for this loan. */
    setReminders: (id: string, reminders: ReminderLevel, opts?: Opts): Promise<ApiResult<LoanRemindersResponse>> =>
      callEndpoint(client, 'loan.setReminders', { ...request(id), body: { reminders } }, opts),

    /** Ends the loan; answers with the loan as it now stands. */
    endLoan: (id: string, body: EndLoanBody, opts?: Opts): Promise<ApiResult<LoanResponse>> => callEndpoint(client, 'loan.end', { ...request(id), body }, opts),

    /** One calendar year of the loan: figures, payments with their split, forgone interest (issue 16). */
    getTaxStatement: (id: string, year: number, opts?: Opts): Promise<ApiResult<TaxYearStatementResponse>> =>
      callEndpoint(client, 'loan.taxStatement', { params: { id, year: String(year) } }, opts),

    /** For a loan marked paid off before payoff letters existed: issues its letter now; answers with the loan. */
    issuePayoffLetter: (id: string, opts?: Opts): Promise<ApiResult<LoanResponse>> =>
      callEndpoint(client, 'loan.issuePayoffLetter', { ...request(id), body: {} }, opts),

    /** Records the enrollment and answers with the checkout link to open. */
    enrollInService: (id: string, opts?: Opts): Promise<ApiResult<ServiceEnrollmentResponse>> =>
      callEndpoint(client, 'loan.enrollService', { ...request(id), body: {} }, opts),
  };
}

export type LoansApi = ReturnType<typeof loansApi>;

export type DocumentFetchOptions = Pick<ApiClientOptions, 'apiBase' | 'getToken' | 'recoverVerification' | 'fetch'>;

/**
 * A file from the API (the agreement PDF, the ledger CSV, the payment calendar) as a Blob,
 * fetched with the same token, retries and messages as the JSON client (logged, then shown in
 * the notification bar). The JSON client reads only JSON and CSV, so files come through here.
 */
export async function fetchApiFile(options: DocumentFetchOptions, path: string, accept: string): Promise<ApiResult<Blob>> {
  const method = 'GET';
  const doFetch = options.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => fetch(input, init));
  const send = async (forceRefresh: boolean): Promise<Response> => {
    const token = await options.getToken(forceRefresh);
    return doFetch(`${options.apiBase}${path}`, {
      method,
      headers: { Accept: accept, ...(token ? { Authorization: `Bearer ${token}` } : {}) },
      credentials: 'same-origin',
    });
  };

  let sent: Awaited<ReturnType<typeof sendSignedIn>>;
  try {
    sent = await sendSignedIn(send, options);
  } catch (cause) {
    return reportFailure(new ApiRequestError({ status: 0, kind: 'network', userMessage: NETWORK_ERROR_MESSAGE, method, path, cause }), {});
  }
  const { response, verification } = sent;
  if (response.ok) return { ok: true, status: response.status, data: await response.blob() };
  return reportFailure(await errorOfResponse(response, method, path), { verification });
}

/** GET /api/v1/loanDocuments/{id}: the signed agreement as a PDF. */
export function fetchLoanDocument(options: DocumentFetchOptions, id: string): Promise<ApiResult<Blob>> {
  return fetchApiFile(options, routePath('loanRequest.getDocument', { params: { id } }), 'application/pdf');
}

/** GET /api/v1/loans/{id}/ledger.csv: the loan record as a spreadsheet file. */
export function fetchLedgerCsv(options: DocumentFetchOptions, id: string): Promise<ApiResult<Blob>> {
  return fetchApiFile(options, routePath('loan.ledgerCsv', { params: { id } }), 'text/csv');
}

/** GET /api/v1/loans/{id}/payoffLetter.pdf: the payoff and release letter of a loan paid off. */
export function fetchPayoffLetter(options: DocumentFetchOptions, id: string): Promise<ApiResult<Blob>> {
  return fetchApiFile(options, routePath('loan.payoffLetter', { params: { id } }), 'application/pdf');
}

/** GET /api/v1/loans/{id}/calendar.ics: the remaining due dates for a calendar app. */
export function fetchLoanCalendar(options: DocumentFetchOptions, id: string): Promise<ApiResult<Blob>> {
  return fetchApiFile(options, routePath('loan.calendar', { params: { id } }), 'text/calendar');
}

/** GET /api/v1/loans/{id}/taxStatements/{year}/statement.pdf or .csv: a year's statement as a file. */
export function fetchTaxStatementFile(options: DocumentFetchOptions, id: string, year: number, kind: 'pdf' | 'csv'): Promise<ApiResult<Blob>> {
  const params = { params: { id, year: String(year) } };
  return kind === 'pdf'
    ? fetchApiFile(options, routePath('loan.taxStatementPdf', params), 'application/pdf')
    : fetchApiFile(options, routePath('loan.taxStatementCsv', params), 'text/csv');
}
