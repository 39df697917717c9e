import { getApps, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { setGlobalOptions } from 'firebase-functions/v2';
import { readEnvironment } from '../config/environment';
import type { Dependencies } from './deps';

/**
 * The platform every deployed entry starts from. Each entry is its own bundle (see build.mjs),
 * and a deploy's discovery loads them all into one process, so the Admin app and the global
 * options, which live in the shared packages, are set by whichever entry comes first.
 */
export function runtimeDependencies(): Dependencies {
  if (getApps().length === 0) {
    setGlobalOptions({ region: 'us-central1' });
    initializeApp();
  }
  const environment = readEnvironment(process.env);
  return { firestore: () => getFirestore(), auth: () => getAuth(), environment: () => environment };
}
