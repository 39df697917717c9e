import type { z } from 'zod';
import { fieldErrors, type FieldError } from './errors';

/** The field errors a body gets, or [] when it parses: what the API would answer. */
export function problems(schema: z.ZodType, body: unknown): FieldError[] {
  const result = schema.safeParse(body);
  return result.success ? [] : fieldErrors(result.error);
}

/** Parses or throws with the field errors, so a failing "good body" test says why. */
export function parsed<T extends z.ZodType>(schema: T, body: unknown): z.infer<T> {
  const result = schema.safeParse(body);
  if (!result.success) throw new Error(JSON.stringify(fieldErrors(result.error)));
  return result.data;
}

/** A copy of `body` with the value at a dotted path replaced (or removed, for undefined). */
export function withField(body: unknown, path: string, value: unknown): unknown {
  const copy = JSON.parse(JSON.stringify(body)) as Record<string, unknown>;
  const keys = path.split('.');
  const last = keys.pop() ?? '';
  let target: Record<string, unknown> = copy;
  for (const key of keys) target = target[key] as Record<string, unknown>;
  if (value === undefined) delete target[last];
  else target[last] = value;
  return copy;
}
