import type { Firestore } from 'firebase-admin/firestore';
import { decideStart, loanRequestMachine, type LoanRequestCreateBody } from '@kinloan/domain';
import { resolveCustomerId } from '../../customers/customer-id';
import { loadProfile, loadProfileOf } from '../../customers/profile';
import { LOAN_REQUESTS, type LoanRequestDocument } from '../../loans/loan-request-document';
import { childRequestDocument, newRequestDocument } from '../../loans/new-request';
import { requestAnswer } from '../../loans/request-answer';
import { RACE_LOST } from '../../loans/request-kind';
import { AppError, refusalError } from '../../platform/app-error';
import type { HttpCommand } from '../../platform/command';
import type { CallContext } from '../../platform/context';
import type { Dependencies } from '../../platform/deps';
import { commitOrConflict, createWithEvent, eventRecord, eventRef } from '../../platform/event-log';
import { CommitBatch } from '../../platform/store';
import { commitRequestEvent, loadAndDecide } from './transition';

const ONLY_AS_YOURSELF = 'You can only start a loan request as yourself.';
const PARENT_NOT_FOUND = 'The loan request you are answering with changed terms (parentLoanId) does not exist.';

/**
 * POST /api/v1/loanRequest → 201 with the new draft. With `parentLoanId` it is the
 * recipient asking for changed terms: in one commit the parent is superseded (and its
 * initiator told) and the child starts as the recipient's own draft.
 */
export const createLoanRequest: HttpCommand<'loanRequest.create'> = async (ctx, { body }, deps) => {
  const { uid } = ctx.caller;
  // The caller is the initiator; the spec's client sends its id, and "me"/"1" mean the caller.
  if (resolveCustomerId(body.initiatingCustomerId ?? uid, uid) !== uid) throw new AppError('forbidden', ONLY_AS_YOURSELF);
  const start = decideStart(loanRequestMachine, 'initiator');
  if (!start.ok) throw refusalError(start.refusal);
  const created = body.parentLoanId ? await createChild(deps, ctx, body, body.parentLoanId) : await createDraft(deps.firestore(), ctx, body, start.next);
  return requestAnswer(created, 'initiator');
};

async function createDraft(db: Firestore, ctx: CallContext, body: LoanRequestCreateBody, status: LoanRequestDocument['status']): Promise<LoanRequestDocument> {
  const ref = db.collection(LOAN_REQUESTS).doc();
  const doc = newRequestDocument({
    id: ref.id,
    initiator: await loadProfile(db, ctx.caller),
    requestType: body.requestType,
    initiatorRequestDetails: body.initiatorRequestDetails,
    loanProposalDetails: body.loanProposalDetails,
    recipientRequestDetails: body.recipientRequestDetails,
    status,
    now: ctx.now,
  });
  const batch = new CommitBatch(db);
  createWithEvent(batch, ref, doc, ctx, 'initiator', { requestType: doc.requestType });
  await commitOrConflict(batch, RACE_LOST);
  return doc;
}

async function createChild(deps: Dependencies, ctx: CallContext, body: LoanRequestCreateBody, parentId: string): Promise<LoanRequestDocument> {
  const db = deps.firestore();
  const { loaded: parent, decision } = await loadAndDecide(deps, ctx, parentId, 'request-changes').catch((error: unknown) => {
    throw error instanceof AppError && error.kind === 'not-found' ? new AppError('not-found', PARENT_NOT_FOUND) : error;
  });
  const [profile, parentInitiatorEmail] = await Promise.all([
    loadProfile(db, ctx.caller),
    parent.doc.initiatorRequestDetails.email
      ? Promise.resolve(parent.doc.initiatorRequestDetails.email)
      : loadProfileOf(db, parent.doc.initiatingCustomerId).then((customer) => customer?.email || null),
  ]);
  const childRef = db.collection(LOAN_REQUESTS).doc();
  const child = childRequestDocument(parent.doc, parentInitiatorEmail, {
    id: childRef.id,
    initiator: profile,
    initiatorRequestDetails: body.initiatorRequestDetails,
    loanProposalDetails: body.loanProposalDetails,
    recipientRequestDetails: body.recipientRequestDetails,
    status: 'draft',
    now: ctx.now,
  });
  await commitRequestEvent(deps, ctx, parent, 'request-changes', decision, {
    changes: { childRequestId: child.id },
    details: { childRequestId: child.id },
    alsoWrite: (batch) => {
      batch.create(eventRef(childRef, 1), eventRecord(1, ctx, 'initiator', null, { type: 'create', next: child.status, details: { requestType: child.requestType, parentLoanId: parent.doc.id } }));
      batch.create(childRef, child);
    },
  });
  return child;
}
