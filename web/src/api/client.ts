import {
  apiErrorBodySchema,
  ERROR_PREFIX,
  errorKindOfStatus,
  userMessage,
  type ErrorKind,
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
  fetch?: typeof fetch;
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
    const fail = (error: ApiRequestError): ApiResult<T> => {
      if (opts.signal?.aborted) return { ok: false, error, aborted: true };
      if (opts.notify === false) console.error(`[kinloan] ${error.message}`, error);
      else notifyError(error.userMessage, error);
      return { ok: false, error };
    };

    let response: Response;
    try {
      response = await send(method, path, opts, false);
      // A token can expire between being read and arriving; ask for a fresh one once.
      if (response.status === 401 && opts.auth !== false && (await options.getToken(false)) !== null) {
        response = await send(method, path, opts, true);
      }
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

    // An error: the API answers with { error: { status, kind, code?, message, detail?, fields? } }.
    let body: unknown = null;
    if (isJson(contentType)) body = await response.json().catch(() => null);
    const parsed = apiErrorBodySchema.safeParse(body);
    if (parsed.success) {
      const e = parsed.data.error;
      return fail(
        new ApiRequestError({
          status: response.status,
          kind: e.kind,
          code: e.code,
          userMessage: e.message.trim() === '' ? userMessage(response.status) : e.message,
          detail: e.detail,
          fields: e.fields,
          method,
          path,
          cause: body,
        }),
      );
    }
    return fail(
      new ApiRequestError({
        status: response.status,
        kind: errorKindOfStatus(response.status),
        userMessage: userMessage(response.status),
        method,
        path,
        cause: body,
      }),
    );
  }

  return { request };
}
