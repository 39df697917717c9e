import type { DocumentReference } from 'firebase-admin/firestore';
import {
  decideLoanRequest,
  errorKindOfRefusal,
  type Refusal,
  type RequestEffect,
  type RequestEvent,
  type RequestRole,
  type RequestStatus,
} from '@kinloan/domain';
import { HttpError } from '../http/errors';
import type { ActionContext } from './action-context';
import type { LoanBatch } from './firestore-ops';
import { EVENTS, type LoanRequestDocument } from './loan-request-document';
import type { LoadedRequest } from './load-request';

/**
 * The event-first commit (docs/architecture.md, "Concurrency and history"): every accepted
 * transition is one batch that first creates `events/{eventCount + 1}` with a create-if-absent
 * precondition, then updates the request. Two racers cannot both create the same event, so
 * the loser's whole batch fails and it answers 409. Events are never updated or deleted.
 */

export type EventType = RequestEvent | 'create';

export interface RequestEventRecord {
  readonly seq: number;
  readonly type: EventType;
  readonly actorCustomerId: string;
  readonly role: RequestRole;
  readonly fromStatus: RequestStatus | null;
  readonly toStatus: RequestStatus;
  /** ISO instant. */
  readonly at: string;
  readonly ip: string;
  readonly userAgent: string;
  readonly details: Readonly<Record<string, unknown>>;
}

export const RACE_LOST = 'Someone else changed this loan request at the same moment. Refresh and try again.';

/** 000001, 000002, …: sorts as text in the console and in a listing. */
export function eventId(seq: number): string {
  return String(seq).padStart(6, '0');
}

export function eventRef(requestRef: DocumentReference, seq: number): DocumentReference {
  return requestRef.collection(EVENTS).doc(eventId(seq));
}

export function refusalError(refusal: Refusal): HttpError {
  return new HttpError(errorKindOfRefusal(refusal), refusal.reason);
}

/** The machine's answer for this party, or its refusal as 409 (not now) / 403 (not you). */
export function decideOrRefuse(
  loaded: Pick<LoadedRequest, 'doc' | 'role'>,
  event: RequestEvent,
): { next: RequestStatus; effects: ReadonlySet<RequestEffect | 'append-event'> } {
  const decision = decideLoanRequest(loaded.doc.status, event, loaded.role, { requestType: loaded.doc.requestType });
  if (!decision.ok) throw refusalError(decision.refusal);
  return { next: decision.next, effects: new Set(decision.effects) };
}

export function eventRecord(
  seq: number,
  type: EventType,
  context: ActionContext,
  role: RequestRole,
  fromStatus: RequestStatus | null,
  toStatus: RequestStatus,
  details: Readonly<Record<string, unknown>> = {},
): RequestEventRecord {
  return {
    seq,
    type,
    actorCustomerId: context.caller.uid,
    role,
    fromStatus,
    toStatus,
    at: context.now,
    ip: context.ip,
    userAgent: context.userAgent,
    details,
  };
}

export interface TransitionPlan {
  readonly event: RequestEvent;
  readonly next: RequestStatus;
  /** Request fields written with the new status (top-level fields, whole values). */
  readonly changes?: Partial<LoanRequestDocument>;
  readonly details?: Readonly<Record<string, unknown>>;
}

/**
 * Adds the event and the request update to `batch`, event first, and returns the request as
 * it will read once the batch commits.
 */
export function appendTransition(
  batch: LoanBatch,
  loaded: LoadedRequest,
  context: ActionContext,
  plan: TransitionPlan,
): LoanRequestDocument {
  const seq = loaded.doc.eventCount + 1;
  batch.create(
    eventRef(loaded.ref, seq),
    eventRecord(seq, plan.event, context, loaded.role, loaded.doc.status, plan.next, plan.details),
  );
  const update = { ...plan.changes, status: plan.next, eventCount: seq, updatedAt: context.now };
  batch.update(loaded.ref, update);
  return { ...loaded.doc, ...update };
}

/** Commits; a lost race (a create that found its event already there) is a clean 409. */
export async function commitOrConflict(batch: LoanBatch, conflict: string = RACE_LOST): Promise<void> {
  try {
    await batch.commit();
  } catch (error) {
    if (isAlreadyExists(error)) throw new HttpError('conflict', conflict);
    throw error;
  }
}

/** gRPC ALREADY_EXISTS, as the Firestore SDK reports a failed create precondition. */
export function isAlreadyExists(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === 6;
}
