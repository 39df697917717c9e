import {
  decideStart,
  giftCreateDataSchema,
  giftMachine,
  type Customer,
  type DonorRequestDetailsDraft,
  type GiftCreateData,
  type GiftRequestResponse,
} from '@kinloan/domain';
import { EventBatch, eventRef } from '../event-log/event-batch';
import type { GiftActionContext } from './gift-caller';
import { giftActionContext } from './gift-caller';
import type { GiftHandler } from './gift-dependencies';
import { GIFT_REQUESTS, NO_GIFT_SIGNATURES, type GiftRequestDocument } from './gift-document';
import { parseData, refusalError } from './gift-errors';
import { addressForLetter, loadCallerProfile, recipientFromProfile } from './gift-profile';
import { giftResponse } from './gift-response';
import { commitOrRaceLost, giftEventRecord } from './gift-transition';

/**
 * A donor's own details, its gaps filled from their profile: someone offering a gift has
 * already told Kinloan their name, phone and address. What the data says wins.
 */
export function donorDetailsFromProfile(details: DonorRequestDetailsDraft, profile: Customer): DonorRequestDetailsDraft {
  const address = addressForLetter(profile.address);
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

export function newGiftDocument(
  id: string,
  data: GiftCreateData,
  profile: Customer,
  context: GiftActionContext,
): GiftRequestDocument {
  const donorSide = data.initiatorParty === 'donor';
  return {
    id,
    status: 'draft',
    initiatorParty: data.initiatorParty,
    initiatingCustomerId: context.caller.uid,
    initiatorContact: {
      email: (profile.email || context.caller.email || '').toLowerCase(),
      firstName: profile.firstName,
      lastName: profile.lastName,
    },
    inviteeCustomerId: null,
    inviteeEmail: null,
    inviteeName: null,
    giftDetails: data.giftDetails,
    donorRequestDetails: donorSide ? donorDetailsFromProfile(data.donorRequestDetails, profile) : data.donorRequestDetails,
    recipientDetails: donorSide ? null : recipientFromProfile(profile, 'profile'),
    rejectionReason: null,
    signatures: NO_GIFT_SIGNATURES,
    partyIds: [context.caller.uid],
    eventCount: 1,
    createdAt: context.now,
    updatedAt: context.now,
    executedAt: null,
    executedDocumentSha256: null,
  };
}

/** gifts-create {initiatorParty, giftDetails?, donorRequestDetails?} → the new draft. */
export const createGift: GiftHandler<GiftRequestResponse> = async (deps, auth, data, raw) => {
  const context = giftActionContext(auth, raw);
  const parsed = parseData(giftCreateDataSchema, data);
  const start = decideStart(giftMachine, 'initiator');
  if (!start.ok) throw refusalError(start.refusal);

  const db = deps.firestore();
  const profile = await loadCallerProfile(db, context.caller);
  const ref = db.collection(GIFT_REQUESTS).doc();
  const doc = newGiftDocument(ref.id, parsed, profile, context);
  const batch = new EventBatch(db);
  batch.create(
    eventRef(ref, 1),
    giftEventRecord(1, 'create', context, 'initiator', doc.initiatorParty, null, doc.status, { initiatorParty: doc.initiatorParty }),
  );
  batch.create(ref, doc);
  await commitOrRaceLost(batch);
  return giftResponse(doc, 'initiator');
};
