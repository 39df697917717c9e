import type { RequestHandler } from 'express';
import { renderLoanAgreementPdf } from '../documents/loan-agreement-pdf';
import type { ApiDependencies } from '../http/api-app';
import { HttpError } from '../http/errors';
import { verifiedCaller } from './action-context';
import { agreementPdfInput } from './agreement-pdf-input';
import { loadRequestForParty } from './load-request';
import { currentAgreement } from './request-agreement';

const NOT_PRINTABLE =
  'The agreement can be printed once its terms are complete, including the governing-law state and how the money is handed over.';

/**
 * GET /api/v1/loanDocuments/{id} (the request's id, which is also the loan's) → the agreement
 * PDF for either party: marked as a draft until both have signed, then with the signatures'
 * audit trail and the document hash.
 */
export function getLoanDocument(deps: ApiDependencies): RequestHandler {
  return async (req, res) => {
    const caller = verifiedCaller(req);
    const { doc } = await loadRequestForParty(deps.firestore(), String(req.params.id), caller);
    const agreement = currentAgreement(doc);
    if (!agreement) throw new HttpError('conflict', NOT_PRINTABLE);
    const pdf = await renderLoanAgreementPdf(agreementPdfInput(doc, agreement, new Date().toISOString()));
    res
      .status(200)
      .set({
        'Content-Type': 'application/pdf',
        'Content-Disposition': `inline; filename="kinloan-agreement-${doc.id}.pdf"`,
        'Cache-Control': 'private, no-store',
      })
      .send(Buffer.from(pdf));
  };
}
