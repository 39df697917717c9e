import type { Firestore, Query } from 'firebase-admin/firestore';
import { claimInvitation, mightClaimInvitation, releasesOnEmailChange, type InvitationState } from '@kinloan/domain';
import { AppError } from './app-error';
import type { CallContext, Caller } from './context';
import type { Dependencies } from './deps';
import { appendEvent, commitOrConflict, type EventSourced, type Loaded } from './event-log';
import { loadStored, partyOf, type PartyDocumentKind, type Stored } from './load-for-party';
import { CommitBatch, isAlreadyExists, runQuery } from './store';

/**
 * Carrying out the invitation rule (domain/src/parties/invitations.ts) for any document that is
 * sent to someone by email: loading never writes; a call by the invited person that finds the
 * invitation theirs to claim gets a pending link, which goes into that call's one commit as a
 * `link-invitee` event before the call's own event.
 */

export interface InvitedDocumentKind<D extends EventSourced, R extends string> extends PartyDocumentKind<D, R> {
  readonly inviteeRole: R;
  readonly invitation: (doc: D) => InvitationState;
  /** The document fields that make `uid` the invited party. */
  readonly linkChanges: (doc: D, uid: string) => Partial<D>;
  /** Where the documents waiting for an email are found (`inviteeEmail == x`, …). */
  readonly waitingFor: (db: Firestore, email: string) => Query;
  /** A lost race on this kind of document. */
  readonly raceLost: string;
  /** Fields every event record of this kind carries beside the common ones (a gift event's party). */
  readonly eventExtras?: (doc: D, role: R) => Readonly<Record<string, unknown>>;
}

export interface LoadedForAction<D extends EventSourced, R extends string> extends Loaded<D, R> {
  /** The email this call claims the invitation with; null when the caller is already a party. */
  readonly pendingLink: string | null;
}

export const LINK_EVENT = 'link-invitee';

async function accountOf(deps: Dependencies, caller: Caller) {
  const user = await deps.auth().getUser(caller.uid);
  return { uid: caller.uid, email: user.email ?? null, emailVerified: user.emailVerified };
}

/** The document and the caller's side of it, the invited person included: 404 unknown, 403 anyone else. */
export async function loadForPartyOrInvitee<D extends EventSourced, R extends string>(
  deps: Dependencies,
  kind: InvitedDocumentKind<D, R>,
  id: string,
  caller: Caller,
): Promise<LoadedForAction<D, R>> {
  const stored: Stored<D> = await loadStored(deps.firestore(), kind, id);
  const party = partyOf(kind, stored, caller);
  if (party) return { ...party, pendingLink: null };
  const state = kind.invitation(stored.doc);
  if (mightClaimInvitation(state, caller.email)) {
    const claim = claimInvitation(state, await accountOf(deps, caller));
    if (claim.ok) return { ...stored, role: kind.inviteeRole, pendingLink: claim.email };
  }
  throw new AppError('forbidden', kind.notAParty);
}

/** Puts the pending link into `batch` (event first) and returns the document as linked. */
export function appendPendingLink<D extends EventSourced, R extends string>(
  batch: CommitBatch,
  loaded: LoadedForAction<D, R>,
  ctx: CallContext,
  kind: InvitedDocumentKind<D, R>,
): LoadedForAction<D, R> {
  if (loaded.pendingLink === null) return loaded;
  const doc = appendEvent(batch, loaded, ctx, {
    type: LINK_EVENT,
    next: loaded.doc.status,
    changes: kind.linkChanges(loaded.doc, ctx.caller.uid),
    details: { email: loaded.pendingLink, customerId: ctx.caller.uid },
    ...(kind.eventExtras ? { recordExtras: kind.eventExtras(loaded.doc, loaded.role) } : {}),
  });
  return { ...loaded, doc, pendingLink: null };
}

/** For a call that only reads: the pending link is its one commit. */
export async function commitPendingLink<D extends EventSourced, R extends string>(
  db: Firestore,
  loaded: LoadedForAction<D, R>,
  ctx: CallContext,
  kind: InvitedDocumentKind<D, R>,
): Promise<LoadedForAction<D, R>> {
  if (loaded.pendingLink === null) return loaded;
  const batch = new CommitBatch(db);
  const linked = appendPendingLink(batch, loaded, ctx, kind);
  await commitOrConflict(batch, kind.raceLost);
  return linked;
}

/**
 * For a list: claims every document waiting for the caller's email, each in its own commit.
 * A link that loses a race is left for the next look; the list never fails for it.
 */
export async function claimWaitingInvitations<D extends EventSourced, R extends string>(
  deps: Dependencies,
  kind: InvitedDocumentKind<D, R>,
  ctx: CallContext,
): Promise<number> {
  const { caller } = ctx;
  if (!caller.email) return 0;
  const db = deps.firestore();
  const waiting = (await runQuery(kind.waitingFor(db, caller.email))).docs
    .map((snapshot) => ({ ref: snapshot.ref, doc: snapshot.data() as D }))
    .filter((stored) => mightClaimInvitation(kind.invitation(stored.doc), caller.email));
  if (waiting.length === 0) return 0;
  const account = await accountOf(deps, caller);
  let linked = 0;
  for (const stored of waiting) {
    const claim = claimInvitation(kind.invitation(stored.doc), account);
    if (!claim.ok) continue;
    try {
      await commitPendingLink(db, { ...stored, role: kind.inviteeRole, pendingLink: claim.email }, ctx, kind);
      linked += 1;
    } catch (error) {
      if (!(error instanceof AppError) && !isAlreadyExists(error)) throw error;
    }
  }
  return linked;
}

/** What releasing an invitation needs to know of a kind of document. */
export interface ReleasableKind<D extends EventSourced, R extends string> extends InvitedDocumentKind<D, R> {
  /** The documents `uid` holds as the invited person. */
  readonly heldBy: (db: Firestore, uid: string) => Query;
  readonly inviteeHasSigned: (doc: D) => boolean;
  /** Back to waiting for whoever proves the invited email again. */
  readonly unlinkChanges: (doc: D) => Partial<D>;
}

export const UNLINK_EVENT = 'unlink-invitee';

/**
 * After someone changes their email: every invitation they hold but have not signed is released
 * (an `unlink-invitee` event the initiator sees in the log), so the invitation follows the email
 * it was sent to, never an account that no longer proves it. Each document in its own commit;
 * returns how many were released.
 */
export async function releaseInvitations<D extends EventSourced, R extends string>(
  deps: Dependencies,
  kind: ReleasableKind<D, R>,
  ctx: CallContext,
  previousEmail: string | null,
): Promise<number> {
  const db = deps.firestore();
  const held = (await runQuery(kind.heldBy(db, ctx.caller.uid))).docs.map((snapshot) => ({ ref: snapshot.ref, doc: snapshot.data() as D }));
  let released = 0;
  for (const stored of held) {
    const state = kind.invitation(stored.doc);
    if (!releasesOnEmailChange({ linkedCustomerId: state.linkedCustomerId, inviteeHasSigned: kind.inviteeHasSigned(stored.doc), ended: !state.awaitingInvitee }, ctx.caller.uid)) continue;
    const batch = new CommitBatch(db);
    appendEvent(batch, { ...stored, role: kind.inviteeRole }, ctx, {
      type: UNLINK_EVENT,
      next: stored.doc.status,
      changes: kind.unlinkChanges(stored.doc),
      details: { reason: 'email-changed', previousEmail, newEmail: ctx.caller.email, customerId: ctx.caller.uid },
      ...(kind.eventExtras ? { recordExtras: kind.eventExtras(stored.doc, kind.inviteeRole) } : {}),
    });
    await commitOrConflict(batch, kind.raceLost);
    released += 1;
  }
  return released;
}
