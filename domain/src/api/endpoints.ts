import { z } from 'zod';
import type { PathParams } from './endpoint-path';
import type {
  MailSentResponse,
  RefreshAccessResponse,
  SignInResponse,
  UserResponse,
} from './account-responses';
import {
  changePasswordBodySchema,
  passwordResetBodySchema,
  refreshAccessBodySchema,
  signInBodySchema,
  signUpBodySchema,
  signUpWithOAuthBodySchema,
} from './auth-schemas';
import { stripeEventSchema, type StripeWebhookAnswer } from './stripe-webhook-schemas';
import { customerPutBodySchema, type Customer, type CustomerWithVerification } from './customer-schemas';
import type { AuditTrailResponse } from './audit-responses';
import type { VerificationResponse } from './verification-responses';
import type { TaxYearStatementResponse } from './tax-statement-responses';
import type { GiftListResponse, GiftRequestResponse } from './gift-responses';
import {
  giftCreateDataSchema,
  giftIdDataSchema,
  giftListDataSchema,
  giftRejectDataSchema,
  giftSendDataSchema,
  giftSignDataSchema,
  giftUpdateDataSchema,
} from './gift-schemas';
import type {
  LoanListResponse,
  LoanNote,
  LoanPaymentResponse,
  LoanPaymentsResponse,
  LoanRemindersResponse,
  LoanRequestListResponse,
  LoanRequestResponse,
  LoanResponse,
  LoanWishResponse,
  ServiceEnrollmentResponse,
} from './loan-request-responses';
import {
  emptyBodySchema,
  finalizeBodySchema,
  loanRequestCreateBodySchema,
  loanRequestPatchBodySchema,
  publishWishBodySchema,
  rejectBodySchema,
  reviewBodySchema,
  sendBodySchema,
  signBodySchema,
  signTosBodySchema,
} from './loan-request-schemas';
import {
  confirmPaymentBodySchema,
  disputePaymentBodySchema,
  endLoanBodySchema,
  loanNoteBodySchema,
  recordPaymentBodySchema,
  reminderPreferencesBodySchema,
  withdrawPaymentBodySchema,
} from './loan-schemas';

/**
 * Every call the product answers, in one list: how it is reached (an HTTP method and path, or
 * a callable's name), who may call it, what it takes and what it answers. The functions mount
 * their transports from this list (functions/src/transport/) and the web app's client calls
 * through it (web/src/api/call-endpoint.ts, by the route table `npm run generate:api` writes
 * from it), so a new action is one entry here and one command there, and the two sides cannot
 * disagree about a path, a method or a body.
 */

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * public: anyone; signed-in: a valid Firebase ID token; verified: and a confirmed email (a loan
 * or a gift letter names people by email, and an unconfirmed address could be anyone's);
 * stripe-signature: no person calls it, the payment provider does, and its Stripe-Signature
 * header over the exact bytes of the body proves it (refused with 400 otherwise, as Stripe asks).
 */
export type EndpointAuth = 'public' | 'signed-in' | 'verified' | 'stripe-signature';

/** Which product area a call belongs to: the not-verified refusal names it. */
export type EndpointArea = 'account' | 'loans' | 'gift letters' | 'system';

/** json: the response type as JSON; file: a download (PDF, CSV, calendar); none: 204. */
export type AnswerKind = 'json' | 'file' | 'none';

/** A phantom that carries the response type of an endpoint into the client and the commands. */
export interface Answers<T> {
  readonly __answer?: T;
}

function answers<T>(): Answers<T> {
  return {};
}

interface EndpointBase<A> {
  readonly auth: EndpointAuth;
  readonly area: EndpointArea;
  /**
   * Checked against revoked sessions too (a password change, a disabled account): the calls
   * that sign, execute, move money or change who someone is.
   */
  readonly fresh?: true;
  readonly answer: AnswerKind;
  readonly response: Answers<A>;
}

export interface HttpEndpoint<B extends z.ZodType = z.ZodType, Q extends z.ZodType = z.ZodType, A = unknown, P extends string = string>
  extends EndpointBase<A> {
  readonly transport: 'http';
  readonly method: HttpMethod;
  /** Express-style, `:name` for each path id: `/api/v2/loanRequests/:id/sign`. */
  readonly path: P;
  /** 200 unless said otherwise. */
  readonly status: number;
  readonly body: B;
  readonly query: Q;
  /** Request headers the call reads (lower-case), such as the payment's idempotency key. */
  readonly headers: readonly string[];
}

export interface CallableEndpoint<D extends z.ZodType = z.ZodType, A = unknown> extends EndpointBase<A> {
  readonly transport: 'callable';
  /** The deployed function's name; Hosting serves it at /callable/{name}. */
  readonly name: string;
  readonly data: D;
}

export type Endpoint = HttpEndpoint | CallableEndpoint;

/** GET and DELETE carry no body: whatever is sent is ignored, as HTTP says. */
const noBody = z.unknown();

/** `?customerId=` on the list calls: absent, "me", "1" or the caller's id (checked by the command). */
export const customerIdQuerySchema = z.object({ customerId: z.unknown().optional() }).loose();
const noQuery = z.unknown();

interface HttpOptions<B extends z.ZodType, Q extends z.ZodType> {
  readonly auth: EndpointAuth;
  readonly area: EndpointArea;
  readonly body?: B;
  readonly query?: Q;
  readonly status?: number;
  readonly answer?: AnswerKind;
  readonly headers?: readonly string[];
  readonly fresh?: true;
}

function http<A, P extends string, B extends z.ZodType = typeof noBody, Q extends z.ZodType = typeof noQuery>(
  method: HttpMethod,
  path: P,
  response: Answers<A>,
  options: HttpOptions<B, Q>,
): HttpEndpoint<B, Q, A, P> {
  return {
    transport: 'http',
    method,
    path,
    status: options.status ?? 200,
    body: (options.body ?? noBody) as B,
    query: (options.query ?? noQuery) as Q,
    headers: options.headers ?? [],
    auth: options.auth,
    area: options.area,
    answer: options.answer ?? 'json',
    response,
    ...(options.fresh ? { fresh: true as const } : {}),
  };
}

function callable<A, D extends z.ZodType>(
  name: string,
  data: D,
  response: Answers<A>,
  options: { readonly answer?: AnswerKind; readonly fresh?: true } = {},
): CallableEndpoint<D, A> {
  return {
    transport: 'callable',
    name,
    data,
    auth: 'verified',
    area: 'gift letters',
    answer: options.answer ?? 'json',
    response,
    ...(options.fresh ? { fresh: true as const } : {}),
  };
}

const account = { auth: 'public', area: 'account' } as const;
const customer = { auth: 'signed-in', area: 'account' } as const;
const loans = { auth: 'verified', area: 'loans' } as const;

/**
 * A download (a PDF, a CSV, a calendar): over HTTP the bytes themselves with these as headers,
 * from a callable the same with the bytes in base64 (GiftDocumentResponse), since a callable
 * answers JSON.
 */
/** GET /api/v1/health: every layer answered, and when the database last did. */
export interface HealthResponse {
  readonly status: 'ok';
  readonly service: 'kinloan-api';
  readonly checkedAt: string;
  readonly firestore: { readonly roundTripMs: number };
}

export interface FileAnswer {
  readonly filename: string;
  readonly contentType: string;
}

export const ENDPOINTS = {
  'system.health': http('GET', '/api/v1/health', answers<HealthResponse>(), { auth: 'public', area: 'system' }),
  /** Anyone holding an executed document checks it is genuine; rate-limited per caller address. */
  'document.verify': http('GET', '/api/v1/verify/:code', answers<VerificationResponse>(), { auth: 'public', area: 'system' }),

  'account.signUp': http('POST', '/api/v1/signUp', answers<UserResponse>(), { ...account, body: signUpBodySchema, status: 201 }),
  'account.signIn': http('POST', '/api/v1/signIn', answers<SignInResponse>(), { ...account, body: signInBodySchema }),
  'account.signUpWithOAuth': http('POST', '/api/v1/signUpWithOAuth', answers<UserResponse>(), {
    ...account,
    body: signUpWithOAuthBodySchema,
  }),
  'account.refreshAccess': http('POST', '/api/v1/refreshAccess', answers<RefreshAccessResponse>(), {
    ...account,
    body: refreshAccessBodySchema,
  }),
  'account.passwordReset': http('POST', '/api/v1/passwordReset', answers<MailSentResponse>(), {
    ...account,
    body: passwordResetBodySchema,
    status: 202,
  }),

  'customer.getMe': http('GET', '/api/v1/customers/me', answers<CustomerWithVerification>(), customer),
  'customer.sendVerificationEmail': http('POST', '/api/v1/customers/me/verificationEmail', answers<MailSentResponse>(), {
    ...customer,
    status: 202,
  }),
  'customer.changePassword': http('POST', '/api/v1/customers/me/password', answers<void>(), {
    ...customer,
    body: changePasswordBodySchema,
    status: 204,
    answer: 'none',
    fresh: true,
  }),
  'customer.put': http('PUT', '/api/v1/customers/:id', answers<Customer>(), { ...customer, body: customerPutBodySchema, fresh: true }),

  'loanRequest.create': http('POST', '/api/v1/loanRequest', answers<LoanRequestResponse>(), {
    ...loans,
    body: loanRequestCreateBodySchema,
    status: 201,
  }),
  'loanRequest.get': http('GET', '/api/v1/loanRequest/:id', answers<LoanRequestResponse>(), loans),
  'loanRequest.patch': http('PATCH', '/api/v1/loanRequest/:id', answers<LoanRequestResponse>(), {
    ...loans,
    body: loanRequestPatchBodySchema,
  }),
  'loanRequest.list': http('GET', '/api/v1/loanRequests', answers<LoanRequestListResponse>(), {
    ...loans,
    query: customerIdQuerySchema,
  }),
  'loanRequest.review': http('POST', '/api/v2/loanRequests/:id/review', answers<LoanRequestResponse>(), {
    ...loans,
    body: reviewBodySchema,
  }),
  'loanRequest.signTos': http('POST', '/api/v1/loanRequests/:id/signTos', answers<LoanRequestResponse>(), {
    ...loans,
    body: signTosBodySchema,
  }),
  'loanRequest.send': http('POST', '/api/v1/loanRequests/:id/send', answers<LoanRequestResponse>(), { ...loans, body: sendBodySchema }),
  'loanRequest.sign': http('POST', '/api/v2/loanRequests/:id/sign', answers<LoanRequestResponse>(), {
    ...loans,
    body: signBodySchema,
    fresh: true,
  }),
  'loanRequest.finalize': http('POST', '/api/v2/loanRequests/:id/finalize', answers<LoanRequestResponse>(), {
    ...loans,
    body: finalizeBodySchema,
    fresh: true,
  }),
  'loanRequest.reject': http('POST', '/api/v1/loanRequests/:id/reject', answers<LoanRequestResponse>(), {
    ...loans,
    body: rejectBodySchema,
  }),
  'loanRequest.delete': http('DELETE', '/api/v1/loanRequests/:id', answers<LoanRequestResponse>(), loans),
  'loanRequest.publishWish': http('POST', '/api/v1/loanRequests/:id/publishWish', answers<LoanRequestResponse>(), {
    ...loans,
    body: publishWishBodySchema,
  }),
  'loanRequest.unpublishWish': http('POST', '/api/v1/loanRequests/:id/unpublishWish', answers<LoanRequestResponse>(), {
    ...loans,
    body: emptyBodySchema('Taking a loan wish down'),
  }),
  'loanRequest.getDocument': http('GET', '/api/v1/loanDocuments/:id', answers<FileAnswer>(), { ...loans, answer: 'file' }),
  'loanRequest.auditTrail': http('GET', '/api/v1/loanRequests/:id/auditTrail', answers<AuditTrailResponse>(), loans),
  'loanWish.get': http('GET', '/api/v1/loanWishes/:id', answers<LoanWishResponse>(), { auth: 'public', area: 'loans' }),

  'loan.list': http('GET', '/api/v1/loans', answers<LoanListResponse>(), { ...loans, query: customerIdQuerySchema }),
  'loan.get': http('GET', '/api/v1/loans/:id', answers<LoanResponse>(), loans),
  'loan.listPayments': http('GET', '/api/v1/loans/:id/payments', answers<LoanPaymentsResponse>(), loans),
  'loan.recordPayment': http('POST', '/api/v1/loans/:id/payments', answers<LoanPaymentResponse>(), {
    ...loans,
    body: recordPaymentBodySchema,
    status: 201,
    headers: ['idempotency-key'],
    fresh: true,
  }),
  'loan.getPayment': http('GET', '/api/v1/loans/:id/payments/:paymentId', answers<LoanPaymentResponse>(), loans),
  'loan.confirmPayment': http('POST', '/api/v1/loans/:id/payments/:paymentId/confirm', answers<LoanPaymentResponse>(), {
    ...loans,
    body: confirmPaymentBodySchema,
    fresh: true,
  }),
  'loan.disputePayment': http('POST', '/api/v1/loans/:id/payments/:paymentId/dispute', answers<LoanPaymentResponse>(), {
    ...loans,
    body: disputePaymentBodySchema,
    fresh: true,
  }),
  'loan.withdrawPayment': http('POST', '/api/v1/loans/:id/payments/:paymentId/withdraw', answers<LoanPaymentResponse>(), {
    ...loans,
    body: withdrawPaymentBodySchema,
    fresh: true,
  }),
  'loan.ledgerCsv': http('GET', '/api/v1/loans/:id/ledger.csv', answers<FileAnswer>(), { ...loans, answer: 'file' }),
  'loan.calendar': http('GET', '/api/v1/loans/:id/calendar.ics', answers<FileAnswer>(), { ...loans, answer: 'file' }),
  // The payoff and release letter, kept when the loan was marked paid off (404 before).
  'loan.payoffLetter': http('GET', '/api/v1/loans/:id/payoffLetter.pdf', answers<FileAnswer>(), { ...loans, answer: 'file' }),
  // For a loan marked paid off before payoff letters existed: issues its letter now, once.
  'loan.issuePayoffLetter': http('POST', '/api/v1/loans/:id/payoffLetter', answers<LoanResponse>(), {
    ...loans,
    body: emptyBodySchema('Issuing the payoff letter'),
    fresh: true,
  }),
  // Append-only: there is deliberately no call to edit or delete a note.
  'loan.addNote': http('POST', '/api/v1/loans/:id/notes', answers<LoanNote>(), { ...loans, body: loanNoteBodySchema, status: 201 }),
  'loan.setReminders': http('PUT', '/api/v1/loans/:id/reminders', answers<LoanRemindersResponse>(), {
    ...loans,
    body: reminderPreferencesBodySchema,
  }),
  // Tax-year statements (issue 16): a calendar year of the loan, as the page, a PDF and a CSV.
  'loan.taxStatement': http('GET', '/api/v1/loans/:id/taxStatements/:year', answers<TaxYearStatementResponse>(), loans),
  'loan.taxStatementPdf': http('GET', '/api/v1/loans/:id/taxStatements/:year/statement.pdf', answers<FileAnswer>(), { ...loans, answer: 'file' }),
  'loan.taxStatementCsv': http('GET', '/api/v1/loans/:id/taxStatements/:year/statement.csv', answers<FileAnswer>(), { ...loans, answer: 'file' }),

  'loan.end': http('POST', '/api/v1/loans/:id/end', answers<LoanResponse>(), { ...loans, body: endLoanBodySchema, fresh: true }),
  'loan.enrollService': http('POST', '/api/v1/loans/:id/serviceEnrollment', answers<ServiceEnrollmentResponse>(), {
    ...loans,
    body: emptyBodySchema('Enrolling in the managed service'),
  }),

  // The provider's events about managed-service subscriptions (loan/service-enrollment.ts).
  'webhook.stripe': http('POST', '/api/v1/webhooks/stripe', answers<StripeWebhookAnswer>(), {
    auth: 'stripe-signature',
    area: 'system',
    body: stripeEventSchema,
    headers: ['stripe-signature'],
  }),

  'gift.create': callable('gifts-create', giftCreateDataSchema, answers<GiftRequestResponse>()),
  'gift.update': callable('gifts-update', giftUpdateDataSchema, answers<GiftRequestResponse>()),
  'gift.send': callable('gifts-send', giftSendDataSchema, answers<GiftRequestResponse>()),
  'gift.sign': callable('gifts-sign', giftSignDataSchema, answers<GiftRequestResponse>(), { fresh: true }),
  'gift.finalize': callable('gifts-finalize', giftIdDataSchema, answers<GiftRequestResponse>(), { fresh: true }),
  'gift.reject': callable('gifts-reject', giftRejectDataSchema, answers<GiftRequestResponse>()),
  'gift.delete': callable('gifts-delete', giftIdDataSchema, answers<GiftRequestResponse>()),
  'gift.getDocument': callable('gifts-getDocument', giftIdDataSchema, answers<FileAnswer>(), { answer: 'file' }),
  'gift.getAuditTrail': callable('gifts-getAuditTrail', giftIdDataSchema, answers<AuditTrailResponse>()),
  'gift.get': callable('gifts-get', giftIdDataSchema, answers<GiftRequestResponse>()),
  'gift.list': callable('gifts-list', giftListDataSchema, answers<GiftListResponse>()),
} as const satisfies Record<string, Endpoint>;

export type Endpoints = typeof ENDPOINTS;
export type EndpointName = keyof Endpoints;

export type HttpEndpointName = {
  [N in EndpointName]: Endpoints[N] extends HttpEndpoint ? N : never;
}[EndpointName];

export type CallableEndpointName = {
  [N in EndpointName]: Endpoints[N] extends CallableEndpoint ? N : never;
}[EndpointName];

/** What the endpoint answers with (the JSON body's type, or the file). */
export type EndpointResponse<N extends EndpointName> = Endpoints[N]['response'] extends Answers<infer A> ? A : never;

/** The body an HTTP endpoint takes, as the client sends it. */
export type EndpointBody<N extends HttpEndpointName> = z.input<Endpoints[N]['body']>;

/** The data a callable takes, as the client sends it. */
export type EndpointData<N extends CallableEndpointName> = z.input<Endpoints[N]['data']>;

export type EndpointParams<N extends HttpEndpointName> = Record<PathParams<Endpoints[N]['path']>, string>;
