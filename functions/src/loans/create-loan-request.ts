import type { RequestHandler } from 'express';
import type { Firestore } from 'firebase-admin/firestore';
import { decideStart, loanRequestCreateBodySchema, loanRequestMachine, type LoanRequestCreateBody } from '@kinloan/domain';
import { resolveCustomerId } from '../customers/customer-id';
import type { ApiDependencies } from '../http/api-app';
import { HttpError, parseBody } from '../http/errors';
import { actionContext, type ActionContext } from './action-context';
import { appendTransition, commitOrConflict, decideOrRefuse, eventRecord, eventRef, refusalError } from './event-log';
import { LoanBatch } from './firestore-ops';
import { loadProfile, loadProfileOf } from './load-profile';
import { loadRequestForParty } from './load-request';
import { LOAN_REQUESTS, type LoanRequestDocument } from './loan-request-document';
import { childRequestDocument, newRequestDocument } from './new-request';
import { sendRequest } from './request-answer';
import { appBaseUrl } from '../config/environment';
import { changesRequestedMail } from './request-mail';

const ONLY_AS_YOURSELF = 'You can only start a loan request as yourself.';
const PARENT_NOT_FOUND = 'The loan request you are answering with changed terms (parentLoanId) does not exist.';

/**
 * POST /api/v1/loanRequest → 201 with the new draft. With `parentLoanId` it is the
 * recipient asking for changed terms: in one commit the parent is superseded (and its
 * initiator told) and the child starts as the recipient's own draft.
 */
export function createLoanRequest(deps: ApiDependencies): RequestHandler {
  return async (req, res) => {
    const context = actionContext(req);
    const { uid } = context.caller;
    // The caller is the initiator; the spec's client sends its id, and "me"/"1" mean the caller.
    const body = parseBody(loanRequestCreateBodySchema, req.body);
    if (resolveCustomerId(body.initiatingCustomerId ?? uid, uid) !== uid) throw new HttpError('forbidden', ONLY_AS_YOURSELF);
    const start = decideStart(loanRequestMachine, 'initiator');
    if (!start.ok) throw refusalError(start.refusal);

    const db = deps.firestore();
    const created = body.parentLoanId
      ? await createChild(deps, db, context, body, body.parentLoanId)
      : await createDraft(db, context, body, start.next);
    sendRequest(res, created, 'initiator', 201);
  };
}

async function createDraft(
  db: Firestore,
  context: ActionContext,
  body: LoanRequestCreateBody,
  status: LoanRequestDocument['status'],
): Promise<LoanRequestDocument> {
  const ref = db.collection(LOAN_REQUESTS).doc();
  const doc = newRequestDocument({
    id: ref.id,
    initiator: await loadProfile(db, context.caller),
    requestType: body.requestType,
    initiatorRequestDetails: body.initiatorRequestDetails,
    loanProposalDetails: body.loanProposalDetails,
    recipientRequestDetails: body.recipientRequestDetails,
    status,
    now: context.now,
  });
  const batch = new LoanBatch(db);
  batch.create(eventRef(ref, 1), eventRecord(1, 'create', context, 'initiator', null, doc.status, { requestType: doc.requestType }));
  batch.create(ref, doc);
  await commitOrConflict(batch);
  return doc;
}

async function createChild(
  deps: ApiDependencies,
  db: Firestore,
  context: ActionContext,
  body: LoanRequestCreateBody,
  parentId: string,
): Promise<LoanRequestDocument> {
  const parent = await loadRequestForParty(db, parentId, context.caller, PARENT_NOT_FOUND);
  const decision = decideOrRefuse(parent, 'request-changes');
  const [profile, parentInitiatorEmail] = await Promise.all([
    loadProfile(db, context.caller),
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
    now: context.now,
  });

  const batch = new LoanBatch(db);
  const superseded = appendTransition(batch, parent, context, {
    event: 'request-changes',
    next: decision.next,
    changes: { childRequestId: child.id },
    details: { childRequestId: child.id },
  });
  batch.create(
    eventRef(childRef, 1),
    eventRecord(1, 'create', context, 'initiator', null, child.status, { requestType: child.requestType, parentLoanId: parent.doc.id }),
  );
  batch.create(childRef, child);
  if (decision.effects.has('notify-initiator')) batch.mail(changesRequestedMail(superseded, appBaseUrl(deps.environment())));
  await commitOrConflict(batch);
  return child;
}
