import {
  errorKindOfStatus,
  isErrorReason,
  userMessage,
  STATEMENTS_VERSION,
  type AuditTrailResponse,
  type DonorRequestDetailsDraft,
  type GiftDetailsDraft,
  type GiftDocumentResponse,
  type GiftListResponse,
  type GiftParty,
  type GiftRequestResponse,
  type SignatureData,
  type UpdateParty,
} from '@kinloan/domain';
import type { FirebaseApp } from 'firebase/app';
import {
  ApiRequestError,
  isEmailNotVerified,
  NETWORK_ERROR_MESSAGE,
  reportFailure,
  type ApiClientOptions,
  type ApiResult,
  type VerificationRecovery,
} from './client';
import { ENDPOINT_ROUTES } from './endpoint-routes';

// The shapes are the domain's, shared with the callables.
export type { GiftDocumentResponse, GiftListResponse, GiftRequestResponse };

/**
 * The gift letter calls (issue 6). They are callable functions (gifts-create, …), reached
 * same-origin through Hosting rewrites at /callable/gifts-*, because the CSP's connect-src
 * allows only this origin and Firebase Auth. Each call answers the whole letter; a failure
 * becomes the same ApiRequestError the REST client gives, with the error catalogue's text.
 */

export const GIFT_CALLABLES = ['create', 'update', 'send', 'sign', 'finalize', 'reject', 'delete', 'get', 'list', 'getDocument', 'getAuditTrail'] as const;
export type GiftCallableName = (typeof GIFT_CALLABLES)[number];

/** Calls one callable with its data and resolves with its result; rejects with the SDK's error. */
export type GiftCallable = (name: GiftCallableName, data: unknown) => Promise<unknown>;

/** Where Hosting serves a callable: same origin as the app (firebase.json rewrites), by its name in the endpoint list. */
export const callablePath = (name: GiftCallableName): string => `/callable/${ENDPOINT_ROUTES[`gift.${name}`].callable}`;

/** The HTTP status the error catalogue knows each callable code by. */
const STATUS_OF_CODE: Readonly<Record<string, number>> = {
  'invalid-argument': 400,
  'out-of-range': 400,
  unauthenticated: 401,
  'permission-denied': 403,
  'not-found': 404,
  'failed-precondition': 409,
  aborted: 409,
  'already-exists': 409,
  'resource-exhausted': 429,
};

/** The SDK says "no answer came back" (offline, DNS, a proxy down) in these ways. */
const NO_ANSWER_CODES: readonly string[] = ['unavailable', 'deadline-exceeded', 'cancelled'];

interface CallableErrorLike {
  code?: unknown;
  message?: unknown;
  details?: unknown;
}

function reasonOf(details: unknown) {
  const reason = typeof details === 'object' && details !== null ? (details as { reason?: unknown }).reason : undefined;
  return isErrorReason(reason) ? reason : undefined;
}

function fieldsOf(details: unknown): { field: string; message: string }[] {
  if (typeof details !== 'object' || details === null) return [];
  const fields = (details as { fields?: unknown }).fields;
  if (!Array.isArray(fields)) return [];
  return fields.flatMap((f: unknown) => {
    if (typeof f !== 'object' || f === null) return [];
    const { field, message } = f as { field?: unknown; message?: unknown };
    return typeof field === 'string' && typeof message === 'string' ? [{ field, message }] : [];
  });
}

/**
 * A failed callable as the app reports failures: the catalogue's notification for the code's
 * status (invalid-argument → 400, unauthenticated → 401, permission-denied → 403, not-found →
 * 404, failed-precondition → 409), the function's own sentence as `detail`, and its
 * `details.fields` for the inputs.
 */
export function callableError(name: GiftCallableName, error: unknown): ApiRequestError {
  const e = (typeof error === 'object' && error !== null ? error : {}) as CallableErrorLike;
  const code = typeof e.code === 'string' ? e.code.replace(/^functions\//, '') : 'internal';
  // The SDK appends " [<http status>]" to the message; status 0 means nothing came back.
  const rawMessage = typeof e.message === 'string' ? e.message : '';
  const httpStatus = /\[(\d+)\]$/.exec(rawMessage)?.[1];
  const message = rawMessage.replace(/\s*\[\d+\]$/, '').trim();
  const where = { method: 'CALL', path: callablePath(name), cause: error };

  if (NO_ANSWER_CODES.includes(code) || (code === 'internal' && httpStatus === '0')) {
    return new ApiRequestError({ status: 0, kind: 'network', userMessage: NETWORK_ERROR_MESSAGE, ...where });
  }
  const status = STATUS_OF_CODE[code] ?? 500;
  const fields = fieldsOf(e.details);
  const reason = reasonOf(e.details);
  // A 500's message is the SDK's or the runtime's ("internal"), never a sentence for a person.
  const detail = status !== 500 && message ? message : undefined;
  return new ApiRequestError({
    status,
    kind: errorKindOfStatus(status),
    ...(reason ? { reason } : {}),
    userMessage: userMessage(status),
    ...(detail ? { detail } : {}),
    fields,
    ...where,
  });
}

export interface CallOptions {
  /** Show failures in the notification bar (default true). Failures are always logged. */
  notify?: boolean;
}

export interface GiftCreateInput {
  initiatorParty: GiftParty;
  giftDetails?: GiftDetailsDraft;
  donorRequestDetails?: DonorRequestDetailsDraft;
}

export interface GiftChanges {
  giftDetails?: GiftDetailsDraft;
  donorRequestDetails?: DonorRequestDetailsDraft;
}

/**
 * The gift calls; each answers ApiResult like the REST client, never throws for a refusal.
 * A refusal for an unconfirmed email is retried once if the session finds the email confirmed
 * since its token was issued (the SDK then sends the refreshed token).
 */
export function giftsApi(call: GiftCallable, { recoverVerification }: Pick<ApiClientOptions, 'recoverVerification'> = {}) {
  async function run<T>(name: GiftCallableName, data: unknown, opts: CallOptions = {}): Promise<ApiResult<T>> {
    let verification: VerificationRecovery | undefined;
    for (;;) {
      try {
        return { ok: true, status: 200, data: (await call(name, data)) as T };
      } catch (cause) {
        const error = callableError(name, cause);
        if (verification === undefined && recoverVerification && isEmailNotVerified(error)) {
          verification = await recoverVerification();
          if (verification === 'verified') continue;
        }
        return reportFailure(error, { notify: opts.notify, verification });
      }
    }
  }

  return {
    create: (input: GiftCreateInput, opts?: CallOptions) => run<GiftRequestResponse>('create', input, opts),
    /** The fields of one step, merged into the draft by the function. */
    update: (id: string, changes: GiftChanges, opts?: CallOptions) => run<GiftRequestResponse>('update', { id, ...changes }, opts),
    send: (id: string, updateParty: UpdateParty, opts?: CallOptions) => run<GiftRequestResponse>('send', { id, updateParty }, opts),
    /** `documentSha256`: the fingerprint of the letter shown, as this signature leaves it. */
    sign: (id: string, signatureData: SignatureData, documentSha256: string, opts?: CallOptions) =>
      run<GiftRequestResponse>(
        'sign',
        // The statements the signature page shows, in this version; the page calls this only once all are ticked.
        {
          id,
          signatureData,
          documentSha256,
          statementsVersion: STATEMENTS_VERSION,
          acceptTermsOfService: true,
          consentToElectronicRecords: true,
          confirmNoRepaymentExpected: true,
        },
        opts,
      ),
    getAuditTrail: (id: string, opts?: CallOptions) => run<AuditTrailResponse>('getAuditTrail', { id }, opts),
    finalize: (id: string, opts?: CallOptions) => run<GiftRequestResponse>('finalize', { id }, opts),
    reject: (id: string, rejectionReason: string, opts?: CallOptions) => run<GiftRequestResponse>('reject', { id, rejectionReason }, opts),
    delete: (id: string, opts?: CallOptions) => run<GiftRequestResponse>('delete', { id }, opts),
    get: (id: string, opts?: CallOptions) => run<GiftRequestResponse>('get', { id }, opts),
    list: (opts?: CallOptions) => run<GiftListResponse>('list', {}, opts),
    getDocument: (id: string, opts?: CallOptions) => run<GiftDocumentResponse>('getDocument', { id }, opts),
  };
}

export type GiftsApi = ReturnType<typeof giftsApi>;

/** The PDF the function sent as base64, as a Blob to download. */
export function pdfBlobOf(document: Pick<GiftDocumentResponse, 'base64' | 'contentType'>): Blob {
  const binary = atob(document.base64);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return new Blob([bytes], { type: document.contentType });
}

/**
 * The callables through the Firebase SDK, which adds the signed-in user's ID token. The SDK
 * (firebase/functions, and Auth's app) loads on the first call, so it never enters the
 * bundles of pages that make none.
 */
export function firebaseGiftCallable(loadApp: () => Promise<FirebaseApp>): GiftCallable {
  type Invoke = (name: GiftCallableName, data: unknown) => Promise<unknown>;
  let loading: Promise<Invoke> | null = null;

  function load(): Promise<Invoke> {
    loading ??= Promise.all([loadApp(), import('firebase/functions')]).then(
      ([app, { getFunctions, httpsCallableFromURL }]) => {
        const functions = getFunctions(app);
        return async (name, data) => {
          const url = new URL(callablePath(name), window.location.origin).href;
          return (await httpsCallableFromURL(functions, url)(data)).data;
        };
      },
      (error: unknown) => {
        loading = null; // a later call tries the download again
        throw error;
      },
    );
    return loading;
  }

  return async (name, data) => {
    let invoke: Invoke;
    try {
      invoke = await load();
    } catch (cause) {
      // The SDK's chunk did not download: as good as no answer.
      throw Object.assign(new Error('The Firebase Functions SDK could not be loaded.', { cause }), { code: 'functions/unavailable' });
    }
    return invoke(name, data);
  };
}
