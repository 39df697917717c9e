import { ESIGN_CONSENT_VERSION, TERMS_OF_SERVICE_VERSION } from '../../loans/consent-versions';
import type { StoredConsent } from '../../loans/loan-request-document';
import type { HttpCommand } from '../../platform/command';
import { transitionAndAnswer } from './transition';

/**
 * POST /api/v1/loanRequests/{id}/signTos: the terms of service and the E-SIGN consent to
 * electronic records and signatures, both explicit, recorded with the versions accepted.
 */
export const signTos: HttpCommand<'loanRequest.signTos'> = (ctx, { params, body }, deps) =>
  transitionAndAnswer(deps, ctx, params.id, 'accept-tos', (loaded) => {
    const consent: StoredConsent = {
      acceptedAt: ctx.now,
      termsOfServiceVersion: TERMS_OF_SERVICE_VERSION,
      esignConsentVersion: ESIGN_CONSENT_VERSION,
    };
    return {
      changes: { consents: { ...loaded.doc.consents, [loaded.role]: consent } },
      details: { ...body, termsOfServiceVersion: TERMS_OF_SERVICE_VERSION, esignConsentVersion: ESIGN_CONSENT_VERSION },
    };
  });
