import type { DocumentData, DocumentReference, Firestore, WriteBatch } from 'firebase-admin/firestore';
import { queueMailInBatch, type OutgoingMail } from '../mail/outbox';

/**
 * The event-first commit (docs/architecture.md, "Concurrency and history"), for documents
 * with an append-only `events/{seq}` log: every accepted transition is one batch that first
 * creates `events/{eventCount + 1}` with a create-if-absent precondition, then updates the
 * parent with eventCount = seq, and queues its mail. Two racers cannot both create the same
 * event, so the loser's whole batch fails (nothing of it is written) and it answers "changed
 * meanwhile". Events are never updated or deleted.
 */

export const EVENTS = 'events';

/** 000001, 000002, …: sorts as text in the console and in a listing. */
export function eventId(seq: number): string {
  return String(seq).padStart(6, '0');
}

export function eventRef(parent: DocumentReference, seq: number): DocumentReference {
  return parent.collection(EVENTS).doc(eventId(seq));
}

/** A write batch that drops `undefined` (Firestore refuses it) and queues mail in the same commit. */
export class EventBatch {
  private readonly batch: WriteBatch;

  constructor(private readonly db: Firestore) {
    this.batch = db.batch();
  }

  create(ref: DocumentReference, data: object): this {
    this.batch.create(ref, storable(data));
    return this;
  }

  /** Top-level fields only: the fallback emulator's nested update masks are not trustworthy. */
  update(ref: DocumentReference, data: object): this {
    this.batch.update(ref, storable(data));
    return this;
  }

  mail(mail: OutgoingMail | null): this {
    if (mail !== null) queueMailInBatch(this.db, this.batch, mail);
    return this;
  }

  /** 'race-lost' when an event this batch creates already exists: someone else got there first. */
  async commit(): Promise<'committed' | 'race-lost'> {
    try {
      await this.batch.commit();
      return 'committed';
    } catch (error) {
      if (isAlreadyExists(error)) return 'race-lost';
      throw error;
    }
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
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    if (item !== undefined) out[key] = strip(item);
  }
  return out;
}
