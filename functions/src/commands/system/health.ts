import type { HealthResponse } from '@kinloan/domain';
import type { HttpCommand } from '../../platform/command';
import type { Dependencies } from '../../platform/deps';
import { AppError } from '../../platform/app-error';

const HEALTH_DOCUMENT = 'system/health';
/** Anyone may ask, so a burst of asks costs one Firestore read per instance per this long. */
export const HEALTH_REUSE_MS = 5_000;

const lastGood = new WeakMap<Dependencies, { readonly at: number; readonly roundTripMs: number }>();

/**
 * GET /api/v1/health proves every layer answers: Hosting's rewrite, this function, and a
 * Firestore read. It never writes: an unauthenticated caller must not be able to make us write.
 */
export const health: HttpCommand<'system.health'> = async (_ctx, _input, deps) => {
  const started = Date.now();
  let good = lastGood.get(deps);
  if (!good || started - good.at >= HEALTH_REUSE_MS) {
    try {
      await deps.firestore().doc(HEALTH_DOCUMENT).get();
    } catch (error) {
      lastGood.delete(deps);
      console.error('health: Firestore read failed', error);
      throw new AppError('internal', 'The database is not reachable right now.');
    }
    good = { at: started, roundTripMs: Date.now() - started };
    lastGood.set(deps, good);
  }
  const answer: HealthResponse = {
    status: 'ok',
    service: 'kinloan-api',
    checkedAt: new Date(good.at).toISOString(),
    firestore: { roundTripMs: good.roundTripMs },
  };
  return answer;
};
