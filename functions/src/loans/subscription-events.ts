import type { DocumentReference, Firestore } from 'firebase-admin/firestore';
import {
  applyCheckoutWithEarlier,
  applySubscriptionEvent,
  isDocumentId,
  type ServiceEnrollmentSummary,
  type StripeWebhookAnswer,
  type SubscriptionEvent,
  type SubscriptionState,
} from '@kinloan/domain';
import type { Caller, CallContext, PublicCallContext } from '../platform/context';
import { appendEvent, commitOrRetry, eventRef } from '../platform/event-log';
import { CommitBatch, readDocument, readDocuments } from '../platform/store';
import { LOANS, type LoanDocument } from './loan-document';
import { withLoanRetries } from './loan-kind';

/**
 * The provider's subscription events applied to loans, each once:
 *
 * - `stripeEvents/{eventId}` is created in the same commit as the change the event makes, so a
 *   redelivery (Stripe delivers at least once) finds it and changes nothing.
 * - `stripeSubscriptions/{subscriptionId}` ties a subscription to its loan, from the completed
 *   checkout on. An invoice or deletion event can overtake that checkout; it is then held
 *   there (`held`) and applied, in the provider's order, when the checkout arrives. Every
 *   change to that document creates its next `events/{seq}` first, as the event log does, so a
 *   held event and the checkout racing each other cannot both win: the loser runs again.
 * - A change to a loan goes through the loan's own event log, with Stripe as the actor.
 */

export const STRIPE_EVENTS = 'stripeEvents';
export const STRIPE_SUBSCRIPTIONS = 'stripeSubscriptions';

interface SubscriptionLink {
  readonly subscriptionId: string;
  /** Null while only held events know of the subscription. */
  readonly loanId: string | null;
  readonly held: readonly SubscriptionEvent[];
  readonly eventCount: number;
  readonly updatedAt: string;
}

/** The actor of the loan events the provider causes: no customer, the provider itself. */
const STRIPE: Caller = { uid: 'stripe', email: null, emailVerified: false, name: 'Stripe' };
const STRIPE_ROLE = 'system';
/** The loan event every applied subscription change writes. */
export const SUBSCRIPTION_EVENT = 'service-subscription';

export interface ProviderSettings {
  /** The customer portal link recorded with a live subscription, when the deploy has one. */
  readonly portalUrl: string | null;
}

function answer(outcome: StripeWebhookAnswer['outcome'], detail: string): StripeWebhookAnswer {
  if (outcome === 'ignored') console.info(`Stripe webhook ignored: ${detail}`);
  return { received: true, outcome, detail };
}

function stateOf(enrollment: ServiceEnrollmentSummary): SubscriptionState {
  return {
    status: enrollment.status,
    customerId: enrollment.customerId ?? null,
    subscriptionId: enrollment.subscriptionId ?? null,
    lastEventCreated: enrollment.lastEventCreated ?? null,
  };
}

function enrollmentAfter(enrollment: ServiceEnrollmentSummary, next: SubscriptionState, now: string, settings: ProviderSettings): ServiceEnrollmentSummary {
  return { ...enrollment, ...next, updatedAt: now, portalUrl: next.status === 'cancelled' ? null : settings.portalUrl };
}

function eventRecord(event: SubscriptionEvent, outcome: 'applied' | 'held', loanId: string | null, now: string) {
  return { eventId: event.id, type: event.type, created: event.created, subscriptionId: event.subscriptionId, loanId, outcome, receivedAt: now };
}

interface Target {
  readonly db: Firestore;
  readonly ctx: CallContext;
  readonly settings: ProviderSettings;
}

/** A completed checkout: the loan named by client_reference_id, with what was held for its subscription. */
export function applyCheckout(db: Firestore, from: PublicCallContext, settings: ProviderSettings, loanId: string, event: SubscriptionEvent): Promise<StripeWebhookAnswer> {
  const target: Target = { db, ctx: { ...from, caller: STRIPE }, settings };
  if (!isDocumentId(loanId)) return Promise.resolve(answer('ignored', `The checkout names no loan of ours (${loanId.slice(0, 80)}).`));
  return withLoanRetries(async () => {
    const [seen, loanSnap, linkSnap] = await readDocuments([
      db.collection(STRIPE_EVENTS).doc(event.id),
      db.collection(LOANS).doc(loanId),
      db.collection(STRIPE_SUBSCRIPTIONS).doc(event.subscriptionId),
    ]);
    if (seen?.exists) return answer('duplicate', `${event.id} was already received.`);
    const loan = loanSnap?.data() as LoanDocument | undefined;
    if (!loanSnap || !loan) return answer('ignored', `There is no loan ${loanId} for checkout ${event.id}.`);
    if (!loan.serviceEnrollment) return answer('ignored', `Loan ${loanId} was never enrolled, yet ${event.id} completed a checkout for it.`);
    const link = linkSnap?.data() as SubscriptionLink | undefined;
    const result = applyCheckoutWithEarlier(stateOf(loan.serviceEnrollment), event, link?.held ?? []);
    if (!('next' in result)) return answer('ignored', `${event.id} for loan ${loanId}: ${result.reason}`);

    const batch = new CommitBatch(db);
    const enrollment = enrollmentAfter(loan.serviceEnrollment, result.next, target.ctx.now, settings);
    recordOnLoan(batch, target, loanSnap.ref, loan, enrollment, event, result.applied.slice(1));
    batch.create(db.collection(STRIPE_EVENTS).doc(event.id), eventRecord(event, 'applied', loanId, target.ctx.now));
    writeLink(batch, db, link, { subscriptionId: event.subscriptionId, loanId, held: [], now: target.ctx.now });
    await commitOrRetry(batch);
    return answer('applied', `Loan ${loanId}: the managed service is ${enrollment.status}.`);
  });
}

/** An invoice or deletion event: the loan its subscription belongs to, or held until that is known. */
export function applyToSubscription(db: Firestore, from: PublicCallContext, settings: ProviderSettings, event: SubscriptionEvent): Promise<StripeWebhookAnswer> {
  const target: Target = { db, ctx: { ...from, caller: STRIPE }, settings };
  if (!isDocumentId(event.subscriptionId)) return Promise.resolve(answer('ignored', `${event.id} names no subscription of ours.`));
  return withLoanRetries(async () => {
    const [seen, linkSnap] = await readDocuments([
      db.collection(STRIPE_EVENTS).doc(event.id),
      db.collection(STRIPE_SUBSCRIPTIONS).doc(event.subscriptionId),
    ]);
    if (seen?.exists) return answer('duplicate', `${event.id} was already received.`);
    const link = linkSnap?.data() as SubscriptionLink | undefined;
    if (!link?.loanId) return hold(target, link, event);

    const loanSnap = await readDocument(db.collection(LOANS).doc(link.loanId));
    const loan = loanSnap.data() as LoanDocument | undefined;
    if (!loan?.serviceEnrollment) return answer('ignored', `Subscription ${event.subscriptionId} points at loan ${link.loanId}, which has no enrollment.`);
    const decision = applySubscriptionEvent(stateOf(loan.serviceEnrollment), event);
    if (!decision.applied) return answer('ignored', `${event.type} ${event.id} for loan ${link.loanId}: ${decision.reason}`);

    const batch = new CommitBatch(db);
    const enrollment = enrollmentAfter(loan.serviceEnrollment, decision.next, target.ctx.now, settings);
    recordOnLoan(batch, target, loanSnap.ref, loan, enrollment, event, []);
    batch.create(db.collection(STRIPE_EVENTS).doc(event.id), eventRecord(event, 'applied', link.loanId, target.ctx.now));
    await commitOrRetry(batch);
    return answer('applied', `Loan ${link.loanId}: the managed service is ${enrollment.status}.`);
  });
}

async function hold(target: Target, link: SubscriptionLink | undefined, event: SubscriptionEvent): Promise<StripeWebhookAnswer> {
  const { db, ctx } = target;
  const batch = new CommitBatch(db);
  batch.create(db.collection(STRIPE_EVENTS).doc(event.id), eventRecord(event, 'held', null, ctx.now));
  writeLink(batch, db, link, { subscriptionId: event.subscriptionId, loanId: null, held: [...(link?.held ?? []), event], now: ctx.now });
  await commitOrRetry(batch);
  console.info(`Stripe webhook: held ${event.type} ${event.id} until the checkout of ${event.subscriptionId} arrives.`);
  return { received: true, outcome: 'held', detail: `${event.id} is kept until the checkout of ${event.subscriptionId} arrives.` };
}

/** The link's next state, its `events/{seq}` first so that concurrent writers cannot both win. */
function writeLink(
  batch: CommitBatch,
  db: Firestore,
  link: SubscriptionLink | undefined,
  next: { subscriptionId: string; loanId: string | null; held: readonly SubscriptionEvent[]; now: string },
): void {
  const ref = db.collection(STRIPE_SUBSCRIPTIONS).doc(next.subscriptionId);
  const seq = (link?.eventCount ?? 0) + 1;
  batch.create(eventRef(ref, seq), { seq, loanId: next.loanId, held: next.held.map((e) => e.id), at: next.now });
  const doc: SubscriptionLink = { subscriptionId: next.subscriptionId, loanId: next.loanId, held: next.held, eventCount: seq, updatedAt: next.now };
  batch.set(ref, doc);
}

function recordOnLoan(
  batch: CommitBatch,
  target: Target,
  ref: DocumentReference,
  loan: LoanDocument,
  enrollment: ServiceEnrollmentSummary,
  event: SubscriptionEvent,
  alsoApplied: readonly SubscriptionEvent[],
): void {
  // The loan's own status does not change: the subscription is beside the loan, not part of it.
  appendEvent(batch, { ref, doc: loan, role: STRIPE_ROLE }, target.ctx, {
    type: SUBSCRIPTION_EVENT,
    next: loan.status,
    changes: { serviceEnrollment: enrollment },
    details: {
      stripeEventId: event.id,
      stripeEventType: event.type,
      subscriptionId: enrollment.subscriptionId ?? null,
      fromEnrollmentStatus: loan.serviceEnrollment?.status ?? null,
      toEnrollmentStatus: enrollment.status,
      ...(alsoApplied.length > 0 ? { alsoApplied: alsoApplied.map((e) => ({ stripeEventId: e.id, stripeEventType: e.type })) } : {}),
    },
  });
}
