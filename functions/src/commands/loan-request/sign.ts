import { partyRoles, typedNameMatchesProfile, type Customer } from '@kinloan/domain';
import { loadProfile } from '../../customers/profile';
import { SIGNING_INTENT_STATEMENT } from '../../loans/consent-versions';
import type { LoanRequestDocument, StoredSignature } from '../../loans/loan-request-document';
import { currentAgreement } from '../../loans/request-agreement';
import { fullNameOf, hasCompleteAddress, signerSnapshot } from '../../loans/request-details';
import { AppError, fieldError } from '../../platform/app-error';
import type { HttpCommand } from '../../platform/command';
import { transitionAndAnswer } from './transition';

export const TERMS_CHANGED =
  'The terms changed after the other party signed, so the two signatures would not be on the same agreement. Refresh and review the terms again.';
const COMPLETE_PROFILE =
  'Please complete your profile with your street address, city, state and ZIP code before signing: the agreement names where each party lives.';

/** The typed name must be the signer's legal name, and the agreement needs their address. */
export function refuseUnlessSignable(typedFullName: string, profile: Customer): void {
  if (!typedNameMatchesProfile(typedFullName, profile)) {
    const expected = fullNameOf(profile) || 'your full legal name';
    throw fieldError(
      'signatureData.typedFullName',
      `Type your full legal name exactly as it is on your profile: ${expected}. If that name is wrong, correct your profile first.`,
    );
  }
  if (!hasCompleteAddress(profile)) throw fieldError('profile.address', COMPLETE_PROFILE);
}

/**
 * POST /api/v2/loanRequests/{id}/sign {signatureData}. The signer's side of the agreement
 * becomes their profile as it is now; the SHA-256 of the exact text they sign, with their
 * intent, consent, time, IP and user agent, goes into the event log. The recipient's
 * signature makes the request fully signed, but only over the very terms the initiator signed.
 */
export const signLoanRequest: HttpCommand<'loanRequest.sign'> = (ctx, { params, body: { signatureData } }, deps) =>
  transitionAndAnswer(deps, ctx, params.id, 'sign', async (loaded) => {
    const profile = await loadProfile(deps.firestore(), ctx.caller);
    refuseUnlessSignable(signatureData.typedFullName, profile);
    const side = loaded.role === 'initiator' ? 'initiatorRequestDetails' : 'recipientRequestDetails';
    const signed: LoanRequestDocument = { ...loaded.doc, [side]: signerSnapshot(loaded.doc[side], profile) };
    const agreement = currentAgreement(signed);
    if (!agreement) throw new AppError('conflict', 'The loan terms are not complete, so there is no agreement to sign yet.');
    if (loaded.role === 'recipient' && loaded.doc.signatures.initiator?.termsSha256 !== agreement.termsSha256) {
      throw new AppError('conflict', TERMS_CHANGED);
    }
    const consentAt = loaded.doc.consents[loaded.role]?.acceptedAt ?? null;
    const signature: StoredSignature = {
      signedAt: ctx.now,
      typedFullName: signatureData.typedFullName,
      hasDrawnSignature: signatureData.drawnSignaturePng !== undefined,
      agreementSha256: agreement.agreementSha256,
      termsSha256: agreement.termsSha256,
      signerCustomerId: ctx.caller.uid,
      consentAt,
      ip: ctx.ip,
      userAgent: ctx.userAgent,
      drawnSignaturePng: signatureData.drawnSignaturePng ?? null,
    };
    return {
      changes: { [side]: signed[side], signatures: { ...loaded.doc.signatures, [loaded.role]: signature } },
      details: {
        loanRole: partyRoles(loaded.doc.requestType, loaded.role),
        typedFullName: signature.typedFullName,
        intent: SIGNING_INTENT_STATEMENT,
        consentAt,
        agreementSha256: signature.agreementSha256,
        termsSha256: signature.termsSha256,
        hasDrawnSignature: signature.hasDrawnSignature,
      },
    };
  });
