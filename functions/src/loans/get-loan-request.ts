import type { RequestHandler } from 'express';
import type { ApiDependencies } from '../http/api-app';
import { verifiedCaller } from './action-context';
import { loadRequestForParty } from './load-request';
import { sendRequest } from './request-answer';

/** GET /api/v1/loanRequest/{id} → the whole request, for either party. */
export function getLoanRequest(deps: ApiDependencies): RequestHandler {
  return async (req, res) => {
    const caller = verifiedCaller(req);
    const loaded = await loadRequestForParty(deps.firestore(), String(req.params.id), caller);
    sendRequest(res, loaded.doc, loaded.role);
  };
}
