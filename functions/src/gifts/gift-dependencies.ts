import type { Firestore } from 'firebase-admin/firestore';
import type { ServerEnvironment } from '../config/environment';
import type { CallableAuth, RawRequestMeta } from './gift-caller';

/** What the gift handlers need, lazily, so tests can build them without touching Firestore. */
export interface GiftDependencies {
  readonly firestore: () => Firestore;
  readonly environment: () => ServerEnvironment;
}

/** Every gift callable's logic: plain, testable, and wrapped thinly by onCall. */
export type GiftHandler<R> = (deps: GiftDependencies, auth: CallableAuth, data: unknown, rawRequest: RawRequestMeta) => Promise<R>;
