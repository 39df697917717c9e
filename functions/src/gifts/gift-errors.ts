import { HttpsError } from 'firebase-functions/v2/https';
import { BODY_FIELD, ERROR_CATALOGUE, fieldErrors, type ErrorKind, type FieldError, type Refusal, errorKindOfRefusal } from '@kinloan/domain';
import type { z } from 'zod';

/**
 * The gift callables' failures: HttpsErrors whose code comes from the same error catalogue
 * as the loan API (bad-request → invalid-argument, forbidden → permission-denied, conflict →
 * failed-precondition, …) and whose message is one sentence a person can act on. An
 * invalid-argument names each bad field in `details.fields`, in the domain's words.
 */

export function giftError(kind: ErrorKind, message: string, fields?: readonly FieldError[]): HttpsError {
  return new HttpsError(ERROR_CATALOGUE[kind].callableCode, message, fields ? { fields } : undefined);
}

export function fieldError(field: string, message: string): HttpsError {
  return giftError('bad-request', message, [{ field, message }]);
}

/** The parsed data, or invalid-argument naming every bad field (the first as the message). */
export function parseData<S extends z.ZodType>(schema: S, data: unknown): z.infer<S> {
  const result = schema.safeParse(data);
  if (result.success) return result.data;
  // A callable's payload is its `data`, not a request body.
  const fields = fieldErrors(result.error).map((f) => (f.field === BODY_FIELD ? { ...f, field: 'data' } : f));
  return throwError(giftError('bad-request', fields[0]?.message ?? 'The data sent is not what this action expects.', fields));
}

function throwError(error: HttpsError): never {
  throw error;
}

/** The machine's refusal: failed-precondition (not now) or permission-denied (not you). */
export function refusalError(refusal: Refusal): HttpsError {
  return giftError(errorKindOfRefusal(refusal), refusal.reason);
}

export const GIFT_NOT_FOUND = 'There is no gift letter with this id. It may have been mistyped.';
export const NOT_A_GIFT_PARTY = 'Only the two people on this gift letter can see it or act on it.';
export const SIGN_IN_REQUIRED = 'Please sign in to work with gift letters.';
export const EMAIL_NOT_VERIFIED =
  'Please confirm your email address before working with gift letters: open the link we emailed you, or ask for a new one on the verification page.';
export const RACE_LOST = 'Someone else changed this gift letter at the same moment. Refresh and try again.';
