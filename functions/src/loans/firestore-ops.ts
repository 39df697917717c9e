import { AsyncLocalStorage } from 'node:async_hooks';
import type { RequestHandler, Response } from 'express';
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
 * Every Firestore read and write of the loan API goes through here, so `npm run bench:api`
 * can report real document reads and writes per lifecycle. Counting is per request (an
 * AsyncLocalStorage scope), because the Functions emulator runs concurrent requests in
 * several worker processes and a process-wide total would see only some of them. With
 * KINLOAN_COUNT_FIRESTORE=1 on the emulators each response carries the count in a header;
 * otherwise nothing is counted and nothing is added.
 */

export const FIRESTORE_OPS_HEADER = 'x-kinloan-firestore-ops';

export interface FirestoreOpCount {
  reads: number;
  writes: number;
}

const scope = new AsyncLocalStorage<FirestoreOpCount>();

/** Only on the emulators, and only when asked: the header describes our storage. */
export function firestoreOpCountingEnabled(env: Readonly<Record<string, string | undefined>>): boolean {
  return env.KINLOAN_COUNT_FIRESTORE === '1' && env.KINLOAN_ENVIRONMENT === 'development';
}

/** "reads=3; writes=5" */
export function formatOpCount(count: FirestoreOpCount): string {
  return `reads=${count.reads}; writes=${count.writes}`;
}

export function parseOpCount(header: string | null): FirestoreOpCount | null {
  const match = /^reads=(\d+); writes=(\d+)$/.exec(header ?? '');
  return match ? { reads: Number(match[1]), writes: Number(match[2]) } : null;
}

/** Middleware: counts what the rest of the request does and reports it as the response starts. */
export function countFirestoreOps(): RequestHandler {
  return (_req, res, next) => {
    const count: FirestoreOpCount = { reads: 0, writes: 0 };
    reportWhenHeadersGo(res, count);
    scope.run(count, next);
  };
}

function reportWhenHeadersGo(res: Response, count: FirestoreOpCount): void {
  const writeHead = res.writeHead.bind(res) as (...args: unknown[]) => Response;
  res.writeHead = ((...args: unknown[]) => {
    if (!res.headersSent) res.setHeader(FIRESTORE_OPS_HEADER, formatOpCount(count));
    return writeHead(...args);
  }) as Response['writeHead'];
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
  const [db] = refs.map((ref) => ref.firestore);
  if (!db) return [];
  const snapshots = await db.getAll(...refs);
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
 * A write batch that counts its writes and drops `undefined` (zod leaves optional keys
 * absent, but a spread can bring one back, and Firestore refuses them).
 */
export class LoanBatch {
  private readonly batch: WriteBatch;
  private writes = 0;

  constructor(private readonly db: Firestore) {
    this.batch = db.batch();
  }

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

  delete(ref: DocumentReference): this {
    this.batch.delete(ref);
    this.writes += 1;
    return this;
  }

  set(ref: DocumentReference, data: object): this {
    this.batch.set(ref, storable(data));
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

/** A plain copy without undefined values, ready for Firestore. */
export function storable<T extends object>(data: T): DocumentData {
  return strip(data) as DocumentData;
}

function strip(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(strip);
  if (value === null || typeof value !== 'object') return value;
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    if (item !== undefined) out[key] = strip(item);
  }
  return out;
}
