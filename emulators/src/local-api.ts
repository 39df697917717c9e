import { createHash } from 'node:crypto';
import {
  giftAsSignedBy,
  giftLetterOf,
  loanAgreementOf,
  requestAsSignedBy,
  STATEMENTS_VERSION,
  type Customer,
  type GiftRequestResponse,
  type LoanRequestResponse,
} from '@kinloan/domain';
import { HOST, PORTS, PROJECT_ID, URLS } from './ports';

/**
 * The local stack's API as the web app calls it: REST through Hosting, gift callables through
 * the Functions emulator, ID tokens from the Auth emulator, and signatures over the exact text
 * the signer sees. The demo seed and the integration tests both drive the product through it,
 * so neither can write a document the API could not have produced.
 */

export interface ApiAnswer<T = Record<string, unknown>> {
  status: number;
  body: T;
  text: string;
  headers: Headers;
  bytes: Uint8Array;
}

export type ApiVersion = 'v1' | 'v2';

export interface CallOptions {
  body?: unknown;
  token?: string;
  headers?: Record<string, string>;
  /** Binary answers (PDFs): keep the bytes, don't decode them as text. */
  raw?: boolean;
}

/** A call through Hosting to /api/v1 or /api/v2. */
export async function call<T = Record<string, unknown>>(version: ApiVersion, method: string, path: string, options: CallOptions = {}): Promise<ApiAnswer<T>> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  const response = await fetch(`${URLS.hosting}/api/${version}${path}`, {
    method,
    headers,
    ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
  });
  const bytes = new Uint8Array(await response.arrayBuffer());
  const text = options.raw ? '' : new TextDecoder().decode(bytes);
  let body: unknown = {};
  try {
    body = text ? JSON.parse(text) : {};
  } catch {
    body = { unparsed: text };
  }
  return { status: response.status, body: body as T, text, headers: response.headers, bytes };
}

/** The answer's body when it has the expected status; otherwise an error that says what came back. */
export function expectStatus<T>(answer: Pick<ApiAnswer<T>, 'status' | 'body' | 'text'>, status: number, what: string): T {
  if (answer.status !== status) throw new Error(`${what}: expected ${status}, got ${answer.status} ${answer.text}`);
  return answer.body;
}

/** A password sign-in at the Auth emulator: the Firebase ID token the web app would hold. */
export async function idTokenFor(email: string, password: string): Promise<string> {
  const response = await fetch(`${URLS.auth}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=any`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password, returnSecureToken: true }),
  });
  const body = (await response.json()) as { idToken?: string };
  if (!body.idToken) throw new Error(`sign-in failed for ${email}: ${JSON.stringify(body)}`);
  return body.idToken;
}

export const FUNCTIONS_BASE = `http://${HOST}:${PORTS.functions}/${PROJECT_ID}/us-central1`;

export type GiftAction = 'create' | 'update' | 'send' | 'sign' | 'finalize' | 'reject' | 'delete' | 'getDocument' | 'getAuditTrail' | 'get' | 'list';

export interface CallableFailure {
  status: string;
  message: string;
  details?: { fields?: { field: string; message: string }[]; reason?: string };
}

export interface CallableAnswer<T> {
  httpStatus: number;
  result?: T;
  error?: CallableFailure;
}

/** One gift callable, exactly as the Firebase client SDK sends it; `token` null sends no Authorization header. */
export async function callGift<T = GiftRequestResponse>(action: GiftAction, data: unknown, token: string | null, headers: Record<string, string> = {}): Promise<CallableAnswer<T>> {
  const response = await fetch(`${FUNCTIONS_BASE}/gifts-${action}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
    // As the client SDK sends it: no data is null, never a missing key.
    body: JSON.stringify({ data: data === undefined ? null : data }),
  });
  const text = await response.text();
  let body: { result?: T; error?: CallableFailure } = {};
  try {
    body = JSON.parse(text) as typeof body;
  } catch {
    throw new Error(`gifts-${action}: not JSON (${response.status}): ${text.slice(0, 300)}`);
  }
  return { httpStatus: response.status, ...body };
}

/** The callable's result, or a thrown error that says what came back instead. */
export async function giftOk<T = GiftRequestResponse>(action: GiftAction, data: unknown, who: { token: string }): Promise<T> {
  const answer = await callGift<T>(action, data, who.token);
  if (answer.result === undefined) throw new Error(`gifts-${action} failed: ${answer.httpStatus} ${JSON.stringify(answer.error)}`);
  return answer.result;
}

/** SHA-256 of a text, as the web app computes a document's fingerprint. */
export function sha256(text: string): string {
  return createHash('sha256').update(text, 'utf8').digest('hex');
}

export const SIGN_TOS = { acceptTermsOfService: true, consentToElectronicRecords: true, statementsVersion: STATEMENTS_VERSION };

/** A tiny real PNG (1×1), as a drawn signature's data URL. */
export const DRAWN_SIGNATURE =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

async function profileOf(token: string): Promise<Customer> {
  return expectStatus(await call<Customer>('v1', 'GET', '/customers/me', { token }), 200, 'profile before signing');
}

/**
 * A loan sign call's body as the web app makes it: the fingerprint of the agreement exactly as
 * this signature would leave it (the signer's own profile in their side, unless countersigning)
 * and the version of the statements on the page.
 */
export async function loanSignBody(who: { token: string; fullName: string }, id: string, signatureData: Record<string, unknown> = { typedFullName: who.fullName }): Promise<Record<string, unknown>> {
  const request = expectStatus(await call<LoanRequestResponse>('v1', 'GET', `/loanRequest/${id}`, { token: who.token }), 200, 'read before signing');
  const agreement = loanAgreementOf(requestAsSignedBy(request, request.yourRole, await profileOf(who.token)));
  return { signatureData, agreementSha256: agreement ? sha256(agreement.fullText) : '0'.repeat(64), statementsVersion: STATEMENTS_VERSION };
}

/**
 * A gifts-sign call's data as the web app makes it: the fingerprint of the letter exactly as
 * this signature would leave it (the gift recipient's own profile in it, unless countersigning),
 * the version of the statements on the page, and all three ticked.
 */
export async function giftSignData(id: string, who: { token: string; fullName: string }, extra: Record<string, unknown> = {}): Promise<Record<string, unknown>> {
  const gift = await giftOk('get', { id }, who);
  const letter = giftLetterOf(giftAsSignedBy(gift, gift.yourParty, await profileOf(who.token)));
  return {
    id,
    signatureData: { typedFullName: who.fullName },
    documentSha256: letter ? sha256(letter.fullText) : '0'.repeat(64),
    statementsVersion: STATEMENTS_VERSION,
    acceptTermsOfService: true,
    consentToElectronicRecords: true,
    confirmNoRepaymentExpected: true,
    ...extra,
  };
}
