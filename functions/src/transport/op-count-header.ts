import type { ServerResponse } from 'node:http';
import { isOnEmulators } from '../config/environment';
import type { FirestoreOpCount } from '../platform/store';

/**
 * The bench's window into storage: with KINLOAN_COUNT_FIRESTORE=1 on the emulators each answer
 * carries the Firestore reads and writes its call made, for HTTP calls and callables alike.
 */
export const FIRESTORE_OPS_HEADER = 'x-kinloan-firestore-ops';

/** Only on the emulators, and only when asked: the header describes our storage. */
export function firestoreOpCountingEnabled(env: Readonly<Record<string, string | undefined>>): boolean {
  return env.KINLOAN_COUNT_FIRESTORE === '1' && isOnEmulators(env);
}

/** "reads=3; writes=5" */
export function formatOpCount(count: FirestoreOpCount): string {
  return `reads=${count.reads}; writes=${count.writes}`;
}

export function parseOpCount(header: string | null): FirestoreOpCount | null {
  const match = /^reads=(\d+); writes=(\d+)$/.exec(header ?? '');
  return match ? { reads: Number(match[1]), writes: Number(match[2]) } : null;
}

/** Adds the header as the response starts, whatever sends it (express, or the callable runtime). */
export function reportOpsWhenHeadersGo(res: ServerResponse, count: FirestoreOpCount): void {
  const writeHead = res.writeHead.bind(res) as (...args: unknown[]) => ServerResponse;
  res.writeHead = ((...args: unknown[]) => {
    if (!res.headersSent) res.setHeader(FIRESTORE_OPS_HEADER, formatOpCount(count));
    return writeHead(...args);
  }) as ServerResponse['writeHead'];
}
