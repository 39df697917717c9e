import type { Firestore } from 'firebase-admin/firestore';
import { decideGift, giftPartyOf, giftRoleOfCustomer, type GiftEffect, type GiftEvent, type GiftRole, type GiftStatus } from '@kinloan/domain';
import { refusalError } from '../platform/app-error';
import type { MailEffects } from '../platform/effects';
import type { ReleasableKind } from '../platform/invitations';
import { GIFT_REQUESTS, partyIdsOf, signatureKey, type GiftRequestDocument } from './gift-document';
import { giftCountersignedMail, giftCountersignNeededMail, giftExecutedMail, giftRejectedMail, giftSentMail, giftSignedByInviteeMail, giftWithdrawnMail } from './gift-mail';

export const GIFT_NOT_FOUND = 'There is no gift letter with this id. It may have been mistyped.';
export const NOT_A_GIFT_PARTY = 'Only the two people on this gift letter can see it or act on it.';
export const GIFT_RACE_LOST = 'Someone else changed this gift letter at the same moment. Refresh and try again.';

/** A letter waits for its invitee from sending until it is signed, declined or withdrawn. */
const AWAITING_INVITEE: readonly GiftStatus[] = ['sent'];

/** Gift letters as the platform loads, links and logs them. */
export const GIFT_LETTERS: ReleasableKind<GiftRequestDocument, GiftRole> = {
  collection: GIFT_REQUESTS,
  notFound: GIFT_NOT_FOUND,
  notAParty: NOT_A_GIFT_PARTY,
  raceLost: GIFT_RACE_LOST,
  roleOf: giftRoleOfCustomer,
  inviteeRole: 'invitee',
  invitation: (doc) => ({
    invitedEmail: doc.inviteeEmail,
    linkedCustomerId: doc.inviteeCustomerId,
    initiatingCustomerId: doc.initiatingCustomerId,
    awaitingInvitee: AWAITING_INVITEE.includes(doc.status),
  }),
  linkChanges: (doc, uid) => ({ inviteeCustomerId: uid, partyIds: partyIdsOf(doc.initiatingCustomerId, uid) }),
  waitingFor: (db: Firestore, email: string) => db.collection(GIFT_REQUESTS).where('inviteeEmail', '==', email),
  heldBy: (db: Firestore, uid: string) => db.collection(GIFT_REQUESTS).where('inviteeCustomerId', '==', uid),
  inviteeHasSigned: (doc) => doc.signatures[signatureKey(giftPartyOf(doc.initiatorParty, 'invitee'))] !== null,
  unlinkChanges: (doc) => ({ inviteeCustomerId: null, partyIds: partyIdsOf(doc.initiatingCustomerId, null) }),
  // Who acted as donor or recipient, not only as initiator or invitee.
  eventExtras: (doc, role) => ({ party: giftPartyOf(doc.initiatorParty, role) }),
};

export interface GiftDecision {
  readonly next: GiftStatus;
  readonly effects: ReadonlySet<GiftEffect | 'append-event'>;
}

/** The machine's answer for this party, or its refusal (409 not now / 403 not you). */
export function decideOrRefuse(loaded: { readonly doc: Pick<GiftRequestDocument, 'status'>; readonly role: GiftRole }, event: GiftEvent): GiftDecision {
  const decision = decideGift(loaded.doc.status, event, loaded.role);
  if (!decision.ok) throw refusalError(decision.refusal);
  return { next: decision.next, effects: new Set(decision.effects) };
}

/** Which message each notify effect sends, per event. */
export const GIFT_MAIL: MailEffects<GiftRequestDocument, GiftEvent, GiftEffect> = {
  send: { 'notify-invitee': giftSentMail },
  update: { 'notify-invitee': (doc, base) => giftWithdrawnMail(doc, base, 'changed') },
  delete: { 'notify-invitee': (doc, base) => giftWithdrawnMail(doc, base, 'deleted') },
  reject: { 'notify-initiator': giftRejectedMail },
  sign: { 'notify-initiator': giftSignedByInviteeMail, 'notify-invitee': giftCountersignedMail },
  'sign-for-countersignature': { 'notify-initiator': giftCountersignNeededMail },
  finalize: {
    'notify-initiator': (doc, base) => giftExecutedMail(doc, base, 'initiator'),
    'notify-invitee': (doc, base) => giftExecutedMail(doc, base, 'invitee'),
  },
};
