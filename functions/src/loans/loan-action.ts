import { setTimeout as sleep } from 'node:timers/promises';
import type { DocumentReference, Firestore } from 'firebase-admin/firestore';
import { decideLoan, type LoanEvent, type LoanRole, type LoanStatus } from '@kinloan/domain';
import { HttpError } from '../http/errors';
import type { ActionContext } from './action-context';
import { eventRef, isAlreadyExists, refusalError } from './event-log';
import { LoanBatch } from './firestore-ops';
import { loadLoanForParty } from './load-loan';
import { LOANS, type LoanDocument } from './loan-document';

/**
 * Servicing actions on a loan, event-first like the request flow (docs/architecture.md):
 * each accepted action is one batch that creates `loans/{id}/events/{eventCount + 1}` and
 * updates the loan. Unlike a request, a loan has many legitimate writers at once (twenty
 * payments recorded in the same second are twenty payments), so the loser of a race does
 * not answer 409: it reads the loan again and decides afresh, a bounded number of times.
 */

export interface LoanEventRecord {
  readonly seq: number;
  readonly type: LoanEvent;
  readonly actorCustomerId: string;
  readonly role: LoanRole;
  readonly fromStatus: LoanStatus;
  readonly toStatus: LoanStatus;
  /** ISO instant. */
  readonly at: string;
  readonly ip: string;
  readonly userAgent: string;
  readonly details: Readonly<Record<string, unknown>>;
}

export interface LoadedLoan {
  readonly ref: DocumentReference;
  readonly loan: LoanDocument;
  readonly role: LoanRole;
}

export const LOAN_RACE_LOST =
  'Many changes reached this loan at the same moment and yours could not be saved. Refresh and try again.';

export const MAX_LOAN_ATTEMPTS = 12;

/** Thrown by commitLoanAction when another action took the event number first. */
class LostRace extends Error {
  override readonly name = 'LostRace';
}

/** Full jitter on a growing window (25 ms, 50 ms, … up to 800 ms), so retrying racers spread out. */
function backoffMs(attempt: number): number {
  return Math.random() * Math.min(800, 25 * 2 ** attempt);
}

/**
 * Runs `attempt` until its commit wins: each try reads the loan afresh (so the machine, the
 * payoff rule and idempotency see what the winners wrote). Refusals end it at once.
 */
export async function withLoanRetries<T>(attempt: () => Promise<T>): Promise<T> {
  for (let n = 1; ; n += 1) {
    try {
      return await attempt();
    } catch (error) {
      if (!(error instanceof LostRace)) throw error;
      if (n >= MAX_LOAN_ATTEMPTS) throw new HttpError('conflict', LOAN_RACE_LOST);
      await sleep(backoffMs(n));
    }
  }
}

export async function loadLoanForAction(db: Firestore, id: string, context: ActionContext): Promise<LoadedLoan> {
  const { loan, role } = await loadLoanForParty(db, id, context.caller);
  return { ref: db.collection(LOANS).doc(loan.id), loan, role };
}

/** The loan machine's answer for this party: the next status, or 409 (not now) / 403 (not you). */
export function decideLoanOrRefuse(loaded: LoadedLoan, event: LoanEvent, balanceCents: number): LoanStatus {
  const decision = decideLoan(loaded.loan.status, event, loaded.role, { balanceCents });
  if (!decision.ok) throw refusalError(decision.refusal);
  return decision.next;
}

export interface LoanActionPlan {
  readonly event: LoanEvent;
  readonly next: LoanStatus;
  /** Loan fields written with the event (top-level fields, whole values). */
  readonly changes?: Partial<LoanDocument>;
  readonly details?: Readonly<Record<string, unknown>>;
}

/** Adds the event and the loan update to `batch`, event first; returns the event's seq. */
export function appendLoanEvent(batch: LoanBatch, loaded: LoadedLoan, context: ActionContext, plan: LoanActionPlan): number {
  const seq = loaded.loan.eventCount + 1;
  const record: LoanEventRecord = {
    seq,
    type: plan.event,
    actorCustomerId: context.caller.uid,
    role: loaded.role,
    fromStatus: loaded.loan.status,
    toStatus: plan.next,
    at: context.now,
    ip: context.ip,
    userAgent: context.userAgent,
    details: plan.details ?? {},
  };
  batch.create(eventRef(loaded.ref, seq), record);
  batch.update(loaded.ref, { ...plan.changes, status: plan.next, eventCount: seq, updatedAt: context.now });
  return seq;
}

/** Commits; a create that found its document already there means someone else won this round. */
export async function commitLoanAction(batch: LoanBatch): Promise<void> {
  try {
    await batch.commit();
  } catch (error) {
    if (isAlreadyExists(error)) throw new LostRace('another action took this event number');
    throw error;
  }
}
