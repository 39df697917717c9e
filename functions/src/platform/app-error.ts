import type { z } from 'zod';
import { BODY_FIELD, fieldErrors, type ErrorKind, type ErrorReason, type FieldError, type Refusal, errorKindOfRefusal } from '@kinloan/domain';

export interface AppErrorOptions {
  /** Each bad field of a 400, as the domain names them ("signatureData.typedFullName"). */
  readonly fields?: readonly FieldError[];
  /** Sent as Retry-After with a 429. */
  readonly retryAfterSeconds?: number;
  /** The catalogue's machine-readable reason, for a refusal the client acts on (email-not-verified). */
  readonly reason?: ErrorReason;
}

/**
 * The one failure type of every command: a kind from the domain's error catalogue, one
 * sentence a person can act on, and the fields it concerns. The transports turn it into an
 * HTTP answer (transport/express.ts) or an HttpsError (transport/callable.ts); anything else
 * thrown is an internal error, logged and answered with the catalogue's generic text.
 */
export class AppError extends Error {
  constructor(
    readonly kind: ErrorKind,
    readonly detail: string,
    readonly options: AppErrorOptions = {},
  ) {
    super(detail);
    this.name = 'AppError';
  }
}

/** A 400 naming one field, for checks a schema cannot make (a reCAPTCHA that failed). */
export function fieldError(field: string, message: string): AppError {
  return new AppError('bad-request', message, { fields: [{ field, message }] });
}

/** The machine's refusal: 409 (not now) or 403 (not you), in its own sentence. */
export function refusalError(refusal: Refusal): AppError {
  return new AppError(errorKindOfRefusal(refusal), refusal.reason);
}

/**
 * The parsed value, or a 400 naming every bad field (the first one as the detail). `root` is
 * what a problem with the value as a whole is called: "body" for a request body, "data" for a
 * callable's data.
 */
export function parseInput<S extends z.ZodType>(schema: S, value: unknown, root: string = BODY_FIELD): z.infer<S> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const fields = fieldErrors(result.error).map((f) => (f.field === BODY_FIELD ? { ...f, field: root } : f));
  throw new AppError('bad-request', fields[0]?.message ?? 'The request is not what this call expects.', { fields });
}
