import type { TestProject } from 'vitest/node';
import type { FirestoreKind } from '../src/firestore-choice';
import { buildForEmulators, startStack, type RunningStack } from '../src/stack';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Which Firestore the stack runs: rules tests need the official emulator. */
    firestoreKind: FirestoreKind;
  }
}

let stack: RunningStack | null = null;

export async function setup(project: TestProject): Promise<void> {
  // Each answer carries the Firestore reads and writes it made: the read-count tests assert on them.
  process.env.KINLOAN_COUNT_FIRESTORE = '1';
  await buildForEmulators();
  stack = await startStack({ withViteDevServer: false, verbose: process.env.KINLOAN_VERBOSE === '1' });
  project.provide('firestoreKind', stack.firestore.kind);
}

export async function teardown(): Promise<void> {
  await stack?.stop();
}
