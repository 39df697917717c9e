import { esignConsent, isCurrentStatementsVersion, STATEMENT_CHANGED, termsOfServiceAcceptance, TERMS_OF_SERVICE_VERSION } from '@kinloan/domain';
import type { StoredConsent } from '../../loans/loan-request-document';
import { AppError } from '../../platform/app-error';
import type { HttpCommand } from '../../platform/command';
import { transitionAndAnswer } from './transition';

/**
 * POST /api/v1/loanRequests/{id}/signTos: the terms of service and the E-SIGN consent to
 * electronic records and signatures, both explicit, recorded word for word as the page showed
 * them (signing/statements.ts), with the version of the terms accepted.
 */
export const signTos: HttpCommand<'loanRequest.signTos'> = (ctx, { params, body }, deps) => {
  if (!isCurrentStatementsVersion(body.statementsVersion)) throw new AppError('conflict', STATEMENT_CHANGED);
  return transitionAndAnswer(deps, ctx, params.id, 'accept-tos', (loaded) => {
    const consent: StoredConsent = {
      acceptedAt: ctx.now,
      termsOfServiceVersion: TERMS_OF_SERVICE_VERSION,
      statements: [termsOfServiceAcceptance(), esignConsent('agreement')],
    };
    return {
      changes: { consents: { ...loaded.doc.consents, [loaded.role]: consent } },
      details: { termsOfServiceVersion: consent.termsOfServiceVersion, statements: consent.statements },
    };
  });
};
