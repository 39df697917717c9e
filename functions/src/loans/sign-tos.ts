import type { RequestHandler } from 'express';
import { signTosBodySchema } from '@kinloan/domain';
import type { ApiDependencies } from '../http/api-app';
import { parseBody } from '../http/errors';
import { actionContext } from './action-context';
import { ESIGN_CONSENT_VERSION, TERMS_OF_SERVICE_VERSION } from './consent-versions';
import { appendTransition, commitOrConflict, decideOrRefuse } from './event-log';
import { LoanBatch } from './firestore-ops';
import { loadRequestForParty } from './load-request';
import type { StoredConsent } from './loan-request-document';
import { sendRequest } from './request-answer';

/**
 * POST /api/v1/loanRequests/{id}/signTos: the terms of service and the E-SIGN consent to
 * electronic records and signatures, both explicit, recorded with the versions accepted.
 */
export function signTos(deps: ApiDependencies): RequestHandler {
  return async (req, res) => {
    const context = actionContext(req);
    const body = parseBody(signTosBodySchema, req.body);
    const db = deps.firestore();
    const loaded = await loadRequestForParty(db, String(req.params.id), context.caller);
    const decision = decideOrRefuse(loaded, 'accept-tos');

    const consent: StoredConsent = {
      acceptedAt: context.now,
      termsOfServiceVersion: TERMS_OF_SERVICE_VERSION,
      esignConsentVersion: ESIGN_CONSENT_VERSION,
    };
    const batch = new LoanBatch(db);
    const updated = appendTransition(batch, loaded, context, {
      event: 'accept-tos',
      next: decision.next,
      changes: { consents: { ...loaded.doc.consents, [loaded.role]: consent } },
      details: { ...body, termsOfServiceVersion: TERMS_OF_SERVICE_VERSION, esignConsentVersion: ESIGN_CONSENT_VERSION },
    });
    await commitOrConflict(batch);
    sendRequest(res, updated, loaded.role);
  };
}
