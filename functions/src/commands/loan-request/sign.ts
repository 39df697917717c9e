import {
  countersignRefusal,
  inviteeSignEvent,
  isCurrentStatementsVersion,
  loanSignatureStatement,
  partyRoles,
  signedWhatWasShown,
  STATEMENT_CHANGED,
  typedNameMatchesProfile,
  COMPLETE_YOUR_ADDRESS,
  fullName,
  hasCompleteAddress,
  requestAsSignedBy,
  type Customer,
  type SignatureData,
} from '@kinloan/domain';
import { loadProfile } from '../../customers/profile';
import type { LoanRequestDocument } from '../../loans/loan-request-document';
import { requestAnswer } from '../../loans/request-answer';
import { currentAgreement } from '../../loans/request-agreement';
import { decideOrRefuse } from '../../loans/request-kind';
import { AppError, fieldError } from '../../platform/app-error';
import type { HttpCommand } from '../../platform/command';
import { signatureEventDetails, storedSignature } from '../../signing/signature-evidence';
import { commitRequestEvent, loadAndDecide } from './transition';

const NO_AGREEMENT = 'The loan terms are not complete, so there is no agreement to sign yet.';

/** A first signature takes the signer's profile into the agreement: it must be complete. */
export function refuseIncompleteProfile(profile: Customer): void {
  if (!hasCompleteAddress(profile)) throw fieldError('profile.address', COMPLETE_YOUR_ADDRESS);
}

/** The typed name must be the signer's legal name exactly as the agreement they sign names them. */
export function refuseUnlessTypedAsNamed(signatureData: SignatureData, named: { firstName?: string; middleName?: string; lastName?: string }, fromProfile: boolean): void {
  const person = { firstName: named.firstName ?? '', middleName: named.middleName ?? '', lastName: named.lastName ?? '' };
  if (typedNameMatchesProfile(signatureData.typedFullName, person)) return;
  const expected = fullName(person) || 'your full legal name';
  throw fieldError(
    'signatureData.typedFullName',
    fromProfile
      ? `Type your full legal name exactly as it is on your profile: ${expected}. If that name is wrong, correct your profile first.`
      : `Type your full legal name exactly as the agreement names you: ${expected}.`,
  );
}

/**
 * POST /api/v2/loanRequests/{id}/sign {signatureData, agreementSha256, statementsVersion}.
 *
 * Each signature covers the SHA-256 of the whole agreement text, both parties included, and
 * only the text the signer was shown (agreementSha256). The initiator and the recipient each
 * put their own profile into the agreement as they sign. When the recipient's signed text is
 * not the one the initiator signed (it names the recipient as they really are), the initiator's
 * signature is void and they countersign the final text, which they cannot change by signing.
 */
export const signLoanRequest: HttpCommand<'loanRequest.sign'> = async (ctx, { params, body }, deps) => {
  if (!isCurrentStatementsVersion(body.statementsVersion)) throw new AppError('conflict', STATEMENT_CHANGED);
  const { signatureData } = body;
  const { loaded, decision: asSigned } = await loadAndDecide(deps, ctx, params.id, 'sign');
  const countersigning = loaded.doc.status === 'awaiting-countersignature';
  const side = loaded.role === 'initiator' ? 'initiatorRequestDetails' : 'recipientRequestDetails';

  let signed: LoanRequestDocument = loaded.doc;
  if (!countersigning) {
    const profile = await loadProfile(deps.firestore(), ctx.caller);
    refuseUnlessTypedAsNamed(signatureData, profile, true);
    refuseIncompleteProfile(profile);
    signed = requestAsSignedBy(loaded.doc, loaded.role, profile);
  } else {
    refuseUnlessTypedAsNamed(signatureData, loaded.doc[side], false);
  }
  const agreement = currentAgreement(signed);
  if (!agreement) throw new AppError('conflict', NO_AGREEMENT);
  const shown = signedWhatWasShown(body.agreementSha256, agreement.agreementSha256);
  if (shown) throw new AppError('conflict', shown);
  if (countersigning) {
    const refused = countersignRefusal(loaded.doc.signatures.recipient?.documentSha256 ?? null, agreement.agreementSha256);
    if (refused) throw new AppError('conflict', refused);
  }

  const event = loaded.role === 'recipient' ? inviteeSignEvent(loaded.doc.signatures.initiator?.documentSha256 ?? null, agreement.agreementSha256) : 'sign';
  const decision = event === 'sign' ? asSigned : decideOrRefuse(loaded, event);
  const voidsInitiator = decision.effects.has('void-initiator-signature');
  const signature = storedSignature(ctx, signatureData, agreement.agreementSha256, [loanSignatureStatement(signatureData.typedFullName)], loaded.doc.consents[loaded.role]?.acceptedAt ?? null);
  const updated = await commitRequestEvent(deps, ctx, loaded, event, decision, {
    changes: {
      [side]: signed[side],
      signatures: { ...loaded.doc.signatures, ...(voidsInitiator ? { initiator: null } : {}), [loaded.role]: signature },
    },
    details: {
      loanRole: partyRoles(loaded.doc.requestType, loaded.role),
      countersignature: countersigning,
      ...signatureEventDetails(signature),
      ...(voidsInitiator ? { voidedInitiatorSignatureSha256: loaded.doc.signatures.initiator?.documentSha256 ?? null } : {}),
    },
  });
  // The agreement is built once: the stored request now reads exactly as the text just signed.
  return requestAnswer(updated, loaded.role, agreement.agreementSha256);
};
