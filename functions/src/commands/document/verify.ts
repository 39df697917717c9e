import { normalizeVerificationCode, VERIFICATION_CODE_FORMAT_MESSAGE, VERIFICATION_NOT_FOUND_MESSAGE } from '@kinloan/domain';
import { RATE_LIMITS } from '../../abuse/rate-limit';
import { RateLimitCounter } from '../../abuse/rate-limit-store';
import { AppError, fieldError } from '../../platform/app-error';
import type { HttpCommand } from '../../platform/command';
import { readDocument } from '../../platform/store';
import { verificationRef, verificationResponse, type VerificationRecord } from '../../signing/document-verification';

/**
 * GET /api/v1/verify/{code}, for anyone: what an executed document's code says about it
 * (kind, day executed, the parties' initials, a gift letter's amount, its fingerprints).
 * Every lookup counts against the caller's address, found or not, well formed or not, so
 * codes can't be tried in bulk; past the limit the answer is a 429 and nothing is read.
 */
export const verifyDocument: HttpCommand<'document.verify'> = async (ctx, { params }, deps) => {
  const db = deps.firestore();
  const lookups = await RateLimitCounter.load(db, RATE_LIMITS.documentVerification, [ctx.ip]);
  lookups.refuseIfExhausted();
  await lookups.count();
  const code = normalizeVerificationCode(params.code);
  if (!code) throw fieldError('code', VERIFICATION_CODE_FORMAT_MESSAGE);
  const snapshot = await readDocument(verificationRef(db, code));
  const record = snapshot.data() as VerificationRecord | undefined;
  if (!snapshot.exists || !record) throw new AppError('not-found', VERIFICATION_NOT_FOUND_MESSAGE);
  return verificationResponse(record);
};
