import { requestRoleOfCustomer } from '@kinloan/domain';
import { resolveCustomerId } from '../../customers/customer-id';
import { renderLoanAgreementPdf } from '../../documents/renderers';
import { agreementPdfInput, agreementSignatures } from '../../loans/agreement-pdf-input';
import type { LoanRequestDocument } from '../../loans/loan-request-document';
import { requestAnswer } from '../../loans/request-answer';
import { currentAgreement } from '../../loans/request-agreement';
import { LOAN_REQUEST_DOCS } from '../../loans/request-kind';
import { AppError } from '../../platform/app-error';
import type { HttpCommand } from '../../platform/command';
import { claimWaitingInvitations, commitPendingLink, loadForPartyOrInvitee } from '../../platform/invitations';
import { readEventLog } from '../../platform/event-log';
import { runQuery } from '../../platform/store';
import { readExecutedPdf } from '../../signing/executed-documents';

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
const NOT_REPRODUCIBLE =
  'The executed original of this agreement was not kept, and the record no longer produces the text both parties signed, so no copy can be given. Please contact support.';

/**
 * GET /api/v1/loanDocuments/{id} (the request's id, which is also the loan's) → the agreement
 * PDF for either party. Executed: the very file kept at execution, checked against its
 * fingerprint, forever. Before that, made now from the record and marked as a draft or as not
 * yet signed by both.
 */
export const getLoanDocument: HttpCommand<'loanRequest.getDocument'> = async (ctx, { params }, deps) => {
  const db = deps.firestore();
  const loaded = await loadForPartyOrInvitee(deps, LOAN_REQUEST_DOCS, params.id, ctx.caller);
  const { doc } = await commitPendingLink(db, loaded, ctx, LOAN_REQUEST_DOCS);
  const file = (bytes: Uint8Array) => ({ filename: `kinloan-agreement-${doc.id}.pdf`, contentType: 'application/pdf', bytes, disposition: 'inline' as const });
  if (doc.executedDocument) return file(await readExecutedPdf(db, doc.executedDocument));
  const agreement = currentAgreement(doc);
  if (!agreement) throw new AppError('conflict', NOT_PRINTABLE);
  if (doc.status !== 'executed') return file(await renderLoanAgreementPdf(agreementPdfInput(doc, agreement, ctx.now)));
  // Executed before documents were kept, and not backfilled: a copy, only of the very text signed.
  if (doc.signatures.recipient?.documentSha256 !== agreement.agreementSha256) throw new AppError('conflict', NOT_REPRODUCIBLE);
  return file(await renderLoanAgreementPdf({ ...agreementPdfInput(doc, agreement, ctx.now), status: 'executed-copy' }));
};

/**
 * GET /api/v1/loanRequests/{id}/auditTrail → for either party: every signature with its
 * evidence, the kept executed document's fingerprints, and the whole event log.
 */
export const getRequestAuditTrail: HttpCommand<'loanRequest.auditTrail'> = async (ctx, { params }, deps) => {
  const loaded = await loadForPartyOrInvitee(deps, LOAN_REQUEST_DOCS, params.id, ctx.caller);
  const { doc, ref } = await commitPendingLink(deps.firestore(), loaded, ctx, LOAN_REQUEST_DOCS);
  return {
    documentKind: 'loan-agreement',
    documentId: doc.id,
    status: doc.status,
    currentSha256: currentAgreement(doc)?.agreementSha256 ?? null,
    signatures: agreementSignatures(doc).map((signature) => signature.audit),
    executedDocument: doc.executedDocument ?? null,
    events: await readEventLog(ref),
  };
};
