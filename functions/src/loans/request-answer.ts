import type { Response } from 'express';
import type { LoanRequestResponse, RequestRole } from '@kinloan/domain';
import { loanRequestResponse, type LoanRequestDocument } from './loan-request-document';
import { currentAgreement } from './request-agreement';

/** The whole request for one party, with the hash a signature now would cover. */
export function requestAnswer(doc: LoanRequestDocument, role: RequestRole): LoanRequestResponse {
  return loanRequestResponse(doc, role, currentAgreement(doc)?.agreementSha256 ?? null);
}

export function sendRequest(res: Response, doc: LoanRequestDocument, role: RequestRole, status = 200): void {
  res.status(status).set('Cache-Control', 'no-store').json(requestAnswer(doc, role));
}
