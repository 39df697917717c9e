import type { z } from 'zod';
import type { Refusal, RefusalKind } from '../machine';

/**
 * The error catalogue: what the API answers, what a callable throws, and what the user reads.
 * The spec (section 8) fixes the 400/401/403 and Google texts; ours fill the gaps in the
 * same calm voice: say what happened and what to do, never blame.
 */

export const ERROR_PREFIX = 'Oops, something went wrong.';

/** Firebase HttpsError codes, as plain strings so domain/ stays free of the SDK. */
export type CallableErrorCode =
  | 'invalid-argument'
  | 'unauthenticated'
  | 'permission-denied'
  | 'not-found'
  | 'failed-precondition'
  | 'resource-exhausted'
  | 'internal';

export const ERROR_KINDS = [
  'bad-request',
  'unauthenticated',
  'forbidden',
  'not-found',
  'conflict',
  'rate-limited',
  'internal',
  'google-oauth',
  'google-missing-first-name',
] as const;
export type ErrorKind = (typeof ERROR_KINDS)[number];

/**
 * Refusals a client must act on, not only show, named so that no client matches on wording.
 * The API carries one as `error.reason` in its error body; a callable as `details.reason` of
 * its HttpsError. `email-not-verified`: the ID token says the email is not confirmed (it may
 * predate the confirmation: refresh the token and retry once, else go to /verification).
 */
export const ERROR_REASONS = ['email-not-verified'] as const;
export type ErrorReason = (typeof ERROR_REASONS)[number];

export function isErrorReason(value: unknown): value is ErrorReason {
  return typeof value === 'string' && (ERROR_REASONS as readonly string[]).includes(value);
}

/** The spec's code for a Google account without a first name. */
export const GOOGLE_MISSING_FIRST_NAME_CODE = 1000;

const INVALID_INFORMATION =
  'You might be providing some invalid information and therefore are seeing an error. Make sure your information is provided in the correct format expected.';

export interface ErrorKindInfo {
  readonly httpStatus: number;
  readonly callableCode: CallableErrorCode;
  /** An application code beyond the HTTP status, where the spec gives one. */
  readonly code?: number;
  /** Follows ERROR_PREFIX and a space in the notification. */
  readonly suffix: string;
}

export const ERROR_CATALOGUE: Readonly<Record<ErrorKind, ErrorKindInfo>> = {
  'bad-request': { httpStatus: 400, callableCode: 'invalid-argument', suffix: INVALID_INFORMATION },
  // The spec gives 401 the invalid-information text: to the user a stale or missing sign-in
  // looks like information that didn't check out.
  unauthenticated: { httpStatus: 401, callableCode: 'unauthenticated', suffix: INVALID_INFORMATION },
  forbidden: {
    httpStatus: 403,
    callableCode: 'permission-denied',
    suffix: 'This operation is not being allowed either due to information provided that is not as expected.',
  },
  'not-found': {
    httpStatus: 404,
    callableCode: 'not-found',
    suffix: 'We could not find what you were looking for. It may have been deleted, or the link may be incomplete.',
  },
  conflict: {
    httpStatus: 409,
    callableCode: 'failed-precondition',
    suffix: 'This has changed since you opened it, so we did not make your change. Please refresh the page and try again.',
  },
  'rate-limited': {
    httpStatus: 429,
    callableCode: 'resource-exhausted',
    suffix: 'There have been too many attempts in a short time. Please wait a minute and try again.',
  },
  internal: {
    httpStatus: 500,
    callableCode: 'internal',
    suffix: 'Please try again in a few minutes. If it keeps happening, contact our support team.',
  },
  // A failed Google sign-in is a credential problem to the API (the ID token did not check out).
  'google-oauth': {
    httpStatus: 401,
    callableCode: 'unauthenticated',
    suffix:
      'We have not been able to receive all information from Google we need for sign in. Please try Signup using email/password.',
  },
  'google-missing-first-name': {
    httpStatus: 400,
    callableCode: 'invalid-argument',
    code: GOOGLE_MISSING_FIRST_NAME_CODE,
    // Spec text, character for character: it ends without a period.
    suffix:
      "We have not received a first name from your google account. We won't be able to use your Google account since our account requires a first name",
  },
};

/** Unlisted statuses fall to the generic kind, as the spec's "anything else generic". */
export function errorKindOfStatus(status: number): ErrorKind {
  switch (status) {
    case 400:
      return 'bad-request';
    case 401:
      return 'unauthenticated';
    case 403:
      return 'forbidden';
    case 404:
      return 'not-found';
    case 409:
      return 'conflict';
    case 429:
      return 'rate-limited';
    case GOOGLE_MISSING_FIRST_NAME_CODE:
      return 'google-missing-first-name';
    default:
      return 'internal';
  }
}

function isErrorKind(value: unknown): value is ErrorKind {
  return typeof value === 'string' && (ERROR_KINDS as readonly string[]).includes(value);
}

/**
 * The whole notification text for an HTTP status, the Google code 1000, or a kind.
 * Anything unrecognised gets the generic text rather than nothing.
 */
export function userMessage(statusOrKind: number | ErrorKind): string {
  const kind = typeof statusOrKind === 'number' ? errorKindOfStatus(statusOrKind) : statusOrKind;
  const info = isErrorKind(kind) ? ERROR_CATALOGUE[kind] : ERROR_CATALOGUE.internal;
  return `${ERROR_PREFIX} ${info.suffix}`;
}

export const SUCCESS_MESSAGES = {
  profileUpdated: 'Successfully updated your profile.',
  passwordResetEmailSent: 'Password reset email sent. Please check your email.',
} as const;

export const NOTIFICATION_AUTO_HIDE_MS = 3_000;
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

const REFUSAL_ERROR_KIND = {
  'wrong-state': 'conflict',
  'wrong-party': 'forbidden',
} as const satisfies Record<RefusalKind, ErrorKind>;

export function errorKindOfRefusal(refusal: Refusal): ErrorKind {
  return REFUSAL_ERROR_KIND[refusal.kind];
}

export interface FieldError {
  /** Dotted path into the body: "address.zipCode", "loanProposalDetails.termMonths". */
  readonly field: string;
  readonly message: string;
}

export interface ApiError {
  readonly status: number;
  readonly kind: ErrorKind;
  readonly code?: number;
  /** What a client should do about it, beyond showing the message. */
  readonly reason?: ErrorReason;
  /** The notification to show as is. */
  readonly message: string;
  /** The specific reason (a refusal, the first field problem), for the screen that has room. */
  readonly detail?: string;
  readonly fields?: readonly FieldError[];
}

/** Every non-2xx JSON response of the API. */
export interface ApiErrorBody {
  readonly error: ApiError;
}

export function apiErrorBody(
  kind: ErrorKind,
  extra: { readonly detail?: string; readonly fields?: readonly FieldError[]; readonly reason?: ErrorReason } = {},
): ApiErrorBody {
  const info = ERROR_CATALOGUE[kind];
  return {
    error: {
      status: info.httpStatus,
      kind,
      ...(info.code === undefined ? {} : { code: info.code }),
      ...(extra.reason === undefined ? {} : { reason: extra.reason }),
      message: userMessage(kind),
      ...(extra.detail === undefined ? {} : { detail: extra.detail }),
      ...(extra.fields === undefined || extra.fields.length === 0 ? {} : { fields: extra.fields }),
    },
  };
}

/** Where a problem is not inside any field (wrong body type, unknown keys without a name). */
export const BODY_FIELD = 'body';

/**
 * One message per field, in the order zod found them; the first problem with a field is
 * the one worth fixing first. Unknown keys are reported under their own names.
 */
export function fieldErrors(error: z.ZodError): FieldError[] {
  const byField = new Map<string, string>();
  const add = (field: string, message: string) => {
    if (!byField.has(field)) byField.set(field, message);
  };
  for (const issue of error.issues) {
    const base = issue.path.map(String).join('.');
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) add(base ? `${base}.${key}` : key, issue.message);
    } else {
      add(base || BODY_FIELD, issue.message);
    }
  }
  return [...byField].map(([field, message]) => ({ field, message }));
}

/** The 400 body for a failed schema parse. */
export function validationErrorBody(error: z.ZodError): ApiErrorBody {
  const fields = fieldErrors(error);
  return apiErrorBody('bad-request', { fields, ...(fields[0] ? { detail: fields[0].message } : {}) });
}

/** The 409/403 body for a refused transition. */
export function refusalErrorBody(refusal: Refusal): ApiErrorBody {
  return apiErrorBody(errorKindOfRefusal(refusal), { detail: refusal.reason });
}
