import {
  apiErrorBodySchema,
  ERROR_PREFIX,
  errorKindOfStatus,
  userMessage,
  type ErrorKind,
  type ErrorReason,
  type FieldError,
} from '@kinloan/domain';
import { notifyError } from '../stores/notification-store';

/** Shown when no answer came back at all (offline, DNS, the server unreachable). */
export const NETWORK_ERROR_MESSAGE = `${ERROR_PREFIX} We could not reach Kinloan. Please check your internet connection and try again.`;

/** A failed call, with everything a screen needs to explain it. */
export class ApiRequestError extends Error {
  override readonly name = 'ApiRequestError';
  /** HTTP status; 0 when the request never got an answer. */
  readonly status: number;
  readonly kind: ErrorKind | 'network';
  /** An application code beyond the status (1000: Google account without a first name). */
  readonly code: number | undefined;
  /** What the app does about it beyond showing it (email-not-verified: refresh and retry, else /verification). */
  readonly reason: ErrorReason | undefined;
  /** The notification text: the API's own message, else the catalogue's for the status. */
  readonly userMessage: string;
  /** The specific reason, where the API gave one (a refusal, the first field problem). */
  readonly detail: string | undefined;
  /** Problems per field ("address.zipCode"), for inline messages next to the inputs. */
  readonly fields: readonly FieldError[];

  constructor(init: {
    status: number;
    kind: ErrorKind | 'network';
    code?: number;
    reason?: ErrorReason;
    userMessage: string;
    detail?: string;
    fields?: readonly FieldError[];
    method: string;
    path: string;
    cause?: unknown;
  }) {
    super(`${init.method} ${init.path} failed: ${init.status === 0 ? 'no response' : `HTTP ${init.status}`}`, {
      cause: init.cause,
    });
    this.status = init.status;
    this.kind = init.kind;
    this.code = init.code;
    this.reason = init.reason;
    this.userMessage = init.userMessage;
    this.detail = init.detail;
    this.fields = init.fields ?? [];
  }

  /** `{ "address.zipCode": "ZIP code must be …" }`: one message per field. */
  fieldMessages(): Record<string, string> {
    const out: Record<string, string> = {};
    for (const { field, message } of this.fields) out[field] ??= message;
    return out;
  }
}

/**
 * `aborted`: the caller cancelled (a page left mid-load). Not a failure anyone needs to hear
 * about, so it is neither shown nor logged, and it never rejects: an abandoned load must not
 * surface as an unhandled rejection.
 */
export type ApiResult<T> =
  | { ok: true; status: number; data: T }
  | { ok: false; error: ApiRequestError; aborted?: boolean };

export interface RequestOptions {
  body?: unknown;
  /** Send the signed-in user's token (default true). */
  auth?: boolean;
  /** Show failures in the notification bar (default true). Failures are always logged. */
  notify?: boolean;
  signal?: AbortSignal;
  /** Extra request headers (recording a payment sends an Idempotency-Key). */
  headers?: Readonly<Record<string, string>>;
}

export interface ApiClientOptions {
  /** From the config: "/api" or an https:// URL, without a trailing slash. */
  apiBase: string;
  /**
   * The current ID token, or null when signed out. `forceRefresh` is asked for once after a 401,
   * in case the token expired in between.
   */
  getToken: (forceRefresh?: boolean) => Promise<string | null>;
  /**
   * After a 403 whose reason is email-not-verified: re-reads the account and refreshes the ID
   * token (it may predate the confirmation). 'verified' → the call is retried once;
   * 'unverified' → the session now says so and the access guard shows /verification, so the
   * failure is not shown as well.
   */
  recoverVerification?: () => Promise<VerificationRecovery>;
  fetch?: typeof fetch;
}

export type VerificationRecovery = 'verified' | 'unverified' | 'failed';

/** Whether a failure is a refusal for an unconfirmed email (as the API and the callables name it). */
export function isEmailNotVerified(error: Pick<ApiRequestError, 'status' | 'reason'>): boolean {
  return error.status === 403 && error.reason === 'email-not-verified';
}

/** What the person sees of a failure: nothing for a cancelled call or one the guard explains by a redirect. */
export function reportFailure<T>(
  error: ApiRequestError,
  { notify = true, signal, verification }: { notify?: boolean; signal?: AbortSignal; verification?: VerificationRecovery },
): ApiResult<T> {
  if (signal?.aborted) return { ok: false, error, aborted: true };
  if (notify && verification !== 'unverified') notifyError(error.userMessage, error);
  else console.error(`[kinloan] ${error.message}`, error);
  return { ok: false, error };
}

/** The error an API answer carries ({ error: { status, kind, reason?, … } }), or the catalogue's for its status. */
export async function errorOfResponse(response: Response, method: string, path: string): Promise<ApiRequestError> {
  let body: unknown = null;
  if (isJson(response.headers.get('Content-Type'))) body = await response.json().catch(() => null);
  const parsed = apiErrorBodySchema.safeParse(body);
  if (parsed.success) {
    const e = parsed.data.error;
    return new ApiRequestError({
      status: response.status,
      kind: e.kind,
      code: e.code,
      reason: e.reason,
      userMessage: e.message.trim() === '' ? userMessage(response.status) : e.message,
      detail: e.detail,
      fields: e.fields,
      method,
      path,
      cause: body,
    });
  }
  return new ApiRequestError({
    status: response.status,
    kind: errorKindOfStatus(response.status),
    userMessage: userMessage(response.status),
    method,
    path,
    cause: body,
  });
}

/**
 * Sends a signed-in call, and once more where a retry can succeed: after a 401 with a freshly
 * refreshed token (it expired on the way); after a 403 for an unconfirmed email, if the
 * account turns out to be confirmed since the token was issued. Throws only what fetch throws.
 */
export async function sendSignedIn(
  send: (forceRefresh: boolean) => Promise<Response>,
  auth: Pick<ApiClientOptions, 'getToken' | 'recoverVerification'>,
): Promise<{ response: Response; verification?: VerificationRecovery }> {
  const response = await send(false);
  if (response.status === 401 && (await auth.getToken(false)) !== null) return { response: await send(true) };
  if (response.status === 403 && auth.recoverVerification) {
    const refusal = await errorOfResponse(response.clone(), 'GET', '');
    if (isEmailNotVerified(refusal)) {
      const verification = await auth.recoverVerification();
      return { response: verification === 'verified' ? await send(true) : response, verification };
    }
  }
  return { response };
}

export interface ApiClient {
  request<T>(method: string, path: string, options?: RequestOptions): Promise<ApiResult<T>>;
}

function isJson(contentType: string | null): boolean {
  return contentType !== null && /\bjson\b/i.test(contentType);
}

function isCsv(contentType: string | null): boolean {
  return contentType !== null && /\btext\/csv\b/i.test(contentType);
}

/**
 * The one way the app calls the API: JSON in and out (CSV as a Blob), the bearer token
 * attached when signed in, and every failure turned into the catalogue's message, logged
 * and shown (spec sections 7 and 8).
 */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const doFetch = options.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => fetch(input, init));

  async function send(method: string, path: string, opts: RequestOptions, forceRefresh: boolean): Promise<Response> {
    const headers: Record<string, string> = { ...opts.headers, Accept: 'application/json, text/csv' };
    if (opts.body !== undefined) headers['Content-Type'] = 'application/json';
    if (opts.auth !== false) {
      const token = await options.getToken(forceRefresh);
      if (token) headers.Authorization = `Bearer ${token}`;
    }
    return doFetch(`${options.apiBase}${path}`, {
      method,
      headers,
      body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
      signal: opts.signal,
      credentials: 'same-origin',
    });
  }

  async function request<T>(method: string, path: string, opts: RequestOptions = {}): Promise<ApiResult<T>> {
    let verification: VerificationRecovery | undefined;
    const fail = (error: ApiRequestError): ApiResult<T> =>
      reportFailure(error, { notify: opts.notify, signal: opts.signal, verification });

    let response: Response;
    try {
      if (opts.auth === false) response = await send(method, path, opts, false);
      else ({ response, verification } = await sendSignedIn((force) => send(method, path, opts, force), options));
    } catch (cause) {
      return fail(
        new ApiRequestError({ status: 0, kind: 'network', userMessage: NETWORK_ERROR_MESSAGE, method, path, cause }),
      );
    }

    const contentType = response.headers.get('Content-Type');

    if (response.ok) {
      if (response.status === 204 || response.status === 205) return { ok: true, status: response.status, data: undefined as T };
      try {
        if (isCsv(contentType)) return { ok: true, status: response.status, data: (await response.blob()) as T };
        if (isJson(contentType)) return { ok: true, status: response.status, data: (await response.json()) as T };
        const text = await response.text();
        return { ok: true, status: response.status, data: (text === '' ? undefined : text) as T };
      } catch (cause) {
        return fail(
          new ApiRequestError({
            status: response.status,
            kind: 'internal',
            userMessage: userMessage('internal'),
            method,
            path,
            cause,
          }),
        );
      }
    }

    return fail(await errorOfResponse(response, method, path));
  }

  return { request };
}
