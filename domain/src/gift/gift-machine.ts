import { decide, type Decision, type Machine, type Refusal } from '../machine';

/**
 * The mortgage gift letter. Either side may start it: the home buyer asking a relative
 * ("Request A Gift") or the relative offering. The flow turns on who started, not on who
 * gives, so the machine's roles are initiator and invitee; donor and gift recipient are
 * derived from `initiatorParty` exactly as lender and borrower are for loans.
 *
 * Events are the spec's callable names: gifts-create (start), -update, -sign, -send, -reject,
 * -finalize, -delete. gifts-getDocument is a read, decided by `mayGetGiftDocument`.
 */

export const GIFT_PARTIES = ['donor', 'gift-recipient'] as const;
export type GiftParty = (typeof GIFT_PARTIES)[number];

export const GIFT_ROLES = ['initiator', 'invitee'] as const;
export type GiftRole = (typeof GIFT_ROLES)[number];

export const GIFT_STATUSES = [
  'draft',
  'initiator-signed',
  'sent',
  'awaiting-countersignature',
  'fully-signed',
  'executed',
  'rejected',
  'deleted',
] as const;
export type GiftStatus = (typeof GIFT_STATUSES)[number];

export const GIFT_EVENTS = [
  'update',
  'update-invitee-details',
  'sign',
  'sign-for-countersignature',
  'send',
  'reject',
  'finalize',
  'delete',
] as const;
export type GiftEvent = (typeof GIFT_EVENTS)[number];

export type GiftEffect =
  | 'apply-changes'
  | 'void-signatures'
  | 'record-signature' // with the consent and the "this is not a loan" acknowledgement
  | 'void-initiator-signature' // the invitee signed a text the initiator's signature does not cover
  | 'assign-invitee'
  | 'notify-invitee'
  | 'notify-initiator'
  | 'record-rejection-reason'
  | 'render-gift-letter'; // the final PDF both signatures and the audit trail go into

// Unlike a loan request, a rejected letter is not the end: the gift-recipient flow has no
// "ask for changes" action, so the initiator revises the rejected letter and sends it again.
export const TERMINAL_GIFT_STATUSES = ['executed', 'deleted'] as const satisfies readonly GiftStatus[];

export function giftPartyOf(initiatorParty: GiftParty, role: GiftRole): GiftParty {
  if (role === 'initiator') return initiatorParty;
  return initiatorParty === 'donor' ? 'gift-recipient' : 'donor';
}

export function giftRoleOf(initiatorParty: GiftParty, party: GiftParty): GiftRole {
  return party === initiatorParty ? 'initiator' : 'invitee';
}

/** Which side `customerId` is on, or null for an outsider. */
export function giftRoleOfCustomer(
  gift: { readonly initiatingCustomerId: string; readonly inviteeCustomerId?: string | null },
  customerId: string,
): GiftRole | null {
  if (gift.initiatingCustomerId === customerId) return 'initiator';
  if (gift.inviteeCustomerId && gift.inviteeCustomerId === customerId) return 'invitee';
  return null;
}

const deleteBeforeInvitee = { roles: ['initiator'], next: 'deleted', effects: [] } as const;

export const giftMachine: Machine<GiftStatus, GiftEvent, GiftRole, GiftEffect> = {
  noun: 'gift letter',
  statuses: GIFT_STATUSES,
  events: GIFT_EVENTS,
  roles: GIFT_ROLES,
  terminal: TERMINAL_GIFT_STATUSES,
  chosenByServer: ['sign-for-countersignature'],
  start: { initiator: { next: 'draft', effects: [] } },
  table: {
    draft: {
      update: { roles: ['initiator'], next: 'draft', effects: ['apply-changes'] },
      sign: { roles: ['initiator'], next: 'initiator-signed', effects: ['record-signature'] },
      delete: deleteBeforeInvitee,
    },
    'initiator-signed': {
      update: { roles: ['initiator'], next: 'draft', effects: ['apply-changes', 'void-signatures'] },
      send: { roles: ['initiator'], next: 'sent', effects: ['assign-invitee', 'notify-invitee'] },
      delete: deleteBeforeInvitee,
    },
    sent: {
      // The invitee signs exactly what the initiator signed; to change it the initiator
      // takes it back (their signature is void) and the invitee is told.
      update: { roles: ['initiator'], next: 'draft', effects: ['apply-changes', 'void-signatures', 'notify-invitee'] },
      send: { roles: ['initiator'], next: 'sent', effects: ['assign-invitee', 'notify-invitee'] },
      // A donor invited by the buyer corrects the details the buyer typed for them.
      'update-invitee-details': { roles: ['invitee'], next: 'sent', effects: ['apply-changes'] },
      // signing/signatures.ts decides which: the invitee signed the very text the initiator did,
      // or one with their own details, which the initiator must countersign.
      sign: { roles: ['invitee'], next: 'fully-signed', effects: ['record-signature', 'notify-initiator'] },
      'sign-for-countersignature': {
        roles: ['invitee'],
        next: 'awaiting-countersignature',
        effects: ['record-signature', 'void-initiator-signature', 'notify-initiator'],
      },
      reject: { roles: ['invitee'], next: 'rejected', effects: ['record-rejection-reason', 'notify-initiator'] },
      delete: { roles: ['initiator'], next: 'deleted', effects: ['notify-invitee'] },
    },
    'awaiting-countersignature': {
      sign: { roles: ['initiator'], next: 'fully-signed', effects: ['record-signature', 'notify-invitee'] },
      update: { roles: ['initiator'], next: 'draft', effects: ['apply-changes', 'void-signatures', 'notify-invitee'] },
      delete: { roles: ['initiator'], next: 'deleted', effects: ['notify-invitee'] },
    },
    // Once both have signed the letter is theirs jointly: no edits, no deleting it from under
    // the other; only finalizing, by the initiator, who signed last.
    'fully-signed': {
      finalize: {
        roles: ['initiator'],
        next: 'executed',
        effects: ['render-gift-letter', 'notify-initiator', 'notify-invitee'],
      },
    },
    executed: {},
    rejected: {
      update: { roles: ['initiator'], next: 'draft', effects: ['apply-changes', 'void-signatures'] },
      delete: deleteBeforeInvitee,
    },
    deleted: {},
  },
  labels: {
    status: {
      draft: 'still a draft',
      'initiator-signed': 'signed but not yet sent',
      sent: "waiting for the other person's signature",
      'awaiting-countersignature': 'waiting for the countersignature of the person who started it',
      'fully-signed': 'signed by both people',
      executed: 'already finalized',
      rejected: 'rejected',
      deleted: 'deleted',
    },
    event: {
      update: 'change it',
      'update-invitee-details': 'correct your details in it',
      sign: 'sign it',
      'sign-for-countersignature': 'sign it',
      send: 'send it',
      reject: 'reject it',
      finalize: 'finalize it',
      delete: 'delete it',
    },
    role: {
      initiator: 'the person who started the gift letter',
      invitee: 'the person it was sent to',
    },
  },
};

export function decideGift(
  status: GiftStatus,
  event: GiftEvent,
  role: GiftRole,
): Decision<GiftStatus, GiftEffect> {
  return decide(giftMachine, status, event, role);
}

/**
 * gifts-getDocument: either party may read the letter (draft, signed or final) at any
 * point, because each needs it for their lender; a deleted letter no longer exists for them.
 */
export function mayGetGiftDocument(status: GiftStatus, role: GiftRole): { ok: true } | { ok: false; refusal: Refusal } {
  if (!GIFT_ROLES.includes(role)) {
    return { ok: false, refusal: { kind: 'wrong-party', reason: 'Only the two people on this gift letter can read it.' } };
  }
  if (status === 'deleted' || !GIFT_STATUSES.includes(status)) {
    return { ok: false, refusal: { kind: 'wrong-state', reason: 'This gift letter was deleted.' } };
  }
  return { ok: true };
}

/**
 * Which event a gifts-update is, given who sends it: the initiator changes the letter; a donor
 * the buyer invited corrects their own details (name, address, phone, relationship) and nothing
 * else. The gift itself is the initiator's to change: the invitee declines and says why.
 */
export function giftUpdateEvent(
  role: GiftRole,
  initiatorParty: GiftParty,
  changes: { readonly giftDetails: boolean; readonly donorRequestDetails: boolean },
): { ok: true; event: 'update' | 'update-invitee-details' } | { ok: false; refusal: Refusal } {
  if (role === 'initiator') return { ok: true, event: 'update' };
  if (giftPartyOf(initiatorParty, role) === 'donor' && !changes.giftDetails) return { ok: true, event: 'update-invitee-details' };
  return {
    ok: false,
    refusal: {
      kind: 'wrong-party',
      reason:
        giftPartyOf(initiatorParty, role) === 'donor'
          ? 'You can correct your own details in the letter, but only the person who started it can change the gift. If something about the gift is wrong, decline it and say what should change.'
          : 'Only the person who started the gift letter can change it. If something is wrong, decline it and say what should change.',
    },
  };
}
