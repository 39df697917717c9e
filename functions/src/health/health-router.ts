import type { RequestHandler } from 'express';
import type { Dependencies } from '../platform/deps';
import { HttpError } from '../http/errors';

const HEALTH_DOCUMENT = 'system/health';
/** Anyone may ask, so a burst of asks costs one Firestore read per instance per this long. */
export const HEALTH_REUSE_MS = 5_000;

/**
 * GET /api/v1/health proves every layer answers: Hosting's rewrite, this function, and a
 * Firestore read. It never writes: an unauthenticated caller must not be able to make us write.
 */
export function healthCheck({ firestore }: Dependencies, now: () => number = Date.now): RequestHandler {
  let lastGood: { at: number; roundTripMs: number } | null = null;
  return async (_req, res) => {
    const started = now();
    if (!lastGood || started - lastGood.at >= HEALTH_REUSE_MS) {
      try {
        await firestore().doc(HEALTH_DOCUMENT).get();
      } catch (error) {
        lastGood = null;
        console.error('health: Firestore read failed', error);
        throw new HttpError('internal', 'The database is not reachable right now.');
      }
      lastGood = { at: started, roundTripMs: now() - started };
    }
    res.set('Cache-Control', 'no-store').json({
      status: 'ok',
      service: 'kinloan-api',
      checkedAt: new Date(lastGood.at).toISOString(),
      firestore: { roundTripMs: lastGood.roundTripMs },
    });
  };
}
