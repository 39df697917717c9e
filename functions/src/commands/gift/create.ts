import { decideStart, giftMachine, type Customer, type DonorRequestDetailsDraft, type GiftCreateData, completeAddress, giftRecipientFromProfile } from '@kinloan/domain';
import { loadProfile } from '../../customers/profile';
import { GIFT_REQUESTS, NO_GIFT_SIGNATURES, type GiftRequestDocument } from '../../gifts/gift-document';
import { GIFT_RACE_LOST } from '../../gifts/gift-kind';
import { giftResponse } from '../../gifts/gift-response';
import { refusalError } from '../../platform/app-error';
import type { CallableCommand } from '../../platform/command';
import type { CallContext } from '../../platform/context';
import { commitOrConflict, createWithEvent } from '../../platform/event-log';
import { CommitBatch } from '../../platform/store';

/**
 * A donor's own details, its gaps filled from their profile: someone offering a gift has
 * already told Kinloan their name, phone and address. What the data says wins.
 */
export function donorDetailsFromProfile(details: DonorRequestDetailsDraft, profile: Customer): DonorRequestDetailsDraft {
  const address = completeAddress(profile.address);
  const fromProfile: DonorRequestDetailsDraft = {
    ...(profile.firstName ? { firstName: profile.firstName } : {}),
    ...(profile.middleName ? { middleName: profile.middleName } : {}),
    ...(profile.lastName ? { lastName: profile.lastName } : {}),
    ...(profile.email ? { email: profile.email.toLowerCase() } : {}),
    ...(profile.phone ? { phone: profile.phone } : {}),
    ...(address ? { address } : {}),
  };
  const given = Object.fromEntries(Object.entries(details).filter(([, value]) => value !== undefined && value !== ''));
  return { ...fromProfile, ...given };
}

export function newGiftDocument(id: string, data: GiftCreateData, profile: Customer, ctx: Pick<CallContext, 'caller' | 'now'>): GiftRequestDocument {
  const donorSide = data.initiatorParty === 'donor';
  return {
    id,
    status: 'draft',
    initiatorParty: data.initiatorParty,
    initiatingCustomerId: ctx.caller.uid,
    initiatorContact: {
      email: (profile.email || ctx.caller.email || '').toLowerCase(),
      firstName: profile.firstName,
      lastName: profile.lastName,
    },
    inviteeCustomerId: null,
    inviteeEmail: null,
    inviteeName: null,
    giftDetails: data.giftDetails,
    donorRequestDetails: donorSide ? donorDetailsFromProfile(data.donorRequestDetails, profile) : data.donorRequestDetails,
    recipientDetails: donorSide ? null : giftRecipientFromProfile(profile, 'profile'),
    rejectionReason: null,
    signatures: NO_GIFT_SIGNATURES,
    partyIds: [ctx.caller.uid],
    eventCount: 1,
    createdAt: ctx.now,
    updatedAt: ctx.now,
    executedAt: null,
    executedDocument: null,
  };
}

/** gifts-create {initiatorParty, giftDetails?, donorRequestDetails?} → the new draft. */
export const createGift: CallableCommand<'gift.create'> = async (ctx, data, deps) => {
  const start = decideStart(giftMachine, 'initiator');
  if (!start.ok) throw refusalError(start.refusal);
  const db = deps.firestore();
  const profile = await loadProfile(db, ctx.caller);
  const ref = db.collection(GIFT_REQUESTS).doc();
  const doc = newGiftDocument(ref.id, data, profile, ctx);
  const batch = new CommitBatch(db);
  createWithEvent(batch, ref, doc, ctx, 'initiator', { initiatorParty: doc.initiatorParty }, { party: doc.initiatorParty });
  await commitOrConflict(batch, GIFT_RACE_LOST);
  return giftResponse(doc, 'initiator');
};
