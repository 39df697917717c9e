import type { ErrorRequestHandler, RequestHandler } from 'express';
import { apiErrorBody } from '@kinloan/domain';

/** An error whose status and message are meant for the client. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const notFoundHandler: RequestHandler = (req, res) => {
  res.status(404).json(apiErrorBody(404, `No API route for ${req.method} ${req.path}.`));
};

/**
 * The last stop for every failure: the client gets the catalogue's message and a status,
 * never a stack trace or an internal detail; the detail goes to the log.
 */
export const apiErrorHandler: ErrorRequestHandler = (error: unknown, req, res, _next) => {
  const status = statusOf(error);
  if (status >= 500) {
    console.error(`${req.method} ${req.path} failed`, error);
  }
  const detail = error instanceof HttpError ? error.message : status === 400 ? 'The request body is not valid JSON.' : undefined;
  res.status(status).json(apiErrorBody(status, detail));
};

function statusOf(error: unknown): number {
  if (error instanceof HttpError) return error.status;
  // express.json() marks malformed bodies with status 400 / type 'entity.parse.failed'.
  if (typeof error === 'object' && error !== null && 'status' in error) {
    const status = Number((error as { status: unknown }).status);
    if (status >= 400 && status < 500) return status;
  }
  return 500;
}
