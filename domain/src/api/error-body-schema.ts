import { z } from 'zod';
import { ERROR_KINDS, ERROR_REASONS } from './errors';

/** For clients reading an error response: tolerant of extra keys a newer server may add. */
export const apiErrorBodySchema = z.object({
  error: z.object({
    status: z.number().int(),
    kind: z.enum(ERROR_KINDS),
    code: z.number().int().optional(),
    // A reason this client does not know yet is dropped, not a reason to distrust the body.
    reason: z.enum(ERROR_REASONS).optional().catch(undefined),
    message: z.string(),
    detail: z.string().optional(),
    fields: z.array(z.object({ field: z.string(), message: z.string() })).optional(),
  }),
});
