import type { ErrorRequestHandler, RequestHandler } from 'express';
import { apiErrorBody, ERROR_CATALOGUE, errorKindOfStatus, type ErrorKind } from '@kinloan/domain';

/** A failure whose kind and detail are meant for the client. */
export class HttpError extends Error {
  constructor(
    readonly kind: ErrorKind,
    readonly detail: string,
  ) {
    super(detail);
    this.name = 'HttpError';
  }
}

export const notFoundHandler: RequestHandler = (req, res) => {
  res.status(404).json(apiErrorBody('not-found', { detail: `There is no API route for ${req.method} ${req.path}.` }));
};

/**
 * The last stop for every failure: the client gets the catalogue's message and status,
 * never a stack trace or an internal detail; the detail goes to the log.
 */
export const apiErrorHandler: ErrorRequestHandler = (error: unknown, req, res, _next) => {
  const { kind, detail } = describe(error);
  if (kind === 'internal') console.error(`${req.method} ${req.path} failed`, error);
  res.status(ERROR_CATALOGUE[kind].httpStatus).json(apiErrorBody(kind, detail === undefined ? {} : { detail }));
};

function describe(error: unknown): { kind: ErrorKind; detail?: string } {
  if (error instanceof HttpError) return { kind: error.kind, detail: error.detail };
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
