import { requestRoleOfCustomer } from '@kinloan/domain';
import { resolveCustomerId } from '../../customers/customer-id';
import { renderLoanAgreementPdf } from '../../documents/loan-agreement-pdf';
import { agreementPdfInput } from '../../loans/agreement-pdf-input';
import type { LoanRequestDocument } from '../../loans/loan-request-document';
import { requestAnswer } from '../../loans/request-answer';
import { currentAgreement } from '../../loans/request-agreement';
import { LOAN_REQUEST_DOCS } from '../../loans/request-kind';
import { AppError } from '../../platform/app-error';
import type { HttpCommand } from '../../platform/command';
import { claimWaitingInvitations, commitPendingLink, loadForPartyOrInvitee } from '../../platform/invitations';
import { runQuery } from '../../platform/store';

export const ONLY_YOUR_OWN = 'You can only list your own loans and loan requests.';

/** `?customerId=` must be the caller ("me" and "1" mean the caller; absent means the caller too). */
export function ownCustomerId(query: unknown, uid: string): string {
  const asked = typeof query === 'string' && query.trim() ? query.trim() : uid;
  if (resolveCustomerId(asked, uid) !== uid) throw new AppError('forbidden', ONLY_YOUR_OWN);
  return uid;
}

/** GET /api/v1/loanRequest/{id} → the whole request, for either party (a recipient's first look links them). */
export const getLoanRequest: HttpCommand<'loanRequest.get'> = async (ctx, { params }, deps) => {
  const loaded = await loadForPartyOrInvitee(deps, LOAN_REQUEST_DOCS, params.id, ctx.caller);
  const linked = await commitPendingLink(deps.firestore(), loaded, ctx, LOAN_REQUEST_DOCS);
  return requestAnswer(linked.doc, linked.role);
};

/** Newest activity first; deleted ones are gone from the list (the documents stay for the audit). */
export function listedRequests(docs: readonly LoanRequestDocument[]): LoanRequestDocument[] {
  return docs.filter((doc) => doc.status !== 'deleted').sort((a, b) => b.updatedAt.localeCompare(a.updatedAt));
}

/** GET /api/v1/loanRequests?customerId={id} → { loanRequests } where the caller is a party. */
export const listLoanRequests: HttpCommand<'loanRequest.list'> = async (ctx, { query }, deps) => {
  const uid = ownCustomerId(query.customerId, ctx.caller.uid);
  // Requests sent to this email before the account existed or was verified.
  await claimWaitingInvitations(deps, LOAN_REQUEST_DOCS, ctx);
  const snapshot = await runQuery(deps.firestore().collection(LOAN_REQUEST_DOCS.collection).where('partyIds', 'array-contains', uid));
  const loanRequests = listedRequests(snapshot.docs.map((doc) => doc.data() as LoanRequestDocument)).flatMap((doc) => {
    const role = requestRoleOfCustomer(doc, uid);
    return role ? [requestAnswer(doc, role)] : [];
  });
  return { loanRequests };
};

const NOT_PRINTABLE =
  'The agreement can be printed once its terms are complete, including the governing-law state and how the money is handed over.';

/**
 * GET /api/v1/loanDocuments/{id} (the request's id, which is also the loan's) → the agreement
 * PDF for either party: marked as a draft until both have signed, then with the signatures'
 * audit trail and the document hash.
 */
export const getLoanDocument: HttpCommand<'loanRequest.getDocument'> = async (ctx, { params }, deps) => {
  const loaded = await loadForPartyOrInvitee(deps, LOAN_REQUEST_DOCS, params.id, ctx.caller);
  const { doc } = await commitPendingLink(deps.firestore(), loaded, ctx, LOAN_REQUEST_DOCS);
  const agreement = currentAgreement(doc);
  if (!agreement) throw new AppError('conflict', NOT_PRINTABLE);
  const pdf = await renderLoanAgreementPdf(agreementPdfInput(doc, agreement, ctx.now));
  return { filename: `kinloan-agreement-${doc.id}.pdf`, contentType: 'application/pdf', bytes: pdf, disposition: 'inline' };
};
