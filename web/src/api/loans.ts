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

// The shapes are the domain's, shared with the API.
export type { LoanPaymentResponse, LoanRequestResponse, LoanResponse, LoanWishResponse };

type Opts = Pick<RequestOptions, 'notify' | 'signal'>;

const requestPath = (id: string) => `/v1/loanRequest/${encodeURIComponent(id)}`;
const loanPath = (id: string) => `/v1/loans/${encodeURIComponent(id)}`;
const paymentPath = (id: string, paymentId: string) => `${loanPath(id)}/payments/${encodeURIComponent(paymentId)}`;
const actionPath = (version: 'v1' | 'v2', id: string, action: string) =>
  `/${version}/loanRequests/${encodeURIComponent(id)}/${action}`;

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
  const action = (version: 'v1' | 'v2', id: string, name: string, body: unknown, opts?: Opts) =>
    client.request<LoanRequestResponse>('POST', actionPath(version, id, name), { ...opts, body });

  return {
    createLoanRequest: (body: LoanRequestCreateBody, opts?: Opts): Promise<ApiResult<LoanRequestResponse>> =>
      client.request('POST', '/v1/loanRequest', { ...opts, body }),

    getLoanRequest: (id: string, opts?: Opts): Promise<ApiResult<LoanRequestResponse>> =>
      client.request('GET', requestPath(id), opts),

    /** Sends the whole request as last seen, with `changes` applied. */
    updateLoanRequest: (
      request: LoanRequestResponse,
      changes: Partial<LoanRequestPatchBody>,
      opts?: Opts,
    ): Promise<ApiResult<LoanRequestResponse>> =>
      client.request('PATCH', requestPath(request.id), { ...opts, body: { ...patchBodyOf(request), ...changes } }),

    /** Mine: requests I started or that were sent to me. */
    listLoanRequests: (opts?: Opts): Promise<ApiResult<LoanRequestListResponse>> =>
      client.request('GET', '/v1/loanRequests?customerId=me', opts),

    review: (id: string, opts?: Opts) => action('v2', id, 'review', {}, opts),

    /** The page showed the statements of this STATEMENTS_VERSION, and both boxes were ticked. */
    signTos: (id: string, opts?: Opts) =>
      action('v1', id, 'signTos', { acceptTermsOfService: true, consentToElectronicRecords: true, statementsVersion: STATEMENTS_VERSION }, opts),

    send: (id: string, updateParty: UpdateParty, opts?: Opts) => action('v1', id, 'send', { updateParty }, opts),

    /** `agreementSha256`: the fingerprint of the agreement shown, as this signature leaves it. */
    sign: (id: string, signatureData: SignatureData, agreementSha256: string, opts?: Opts) =>
      action('v2', id, 'sign', { signatureData, agreementSha256, statementsVersion: STATEMENTS_VERSION }, opts),

    /** Both parties' evidence: who signed what, when, from where, affirming which words. */
    getAuditTrail: (id: string, opts?: Opts): Promise<ApiResult<AuditTrailResponse>> =>
      client.request('GET', `/v1/loanRequests/${encodeURIComponent(id)}/auditTrail`, opts),

    finalize: (id: string, opts?: Opts) => action('v2', id, 'finalize', {}, opts),

    reject: (id: string, rejectionReason: string, opts?: Opts) => action('v1', id, 'reject', { rejectionReason }, opts),

    publishWish: (id: string, loanWish: LoanWish, opts?: Opts) => action('v1', id, 'publishWish', { loanWish }, opts),

    unpublishWish: (id: string, opts?: Opts) => action('v1', id, 'unpublishWish', {}, opts),

    deleteLoanRequest: (id: string, opts?: Opts): Promise<ApiResult<unknown>> =>
      client.request('DELETE', `/v1/loanRequests/${encodeURIComponent(id)}`, opts),

    /** Public: what a borrower chose to show. No token is sent. */
    getLoanWish: (id: string, opts?: Opts): Promise<ApiResult<LoanWishResponse>> =>
      client.request('GET', `/v1/loanWishes/${encodeURIComponent(id)}`, { ...opts, auth: false }),

    getLoan: (id: string, opts?: Opts): Promise<ApiResult<LoanResponse>> => client.request('GET', loanPath(id), opts),

    listLoans: (opts?: Opts): Promise<ApiResult<LoanListResponse>> => client.request('GET', '/v1/loans?customerId=me', opts),

    // ---- Servicing (issue 5) ----

    /**
     * Records a payment. `idempotencyKey` is one per submission of the form: send the same key
     * when retrying the same submission, so a lost answer never records the payment twice.
     */
    recordPayment: (id: string, body: RecordPaymentBody, idempotencyKey: string, opts?: Opts): Promise<ApiResult<LoanPaymentResponse>> =>
      client.request('POST', `${loanPath(id)}/payments`, { ...opts, body, headers: { 'Idempotency-Key': idempotencyKey } }),

    /** The lender agrees the money arrived; the payment then counts toward the balance. */
    confirmPayment: (id: string, paymentId: string, opts?: Opts): Promise<ApiResult<LoanPaymentResponse>> =>
      client.request('POST', `${paymentPath(id, paymentId)}/confirm`, { ...opts, body: {} }),

    disputePayment: (id: string, paymentId: string, reason: string, opts?: Opts): Promise<ApiResult<LoanPaymentResponse>> =>
      client.request('POST', `${paymentPath(id, paymentId)}/dispute`, { ...opts, body: { reason } }),

    withdrawPayment: (id: string, paymentId: string, opts?: Opts): Promise<ApiResult<LoanPaymentResponse>> =>
      client.request('POST', `${paymentPath(id, paymentId)}/withdraw`, { ...opts, body: {} }),

    listPayments: (id: string, opts?: Opts): Promise<ApiResult<LoanPaymentsResponse>> =>
      client.request('GET', `${loanPath(id)}/payments`, opts),

    /** One payment with its allocation: the receipt. */
    getPayment: (id: string, paymentId: string, opts?: Opts): Promise<ApiResult<LoanPaymentResponse>> =>
      client.request('GET', paymentPath(id, paymentId), opts),

    /** Notes are append-only: there is no call to edit or delete one. */
    addNote: (id: string, text: string, opts?: Opts): Promise<ApiResult<LoanNote>> =>
      client.request('POST', `${loanPath(id)}/notes`, { ...opts, body: { text } }),

    /** The caller's own reminder emails for this loan. */
    setReminders: (id: string, reminders: ReminderLevel, opts?: Opts): Promise<ApiResult<LoanRemindersResponse>> =>
      client.request('PUT', `${loanPath(id)}/reminders`, { ...opts, body: { reminders } }),

    /** Ends the loan; answers with the loan as it now stands. */
    endLoan: (id: string, body: EndLoanBody, opts?: Opts): Promise<ApiResult<LoanResponse>> =>
      client.request('POST', `${loanPath(id)}/end`, { ...opts, body }),

    /** Records the enrollment and answers with the checkout link to open. */
    enrollInService: (id: string, opts?: Opts): Promise<ApiResult<ServiceEnrollmentResponse>> =>
      client.request('POST', `${loanPath(id)}/serviceEnrollment`, { ...opts, body: {} }),
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
  return fetchApiFile(options, `/v1/loanDocuments/${encodeURIComponent(id)}`, 'application/pdf');
}

/** GET /api/v1/loans/{id}/ledger.csv: the loan record as a spreadsheet file. */
export function fetchLedgerCsv(options: DocumentFetchOptions, id: string): Promise<ApiResult<Blob>> {
  return fetchApiFile(options, `${loanPath(id)}/ledger.csv`, 'text/csv');
}

/** GET /api/v1/loans/{id}/payoffLetter.pdf: the payoff and release letter of a loan paid off. */
export function fetchPayoffLetter(options: DocumentFetchOptions, id: string): Promise<ApiResult<Blob>> {
  return fetchApiFile(options, `${loanPath(id)}/payoffLetter.pdf`, 'application/pdf');
}

/** GET /api/v1/loans/{id}/calendar.ics: the remaining due dates for a calendar app. */
export function fetchLoanCalendar(options: DocumentFetchOptions, id: string): Promise<ApiResult<Blob>> {
  return fetchApiFile(options, `${loanPath(id)}/calendar.ics`, 'text/calendar');
}
