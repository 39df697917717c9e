import type { RequestHandler } from 'express';
import { partyRoles, signBodySchema, typedNameMatchesProfile, type Customer } from '@kinloan/domain';
import type { ApiDependencies } from '../http/api-app';
import { fieldError, HttpError, parseBody } from '../http/errors';
import { actionContext } from './action-context';
import { SIGNING_INTENT_STATEMENT } from './consent-versions';
import { appendTransition, commitOrConflict, decideOrRefuse } from './event-log';
import { LoanBatch } from './firestore-ops';
import { loadProfile } from './load-profile';
import { loadRequestForParty } from './load-request';
import type { LoanRequestDocument, StoredSignature } from './loan-request-document';
import { sendRequest } from './request-answer';
import { currentAgreement } from './request-agreement';
import { fullNameOf, hasCompleteAddress, signerSnapshot } from './request-details';
import { appBaseUrl } from '../config/environment';
import { signedByRecipientMail } from './request-mail';

export const TERMS_CHANGED =
  'The terms changed after the other party signed, so the two signatures would not be on the same agreement. Refresh and review the terms again.';
const COMPLETE_PROFILE =
  'Please complete your profile with your street address, city, state and ZIP code before signing: the agreement names where each party lives.';

/**
 * POST /api/v2/loanRequests/{id}/sign {signatureData}. The signer's side of the agreement
 * becomes their profile as it is now; the SHA-256 of the exact text they sign, with their
 * intent, consent, time, IP and user agent, goes into the event log. The recipient's
 * signature makes the request fully signed, but only over the very terms the initiator signed.
 */
export function signLoanRequest(deps: ApiDependencies): RequestHandler {
  return async (req, res) => {
    const context = actionContext(req);
    const { signatureData } = parseBody(signBodySchema, req.body);
    const db = deps.firestore();
    const loaded = await loadRequestForParty(db, String(req.params.id), context.caller);
    const decision = decideOrRefuse(loaded, 'sign');

    const profile = await loadProfile(db, context.caller);
    refuseUnlessSignable(signatureData.typedFullName, profile);

    const side = loaded.role === 'initiator' ? 'initiatorRequestDetails' : 'recipientRequestDetails';
    const signed: LoanRequestDocument = { ...loaded.doc, [side]: signerSnapshot(loaded.doc[side], profile) };
    const agreement = currentAgreement(signed);
    if (!agreement) throw new HttpError('conflict', 'The loan terms are not complete, so there is no agreement to sign yet.');
    const initiatorSignature = loaded.doc.signatures.initiator;
    if (loaded.role === 'recipient' && initiatorSignature?.termsSha256 !== agreement.termsSha256) {
      throw new HttpError('conflict', TERMS_CHANGED);
    }

    const consentAt = loaded.doc.consents[loaded.role]?.acceptedAt ?? null;
    const signature: StoredSignature = {
      signedAt: context.now,
      typedFullName: signatureData.typedFullName,
      hasDrawnSignature: signatureData.drawnSignaturePng !== undefined,
      agreementSha256: agreement.agreementSha256,
      termsSha256: agreement.termsSha256,
      signerCustomerId: context.caller.uid,
      consentAt,
      ip: context.ip,
      userAgent: context.userAgent,
      drawnSignaturePng: signatureData.drawnSignaturePng ?? null,
    };
    const batch = new LoanBatch(db);
    const updated = appendTransition(batch, loaded, context, {
      event: 'sign',
      next: decision.next,
      changes: {
        [side]: signed[side],
        signatures: { ...loaded.doc.signatures, [loaded.role]: signature },
      },
      details: {
        loanRole: partyRoles(loaded.doc.requestType, loaded.role),
        typedFullName: signature.typedFullName,
        intent: SIGNING_INTENT_STATEMENT,
        consentAt,
        agreementSha256: signature.agreementSha256,
        termsSha256: signature.termsSha256,
        hasDrawnSignature: signature.hasDrawnSignature,
      },
    });
    if (decision.effects.has('notify-initiator')) batch.mail(signedByRecipientMail(updated, appBaseUrl(deps.environment())));
    await commitOrConflict(batch);
    sendRequest(res, updated, loaded.role);
  };
}

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
