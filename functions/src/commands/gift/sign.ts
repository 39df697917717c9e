import {
  countersignRefusal,
  COMPLETE_YOUR_ADDRESS,
  completeAddress,
  esignConsent,
  fullName,
  giftAsSignedBy,
  giftNoRepaymentConfirmation,
  giftPartyOf,
  giftSignatureStatement,
  inviteeSignEvent,
  isCurrentStatementsVersion,
  signedWhatWasShown,
  STATEMENT_CHANGED,
  termsOfServiceAcceptance,
  TERMS_OF_SERVICE_VERSION,
  GIFT_LETTER_TEXT_VERSION,
  typedNameMatchesProfile,
  type Customer,
  type GiftParty,
  type PersonName,
  type SignatureData,
} from '@kinloan/domain';
import { loadProfile } from '../../customers/profile';
import { currentGiftLetter, readinessOf } from '../../gifts/current-gift-letter';
import { signatureKey, type GiftRequestDocument } from '../../gifts/gift-document';
import { decideOrRefuse } from '../../gifts/gift-kind';
import { giftResponse } from '../../gifts/gift-response';
import { AppError, fieldError } from '../../platform/app-error';
import type { CallableCommand } from '../../platform/command';
import { signatureEventDetails, storedSignature } from '../../signing/signature-evidence';
import { commitGiftEvent, loadAndDecide } from './transition';

export function notReadyMessage(first: string | undefined): string {
  return `The gift letter is not complete yet, so there is nothing to sign. ${first ?? ''}`.trim();
}

function typedAs(signatureData: SignatureData, person: PersonName): boolean {
  return typedNameMatchesProfile(signatureData.typedFullName, { firstName: person.firstName ?? '', middleName: person.middleName ?? '', lastName: person.lastName ?? '' });
}

/**
 * The typed name must be the signer's legal name: as their profile has it, and for the donor as
 * the letter names the donor too. A countersignature is typed as the letter names its signer
 * (the text is the one the other person signed). The gift recipient needs an address on file.
 */
export function refuseUnlessSignable(signatureData: SignatureData, profile: Customer, party: GiftParty, doc: GiftRequestDocument, countersigning: boolean): void {
  const named = party === 'donor' ? doc.donorRequestDetails : (doc.recipientDetails ?? {});
  if (!countersigning && !typedAs(signatureData, profile)) {
    throw fieldError(
      'signatureData.typedFullName',
      `Type your full legal name exactly as it is on your profile: ${fullName(profile) || 'your full legal name'}. If that name is wrong, correct your profile first.`,
    );
  }
  if ((party === 'donor' || countersigning) && !typedAs(signatureData, named)) {
    throw fieldError(
      'signatureData.typedFullName',
      party === 'donor' && !countersigning
        ? `The letter names the donor as ${fullName(named)}, which is not the name you typed. Only the donor named in the letter can sign as the donor; if your details are wrong, correct them in the letter first.`
        : `Type your full legal name exactly as the letter names you: ${fullName(named)}.`,
    );
  }
  if (party === 'gift-recipient' && !countersigning && !completeAddress(profile.address)) {
    throw fieldError('profile.address', COMPLETE_YOUR_ADDRESS);
  }
}

/**
 * gifts-sign {id, signatureData, documentSha256, statementsVersion, acceptTermsOfService,
 * consentToElectronicRecords, confirmNoRepaymentExpected}.
 *
 * Each signature covers the SHA-256 of the whole letter, both people included, and only the
 * text the signer was shown (documentSha256). The gift recipient's first signature names them
 * as their profile does; a donor signs the donor the letter names. When the invitee signs a
 * text the initiator's signature does not cover, that signature is void and the initiator
 * countersigns the final letter. The statements affirmed are recorded word for word.
 */
export const signGift: CallableCommand<'gift.sign'> = async (ctx, data, deps) => {
  if (!isCurrentStatementsVersion(data.statementsVersion)) throw new AppError('conflict', STATEMENT_CHANGED);
  const { loaded, decision: asSigned } = await loadAndDecide(deps, ctx, data.id, 'sign');
  const party = giftPartyOf(loaded.doc.initiatorParty, loaded.role);
  const countersigning = loaded.doc.status === 'awaiting-countersignature';

  const readiness = readinessOf(loaded.doc);
  if (!readiness.ready) throw new AppError('conflict', notReadyMessage(readiness.missing[0]?.message), { fields: readiness.missing });
  const profile = await loadProfile(deps.firestore(), ctx.caller);
  refuseUnlessSignable(data.signatureData, profile, party, loaded.doc, countersigning);

  const signedDoc = giftAsSignedBy(loaded.doc, party, profile);
  const current = currentGiftLetter(signedDoc);
  if (!current) throw new AppError('conflict', notReadyMessage(undefined));
  const shown = signedWhatWasShown(data.documentSha256, current.documentSha256);
  if (shown) throw new AppError('conflict', shown);
  const initiatorKey = signatureKey(giftPartyOf(loaded.doc.initiatorParty, 'initiator'));
  const inviteeKey = signatureKey(giftPartyOf(loaded.doc.initiatorParty, 'invitee'));
  if (countersigning) {
    const refused = countersignRefusal(loaded.doc.signatures[inviteeKey]?.documentSha256 ?? null, current.documentSha256);
    if (refused) throw new AppError('conflict', refused);
  }

  const event = loaded.role === 'invitee' ? inviteeSignEvent(loaded.doc.signatures[initiatorKey]?.documentSha256 ?? null, current.documentSha256) : 'sign';
  const decision = event === 'sign' ? asSigned : decideOrRefuse(loaded, event);
  const voidsInitiator = decision.effects.has('void-initiator-signature');
  const statements = [
    giftSignatureStatement(data.signatureData.typedFullName, party),
    giftNoRepaymentConfirmation(party),
    esignConsent('letter'),
    termsOfServiceAcceptance(),
  ];
  // The consent to electronic records is given on the signature page, with the signature.
  const signature = storedSignature(ctx, data.signatureData, current.documentSha256, statements, ctx.now);
  const updated = await commitGiftEvent(deps, ctx, loaded, event, decision, {
    changes: {
      recipientDetails: signedDoc.recipientDetails,
      signatures: { ...loaded.doc.signatures, ...(voidsInitiator ? { [initiatorKey]: null } : {}), [signatureKey(party)]: signature },
    },
    details: {
      party,
      countersignature: countersigning,
      letterTextVersion: GIFT_LETTER_TEXT_VERSION,
      termsOfServiceVersion: TERMS_OF_SERVICE_VERSION,
      ...signatureEventDetails(signature),
      ...(voidsInitiator ? { voidedInitiatorSignatureSha256: loaded.doc.signatures[initiatorKey]?.documentSha256 ?? null } : {}),
    },
  });
  // The letter is built once: the stored letter now reads exactly as the text just signed.
  return giftResponse(updated, loaded.role, current);
};
