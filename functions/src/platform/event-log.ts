import { setTimeout as sleep } from 'node:timers/promises';
import type { DocumentReference } from 'firebase-admin/firestore';
import { AppError } from './app-error';
import type { CallContext } from './context';
import type { AuditEvent } from '@kinloan/domain';
import { isAlreadyExists, runQuery, type CommitBatch } from './store';

/**
 * The event-first commit (docs/architecture.md, "Concurrency and history"), the one log every
 * workflow writes: loan requests, loans and gift letters each keep an append-only
 * `{doc}/events/{seq}`. Every accepted action is one batch that first creates
 * `events/{eventCount + 1}` with a create-if-absent precondition, then updates the document
 * with eventCount = seq. Two racers cannot both create the same event, so the loser's whole
 * batch fails and nothing of it is written. Events are never updated or deleted.
 */

export const EVENTS = 'events';

/** 000001, 000002, …: sorts as text in the console and in a listing. */
export function eventId(seq: number): string {
  return String(seq).padStart(6, '0');
}

export function eventRef(parent: DocumentReference, seq: number): DocumentReference {
  return parent.collection(EVENTS).doc(eventId(seq));
}

/** One entry of an event log: who did what, from where, when, and what it changed. */
export interface EventRecord<T extends string = string, R extends string = string, S extends string = string> {
  readonly seq: number;
  readonly type: T;
  readonly actorCustomerId: string;
  readonly role: R;
  readonly fromStatus: S | null;
  readonly toStatus: S;
  /** ISO instant. */
  readonly at: string;
  readonly ip: string;
  /** X-Forwarded-For as it arrived: the evidence behind `ip`. */
  readonly forwardedFor?: string;
  readonly userAgent: string;
  readonly details: Readonly<Record<string, unknown>>;
}

/** What a document with an event log carries. */
export interface EventSourced<S extends string = string> {
  readonly status: S;
  /** The last event's sequence number; the next event is eventCount + 1. */
  readonly eventCount: number;
  readonly updatedAt: string;
}

export interface Loaded<D extends EventSourced, R extends string> {
  readonly ref: DocumentReference;
  readonly doc: D;
  /** The caller's side. */
  readonly role: R;
}

export interface EventPlan<D, T extends string, S extends string> {
  readonly type: T;
  readonly next: S;
  /** Document fields written with the event (top-level fields, whole values). */
  readonly changes?: Partial<D>;
  readonly details?: Readonly<Record<string, unknown>>;
  /** Fields of the event record beside the common ones (a gift event's party). */
  readonly recordExtras?: Readonly<Record<string, unknown>>;
}

export function eventRecord<T extends string, R extends string, S extends string>(
  seq: number,
  ctx: CallContext,
  role: R,
  fromStatus: S | null,
  plan: Pick<EventPlan<unknown, T, S>, 'type' | 'next' | 'details' | 'recordExtras'>,
): EventRecord<T, R, S> & Readonly<Record<string, unknown>> {
  return {
    seq,
    type: plan.type,
    actorCustomerId: ctx.caller.uid,
    role,
    fromStatus,
    toStatus: plan.next,
    at: ctx.now,
    ip: ctx.ip,
    ...(ctx.forwardedFor ? { forwardedFor: ctx.forwardedFor } : {}),
    userAgent: ctx.userAgent,
    details: plan.details ?? {},
    ...plan.recordExtras,
  };
}

/**
 * Adds the event and the document's update to `batch`, event first, and returns the document
 * as it will read once the batch commits.
 */
export function appendEvent<D extends EventSourced, R extends string, T extends string>(
  batch: CommitBatch,
  loaded: Loaded<D, R>,
  ctx: CallContext,
  plan: EventPlan<D, T, D['status']>,
): D {
  const seq = loaded.doc.eventCount + 1;
  batch.create(eventRef(loaded.ref, seq), eventRecord(seq, ctx, loaded.role, loaded.doc.status, plan));
  const update = { ...plan.changes, status: plan.next, eventCount: seq, updatedAt: ctx.now };
  batch.update(loaded.ref, update);
  return { ...loaded.doc, ...update };
}

/** A new document and its first event ("create"), both create-if-absent. */
export function createWithEvent<D extends EventSourced, R extends string>(
  batch: CommitBatch,
  ref: DocumentReference,
  doc: D,
  ctx: CallContext,
  role: R,
  details: Readonly<Record<string, unknown>> = {},
  recordExtras: Readonly<Record<string, unknown>> = {},
): void {
  batch.create(eventRef(ref, 1), eventRecord(1, ctx, role, null, { type: 'create', next: doc.status, details, recordExtras }));
  batch.create(ref, doc);
}

/** Commits; a lost race (a create that found its document already there) is a clean 409. */
export async function commitOrConflict(batch: CommitBatch, conflict: string): Promise<void> {
  try {
    await batch.commit();
  } catch (error) {
    if (isAlreadyExists(error)) throw new AppError('conflict', conflict);
    throw error;
  }
}

/** Thrown by commitOrRetry when another action took the event number first. */
class LostRace extends Error {
  override readonly name = 'LostRace';
}

/** Commits; a lost race is retried by `withRetries` from fresh state. */
export async function commitOrRetry(batch: CommitBatch): Promise<void> {
  try {
    await batch.commit();
  } catch (error) {
    if (isAlreadyExists(error)) throw new LostRace('another action took this event number');
    throw error;
  }
}

export const MAX_ATTEMPTS = 12;

/** Full jitter on a growing window (25 ms, 50 ms, … up to 800 ms), so retrying racers spread out. */
function backoffMs(attempt: number): number {
  return Math.random() * Math.min(800, 25 * 2 ** attempt);
}

/**
 * For documents with many legitimate writers at once (twenty payments recorded in the same
 * second are twenty payments): runs `attempt` until its commit wins, each try reading afresh,
 * a bounded number of times. Refusals end it at once.
 */
export async function withRetries<T>(attempt: () => Promise<T>, gaveUp: string): Promise<T> {
  for (let n = 1; ; n += 1) {
    try {
      return await attempt();
    } catch (error) {
      if (!(error instanceof LostRace)) throw error;
      if (n >= MAX_ATTEMPTS) throw new AppError('conflict', gaveUp);
      await sleep(backoffMs(n));
    }
  }
}

/** A document's whole log, oldest first, as both parties may read it (the audit trail). */
export async function readEventLog(parent: DocumentReference): Promise<AuditEvent[]> {
  const snapshot = await runQuery(parent.collection(EVENTS));
  return snapshot.docs
    .map((doc) => doc.data() as EventRecord)
    .sort((a, b) => a.seq - b.seq)
    .map((event) => ({
      seq: event.seq,
      type: event.type,
      actorCustomerId: event.actorCustomerId,
      role: event.role,
      fromStatus: event.fromStatus,
      toStatus: event.toStatus,
      at: event.at,
      ip: event.ip,
      userAgent: event.userAgent,
      details: event.details,
    }));
}
