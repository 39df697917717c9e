import {
  GIFT_LETTER_TEXT_VERSION,
  giftPartyOf,
  giftSignDataSchema,
  NO_REPAYMENT_STATEMENT,
  typedNameMatchesProfile,
  type Customer,
  type GiftParty,
  type GiftRequestResponse,
  type SignatureData,
} from '@kinloan/domain';
import { EventBatch } from '../event-log/event-batch';
import { giftActionContext, type GiftActionContext } from './gift-caller';
import type { GiftHandler } from './gift-dependencies';
import { signatureKey, type GiftRequestDocument, type StoredGiftSignature } from './gift-document';
import { fieldError, giftError, parseData } from './gift-errors';
import { currentGiftLetter, readinessOf, type CurrentGiftLetter } from './current-gift-letter';
import { appBaseUrl, giftSignedByInviteeMail } from './gift-mail';
import { completeAddressOf, fullLegalName, loadCallerProfile, recipientFromProfile } from './gift-profile';
import { giftResponse } from './gift-response';
import { appendGiftTransition, commitOrRaceLost, decideOrRefuse } from './gift-transition';
import { loadGiftForParty } from './load-gift';

/** What a signer states by signing, recorded word for word in the event. */
export const GIFT_SIGNING_INTENT =
  'By typing my full legal name and signing, I sign this gift letter electronically and intend my electronic signature to have the same effect as my handwritten signature.';

export const LETTER_CHANGED =
  'The gift letter changed after the other person signed, so the two signatures would not be on the same letter. Refresh and review it again.';
const COMPLETE_PROFILE =
  'Please complete your profile with your street address, city, state and ZIP code before signing: the gift letter names where the gift recipient lives.';

export function notReadyMessage(first: string | undefined): string {
  return `The gift letter is not complete yet, so there is nothing to sign. ${first ?? ''}`.trim();
}

/** The typed name must be the signer's legal name; a donor's must also be the donor the letter names. */
export function refuseUnlessSignable(signatureData: SignatureData, profile: Customer, party: GiftParty, doc: GiftRequestDocument): void {
  const typed = signatureData.typedFullName;
  if (!typedNameMatchesProfile(typed, profile)) {
    const expected = fullLegalName(profile) || 'your full legal name';
    throw fieldError(
      'signatureData.typedFullName',
      `Type your full legal name exactly as it is on your profile: ${expected}. If that name is wrong, correct your profile first.`,
    );
  }
  if (party === 'donor') {
    const donor = doc.donorRequestDetails;
    if (!typedNameMatchesProfile(typed, { firstName: donor.firstName ?? '', middleName: donor.middleName ?? '', lastName: donor.lastName ?? '' })) {
      throw fieldError(
        'signatureData.typedFullName',
        `The letter names the donor as ${fullLegalName(donor)}, which is not the name you typed. Only the donor named in the letter can sign as the donor; if the name is wrong, ask for it to be corrected.`,
      );
    }
  } else if (!completeAddressOf(profile.address)) {
    throw fieldError('profile.address', COMPLETE_PROFILE);
  }
}

export function storedSignature(
  signatureData: SignatureData,
  current: CurrentGiftLetter,
  context: GiftActionContext,
): StoredGiftSignature {
  return {
    signedAt: context.now,
    typedFullName: signatureData.typedFullName,
    hasDrawnSignature: signatureData.drawnSignaturePng !== undefined,
    documentSha256: current.documentSha256,
    termsSha256: current.termsSha256,
    signerCustomerId: context.caller.uid,
    ip: context.ip,
    userAgent: context.userAgent,
    consentToElectronicRecords: true,
    confirmNoRepaymentExpected: true,
    drawnSignaturePng: signatureData.drawnSignaturePng ?? null,
  };
}

/**
 * gifts-sign {id, signatureData, consentToElectronicRecords, confirmNoRepaymentExpected}.
 * The gift recipient's side of the letter becomes their profile as it is now; the donor
 * signs the donor details the letter holds. The SHA-256 of the exact text signed, with the
 * intent, both acknowledgements, time, IP and user agent, goes into the event log. The
 * invitee's signature completes the letter, but only over the very gift the initiator signed.
 */
export const signGift: GiftHandler<GiftRequestResponse> = async (deps, auth, data, raw) => {
  const context = giftActionContext(auth, raw);
  const { id, signatureData } = parseData(giftSignDataSchema, data);
  const db = deps.firestore();
  const loaded = await loadGiftForParty(db, id, context.caller);
  const decision = decideOrRefuse(loaded, 'sign');
  const party = giftPartyOf(loaded.doc.initiatorParty, loaded.role);

  const readiness = readinessOf(loaded.doc);
  if (!readiness.ready) throw giftError('conflict', notReadyMessage(readiness.missing[0]?.message), readiness.missing);
  const profile = await loadCallerProfile(db, context.caller);
  refuseUnlessSignable(signatureData, profile, party, loaded.doc);

  const signedDoc: GiftRequestDocument =
    party === 'gift-recipient' ? { ...loaded.doc, recipientDetails: recipientFromProfile(profile, 'signature') } : loaded.doc;
  const current = currentGiftLetter(signedDoc);
  if (!current) throw giftError('conflict', notReadyMessage(undefined));
  const initiatorParty = giftPartyOf(loaded.doc.initiatorParty, 'initiator');
  const initiatorSignature = loaded.doc.signatures[signatureKey(initiatorParty)];
  if (loaded.role === 'invitee' && initiatorSignature?.termsSha256 !== current.termsSha256) {
    throw giftError('conflict', LETTER_CHANGED);
  }

  const signature = storedSignature(signatureData, current, context);
  const batch = new EventBatch(db);
  const updated = appendGiftTransition(batch, loaded, party, context, {
    event: 'sign',
    next: decision.next,
    changes: {
      recipientDetails: signedDoc.recipientDetails,
      signatures: { ...loaded.doc.signatures, [signatureKey(party)]: signature },
    },
    details: {
      party,
      typedFullName: signature.typedFullName,
      hasDrawnSignature: signature.hasDrawnSignature,
      intent: GIFT_SIGNING_INTENT,
      consentToElectronicRecords: true,
      confirmNoRepaymentExpected: true,
      noRepaymentStatement: NO_REPAYMENT_STATEMENT,
      documentSha256: signature.documentSha256,
      termsSha256: signature.termsSha256,
      letterTextVersion: GIFT_LETTER_TEXT_VERSION,
    },
  });
  if (decision.effects.has('notify-initiator')) batch.mail(giftSignedByInviteeMail(updated, appBaseUrl(deps.environment())));
  await commitOrRaceLost(batch);
  return giftResponse(updated, loaded.role);
};
