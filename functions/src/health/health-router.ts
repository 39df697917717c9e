import type { RequestHandler } from 'express';
import type { Dependencies } from '../platform/deps';
import { HttpError } from '../http/errors';

const HEALTH_DOCUMENT = 'system/health';

/**
 * GET /api/v1/health proves every layer answers: Hosting's rewrite, this function, and a
 * Firestore round trip (a write, then a read of the same document).
 */
export function healthCheck({ firestore }: Dependencies): RequestHandler {
  return async (_req, res) => {
    const checkedAt = new Date().toISOString();
    const started = Date.now();
    const ref = firestore().doc(HEALTH_DOCUMENT);
    try {
      await ref.set({ checkedAt });
      const snapshot = await ref.get();
      const readBack = snapshot.get('checkedAt') as unknown;
      if (readBack !== checkedAt) throw new Error(`health read back ${String(readBack)}, wrote ${checkedAt}`);
    } catch (error) {
      console.error('health: Firestore round trip failed', error);
      throw new HttpError('internal', 'The database is not reachable right now.');
    }
    res.set('Cache-Control', 'no-store').json({
      status: 'ok',
      service: 'kinloan-api',
      checkedAt,
      firestore: { roundTripMs: Date.now() - started },
    });
  };
}
