import type { RequestHandler } from 'express';
import { requestRoleOfCustomer, type LoanRequestListResponse } from '@kinloan/domain';
import { resolveCustomerId } from '../customers/customer-id';
import type { ApiDependencies } from '../http/api-app';
import { HttpError } from '../http/errors';
import { verifiedCaller } from './action-context';
import { runQuery } from './firestore-ops';
import { linkInvitationsByEmail } from './link-recipient';
import { LOAN_REQUESTS, type LoanRequestDocument } from './loan-request-document';
import { requestAnswer } from './request-answer';

export const ONLY_YOUR_OWN = 'You can only list your own loans and loan requests.';

/** `?customerId=` must be the caller ("me" and "1" mean the caller; absent means the caller too). */
export function ownCustomerId(query: unknown, uid: string): string {
  const asked = typeof query === 'string' && query.trim() ? query.trim() : uid;
  if (resolveCustomerId(asked, uid) !== uid) throw new HttpError('forbidden', ONLY_YOUR_OWN);
  return uid;
}

/** Newest activity first; deleted ones are gone from the list (the documents stay for the audit). */
export function listedRequests(docs: readonly LoanRequestDocument[]): LoanRequestDocument[] {
  return docs.filter((doc) => doc.status !== 'deleted').sort((a, b) => b.updatedAt.localeCompare(a.updatedAt));
}

/** GET /api/v1/loanRequests?customerId={id} → { loanRequests } where the caller is a party. */
export function listLoanRequests(deps: ApiDependencies): RequestHandler {
  return async (req, res) => {
    const caller = verifiedCaller(req);
    const uid = ownCustomerId(req.query.customerId, caller.uid);
    const db = deps.firestore();
    // Requests sent to this email before the account existed (or before sign-up linked them).
    if (caller.email) await linkInvitationsByEmail(db, uid, caller.email);
    const snapshot = await runQuery(db.collection(LOAN_REQUESTS).where('partyIds', 'array-contains', uid));
    const loanRequests = listedRequests(snapshot.docs.map((doc) => doc.data() as LoanRequestDocument)).flatMap((doc) => {
      const role = requestRoleOfCustomer(doc, uid);
      return role ? [requestAnswer(doc, role)] : [];
    });
    res.set('Cache-Control', 'no-store').json({ loanRequests } satisfies LoanRequestListResponse);
  };
}
