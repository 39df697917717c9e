import { decideGift, type GiftEffect, type GiftEvent, type GiftParty, type GiftRole, type GiftStatus } from '@kinloan/domain';
import { eventRef, type EventBatch } from '../event-log/event-batch';
import type { GiftActionContext } from './gift-caller';
import type { GiftRequestDocument } from './gift-document';
import { giftError, RACE_LOST, refusalError } from './gift-errors';
import type { LoadedGift } from './load-gift';

/** One entry of `giftRequests/{id}/events`: who did what, from where, when. */
export interface GiftEventRecord {
  readonly seq: number;
  readonly type: GiftEvent | 'create';
  readonly actorCustomerId: string;
  readonly role: GiftRole;
  readonly party: GiftParty;
  readonly fromStatus: GiftStatus | null;
  readonly toStatus: GiftStatus;
  /** ISO instant. */
  readonly at: string;
  readonly ip: string;
  readonly userAgent: string;
  readonly details: Readonly<Record<string, unknown>>;
}

export interface GiftDecision {
  readonly next: GiftStatus;
  readonly effects: ReadonlySet<GiftEffect | 'append-event'>;
}

/** The machine's answer for this party, or its refusal (failed-precondition / permission-denied). */
export function decideOrRefuse(loaded: Pick<LoadedGift, 'doc' | 'role'>, event: GiftEvent): GiftDecision {
  const decision = decideGift(loaded.doc.status, event, loaded.role);
  if (!decision.ok) throw refusalError(decision.refusal);
  return { next: decision.next, effects: new Set(decision.effects) };
}

export function giftEventRecord(
  seq: number,
  type: GiftEventRecord['type'],
  context: GiftActionContext,
  role: GiftRole,
  party: GiftParty,
  fromStatus: GiftStatus | null,
  toStatus: GiftStatus,
  details: Readonly<Record<string, unknown>> = {},
): GiftEventRecord {
  return {
    seq,
    type,
    actorCustomerId: context.caller.uid,
    role,
    party,
    fromStatus,
    toStatus,
    at: context.now,
    ip: context.ip,
    userAgent: context.userAgent,
    details,
  };
}

export interface GiftTransitionPlan {
  readonly event: GiftEvent;
  readonly next: GiftStatus;
  /** Top-level fields written with the new status (whole values). */
  readonly changes?: Partial<GiftRequestDocument>;
  readonly details?: Readonly<Record<string, unknown>>;
}

/**
 * Adds the event and the letter's update to `batch`, event first, and returns the letter as
 * it will read once the batch commits.
 */
export function appendGiftTransition(
  batch: EventBatch,
  loaded: LoadedGift,
  party: GiftParty,
  context: GiftActionContext,
  plan: GiftTransitionPlan,
): GiftRequestDocument {
  const seq = loaded.doc.eventCount + 1;
  batch.create(
    eventRef(loaded.ref, seq),
    giftEventRecord(seq, plan.event, context, loaded.role, party, loaded.doc.status, plan.next, plan.details),
  );
  const update = { ...plan.changes, status: plan.next, eventCount: seq, updatedAt: context.now };
  batch.update(loaded.ref, update);
  return { ...loaded.doc, ...update };
}

/** Commits; a lost race (our event already exists) is a clean failed-precondition. */
export async function commitOrRaceLost(batch: EventBatch): Promise<void> {
  if ((await batch.commit()) === 'race-lost') throw giftError('conflict', RACE_LOST);
}
