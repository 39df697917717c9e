import type { DocumentReference, Firestore } from 'firebase-admin/firestore';
import { requestRoleOfCustomer, type RequestRole } from '@kinloan/domain';
import { HttpError } from '../http/errors';
import type { LoanCaller } from './action-context';
import { readDocument } from './firestore-ops';
import { isInvitedAndUnlinked, linkInvitedRecipient } from './link-recipient';
import { LOAN_REQUESTS, type LoanRequestDocument } from './loan-request-document';

export interface StoredRequest {
  readonly ref: DocumentReference;
  readonly doc: LoanRequestDocument;
}

export interface LoadedRequest extends StoredRequest {
  /** The caller's side. */
  readonly role: RequestRole;
}

export const REQUEST_NOT_FOUND = 'There is no loan request with this id. It may have been mistyped.';
export const NOT_A_PARTY = 'Only the two people on this loan request can see it or act on it.';

// Firestore ids we make are 20 letters and digits; anything unlike an id is simply not found
// (and never reaches Firestore, which refuses ids like ".." with an internal error).
const DOCUMENT_ID = /^[A-Za-z0-9_-]{1,128}$/;

export function isDocumentId(id: string): boolean {
  return DOCUMENT_ID.test(id);
}

export async function loadRequest(db: Firestore, id: string, notFound: string = REQUEST_NOT_FOUND): Promise<StoredRequest> {
  if (!isDocumentId(id)) throw new HttpError('not-found', notFound);
  const ref = db.collection(LOAN_REQUESTS).doc(id);
  const snapshot = await readDocument(ref);
  const data = snapshot.data();
  if (!snapshot.exists || data === undefined) throw new HttpError('not-found', notFound);
  return { ref, doc: data as LoanRequestDocument };
}

/**
 * The request and the caller's side of it: 404 for an unknown id, 403 for anyone else.
 * The person it was sent to by email becomes its recipient the first time they open it
 * signed in with that (verified) email, if sign-up did not link them already.
 */
export async function loadRequestForParty(
  db: Firestore,
  id: string,
  caller: LoanCaller,
  notFound: string = REQUEST_NOT_FOUND,
): Promise<LoadedRequest> {
  const stored = await loadRequest(db, id, notFound);
  const role = requestRoleOfCustomer(stored.doc, caller.uid);
  if (role) return { ...stored, role };
  if (isInvitedAndUnlinked(stored.doc, caller)) {
    const doc = await linkInvitedRecipient(db, stored, caller.uid);
    return { ref: stored.ref, doc, role: 'recipient' };
  }
  throw new HttpError('forbidden', NOT_A_PARTY);
}
