import type { Auth } from 'firebase-admin/auth';
import type { Firestore } from 'firebase-admin/firestore';
import type { ServerEnvironment } from '../config/environment';

/**
 * What every command, job and transport needs from the platform. Lazy, so tests can build an
 * app or a command without touching Firestore or Auth, and a function that never needs Auth
 * never loads it.
 */
export interface Dependencies {
  readonly firestore: () => Firestore;
  readonly auth: () => Auth;
  readonly environment: () => ServerEnvironment;
}
