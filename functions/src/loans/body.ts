import type { z } from 'zod';
import { HttpError, parseBody } from '../http/errors';

/** The body with `key` set to `value` when the client left it out; anything else as it came. */
export function withDefault(body: unknown, key: string, value: unknown): unknown {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return body;
  return key in body ? body : { ...body, [key]: value };
}

/**
 * Parses `body[key]` with a schema of its own (a domain schema for one part of a body), and
 * names the fields of a 400 from the body's top, as parseBody does: "loanWish.headline".
 */
export function parseBodyField<S extends z.ZodType>(schema: S, body: unknown, key: string, missing: string): z.infer<S> {
  const value = typeof body === 'object' && body !== null ? (body as Record<string, unknown>)[key] : undefined;
  if (value === undefined || value === null) {
    throw new HttpError('bad-request', missing, { fields: [{ field: key, message: missing }] });
  }
  try {
    return parseBody(schema, value);
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    const fields = (error.options.fields ?? []).map((field) => ({
      field: field.field === 'body' ? key : `${key}.${field.field}`,
      message: field.message,
    }));
    throw new HttpError('bad-request', error.detail, { fields });
  }
}
