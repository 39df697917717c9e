import { AsyncLocalStorage } from 'node:async_hooks';
import type {
  DocumentData,
  DocumentReference,
  DocumentSnapshot,
  Firestore,
  Query,
  QuerySnapshot,
  WriteBatch,
} from 'firebase-admin/firestore';
import { queueMailInBatch, type OutgoingMail } from '../mail/outbox';

/**
 * Every Firestore read and write a command makes goes through here, so `npm run bench:api`
 * can report real document reads and writes per action, for every workflow. Counting is per
 * call (an AsyncLocalStorage scope that the transports open), because the Functions emulator
 * serves concurrent calls in several worker processes and a process-wide total would see only
 * some of them. Outside a scope nothing is counted.
 */

export interface FirestoreOpCount {
  reads: number;
  writes: number;
}

const scope = new AsyncLocalStorage<FirestoreOpCount>();

/** Runs `work` with a fresh count, which `onDone` receives before the answer goes out. */
export function countingOps<T>(count: FirestoreOpCount, work: () => T): T {
  return scope.run(count, work);
}

function add(kind: keyof FirestoreOpCount, n: number): void {
  const count = scope.getStore();
  if (count) count[kind] += n;
}

export async function readDocument(ref: DocumentReference): Promise<DocumentSnapshot> {
  const snapshot = await ref.get();
  add('reads', 1);
  return snapshot;
}

export async function readDocuments(refs: readonly DocumentReference[]): Promise<DocumentSnapshot[]> {
  const [first] = refs;
  if (!first) return [];
  const snapshots = await first.firestore.getAll(...refs);
  add('reads', refs.length);
  return snapshots;
}

/** Firestore bills a query at least one read even when it matches nothing. */
export async function runQuery(query: Query): Promise<QuerySnapshot> {
  const snapshot = await query.get();
  add('reads', Math.max(1, snapshot.size));
  return snapshot;
}

/**
 * The one write batch: counts its writes, drops `undefined` (zod leaves optional keys absent,
 * but a spread can bring one back, and Firestore refuses them), and queues mail in the same
 * commit as the change it tells about.
 */
export class CommitBatch {
  private readonly batch: WriteBatch;
  private writes = 0;

  constructor(private readonly db: Firestore) {
    this.batch = db.batch();
  }

  /** Create-if-absent: the whole commit fails (ALREADY_EXISTS) when the document is there. */
  create(ref: DocumentReference, data: object): this {
    this.batch.create(ref, storable(data));
    this.writes += 1;
    return this;
  }

  /** Top-level fields only: the fallback emulator's nested update masks are not trustworthy. */
  update(ref: DocumentReference, data: object): this {
    this.batch.update(ref, storable(data));
    this.writes += 1;
    return this;
  }

  set(ref: DocumentReference, data: object): this {
    this.batch.set(ref, storable(data));
    this.writes += 1;
    return this;
  }

  delete(ref: DocumentReference): this {
    this.batch.delete(ref);
    this.writes += 1;
    return this;
  }

  mail(mail: OutgoingMail | null): this {
    if (mail === null) return this;
    queueMailInBatch(this.db, this.batch, mail);
    this.writes += 1;
    return this;
  }

  get size(): number {
    return this.writes;
  }

  async commit(): Promise<void> {
    await this.batch.commit();
    add('writes', this.writes);
  }
}

/**
 * Commits a batch whose create-if-absent says "done before": true when it went through, false
 * when a document it creates was already there (so nothing of it, mail included, was written).
 */
export async function commitUnlessDone(batch: CommitBatch): Promise<boolean> {
  try {
    await batch.commit();
    return true;
  } catch (error) {
    if (isAlreadyExists(error)) return false;
    throw error;
  }
}

/** gRPC ALREADY_EXISTS, as the Firestore SDK reports a failed create precondition. */
export function isAlreadyExists(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === 6;
}

/** A plain copy without undefined values, ready for Firestore. */
export function storable<T extends object>(data: T): DocumentData {
  return strip(data) as DocumentData;
}

function strip(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(strip);
  if (value === null || typeof value !== 'object') return value;
  if (value instanceof Uint8Array) return value;
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    if (item !== undefined) out[key] = strip(item);
  }
  return out;
}
