import type { ErrorRequestHandler, RequestHandler } from 'express';
import type { z } from 'zod';
import {
  apiErrorBody,
  ERROR_CATALOGUE,
  errorKindOfStatus,
  fieldErrors,
  type ErrorKind,
  type FieldError,
} from '@kinloan/domain';

export interface HttpErrorOptions {
  /** Each bad field of a 400, as validationErrorBody names them. */
  readonly fields?: readonly FieldError[];
  /** Sent as Retry-After with a 429. */
  readonly retryAfterSeconds?: number;
}

/** A failure whose kind, detail and fields are meant for the client. */
export class HttpError extends Error {
  constructor(
    readonly kind: ErrorKind,
    readonly detail: string,
    readonly options: HttpErrorOptions = {},
  ) {
    super(detail);
    this.name = 'HttpError';
  }
}

/** A 400 naming one field, for checks a schema cannot make (a reCAPTCHA that failed). */
export function fieldError(field: string, message: string): HttpError {
  return new HttpError('bad-request', message, { fields: [{ field, message }] });
}

/** The parsed body, or a 400 naming every bad field (the first one as the detail). */
export function parseBody<S extends z.ZodType>(schema: S, body: unknown): z.infer<S> {
  const result = schema.safeParse(body);
  if (result.success) return result.data;
  const fields = fieldErrors(result.error);
  throw new HttpError('bad-request', fields[0]?.message ?? 'The request body is not what this call expects.', { fields });
}

export const notFoundHandler: RequestHandler = (req, res) => {
  res.status(404).json(apiErrorBody('not-found', { detail: `There is no API route for ${req.method} ${req.path}.` }));
};

/**
 * The last stop for every failure: the client gets the catalogue's message and status,
 * never a stack trace or an internal detail; the detail goes to the log.
 */
export const apiErrorHandler: ErrorRequestHandler = (error: unknown, req, res, _next) => {
  const { kind, detail, fields, retryAfterSeconds } = describe(error);
  if (kind === 'internal') console.error(`${req.method} ${req.path} failed`, error);
  if (retryAfterSeconds !== undefined) res.set('Retry-After', String(retryAfterSeconds));
  res.status(ERROR_CATALOGUE[kind].httpStatus).json(
    apiErrorBody(kind, { ...(detail === undefined ? {} : { detail }), ...(fields === undefined ? {} : { fields }) }),
  );
};

function describe(error: unknown): { kind: ErrorKind; detail?: string } & HttpErrorOptions {
  if (error instanceof HttpError) return { kind: error.kind, detail: error.detail, ...error.options };
  // express.json() marks a malformed body with type 'entity.parse.failed' and a 4xx status.
  if (typeof error === 'object' && error !== null && 'status' in error) {
    const status = Number((error as { status: unknown }).status);
    const type = (error as { type?: unknown }).type;
    if (type === 'entity.parse.failed') return { kind: 'bad-request', detail: 'The request body is not valid JSON.' };
    if (type === 'entity.too.large') return { kind: 'bad-request', detail: 'The request body is too large.' };
    if (status >= 400 && status < 500) return { kind: errorKindOfStatus(status) };
  }
  return { kind: 'internal' };
}
