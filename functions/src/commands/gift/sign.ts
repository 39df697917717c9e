import {
  GIFT_LETTER_TEXT_VERSION,
  giftPartyOf,
  NO_REPAYMENT_STATEMENT,
  typedNameMatchesProfile,
  type Customer,
  type GiftParty,
  type SignatureData,
} from '@kinloan/domain';
import { loadProfile } from '../../customers/profile';
import { currentGiftLetter, readinessOf, type CurrentGiftLetter } from '../../gifts/current-gift-letter';
import { signatureKey, type GiftRequestDocument, type StoredGiftSignature } from '../../gifts/gift-document';
import { completeAddressOf, fullLegalName, recipientFromProfile } from '../../gifts/gift-profile';
import { giftResponse } from '../../gifts/gift-response';
import { AppError, fieldError } from '../../platform/app-error';
import type { CallableCommand } from '../../platform/command';
import type { CallContext } from '../../platform/context';
import { commitGiftEvent, loadAndDecide } from './transition';

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

export function storedSignature(signatureData: SignatureData, current: CurrentGiftLetter, ctx: CallContext): StoredGiftSignature {
  return {
    signedAt: ctx.now,
    typedFullName: signatureData.typedFullName,
    hasDrawnSignature: signatureData.drawnSignaturePng !== undefined,
    documentSha256: current.documentSha256,
    termsSha256: current.termsSha256,
    signerCustomerId: ctx.caller.uid,
    ip: ctx.ip,
    userAgent: ctx.userAgent,
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
export const signGift: CallableCommand<'gift.sign'> = async (ctx, { id, signatureData }, deps) => {
  const { loaded, decision } = await loadAndDecide(deps, ctx, id, 'sign');
  const party = giftPartyOf(loaded.doc.initiatorParty, loaded.role);

  const readiness = readinessOf(loaded.doc);
  if (!readiness.ready) throw new AppError('conflict', notReadyMessage(readiness.missing[0]?.message), { fields: readiness.missing });
  const profile = await loadProfile(deps.firestore(), ctx.caller);
  refuseUnlessSignable(signatureData, profile, party, loaded.doc);

  const signedDoc: GiftRequestDocument =
    party === 'gift-recipient' ? { ...loaded.doc, recipientDetails: recipientFromProfile(profile, 'signature') } : loaded.doc;
  const current = currentGiftLetter(signedDoc);
  if (!current) throw new AppError('conflict', notReadyMessage(undefined));
  const initiatorSignature = loaded.doc.signatures[signatureKey(giftPartyOf(loaded.doc.initiatorParty, 'initiator'))];
  if (loaded.role === 'invitee' && initiatorSignature?.termsSha256 !== current.termsSha256) {
    throw new AppError('conflict', LETTER_CHANGED);
  }

  const signature = storedSignature(signatureData, current, ctx);
  const updated = await commitGiftEvent(deps, ctx, loaded, 'sign', decision, {
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
  return giftResponse(updated, loaded.role);
};
