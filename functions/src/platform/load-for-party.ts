import type { DocumentReference, Firestore } from 'firebase-admin/firestore';
import { isDocumentId } from '@kinloan/domain';
import { AppError } from './app-error';
import type { Caller } from './context';
import { readDocument } from './store';

/** How to find one kind of party document and tell whose it is. */
export interface PartyDocumentKind<D, R extends string> {
  readonly collection: string;
  /** 404: an unknown id, or one that could not be an id at all. */
  readonly notFound: string;
  /** 403: a document the caller is not on. */
  readonly notAParty: string;
  readonly roleOf: (doc: D, uid: string) => R | null;
}

export interface Stored<D> {
  readonly ref: DocumentReference;
  readonly doc: D;
}

/**
 * The document, or 404. Ids are checked for shape before Firestore sees them: ids we make are
 * letters and digits, and Firestore answers reserved ones (`__x__`, `..`) with an internal error.
 */
export async function loadStored<D>(db: Firestore, kind: Pick<PartyDocumentKind<D, string>, 'collection' | 'notFound'>, id: string): Promise<Stored<D>> {
  if (!isDocumentId(id)) throw new AppError('not-found', kind.notFound);
  const ref = db.collection(kind.collection).doc(id);
  const snapshot = await readDocument(ref);
  const data = snapshot.data();
  if (!snapshot.exists || data === undefined) throw new AppError('not-found', kind.notFound);
  return { ref, doc: data as D };
}

/** The caller's side of a stored document, or null for an outsider. Reads nothing, writes nothing. */
export function partyOf<D, R extends string>(kind: PartyDocumentKind<D, R>, stored: Stored<D>, caller: Caller): { ref: DocumentReference; doc: D; role: R } | null {
  const role = kind.roleOf(stored.doc, caller.uid);
  return role ? { ...stored, role } : null;
}

/** The document and the caller's side of it: 404 for an unknown id, 403 for anyone else. */
export async function loadForParty<D, R extends string>(db: Firestore, kind: PartyDocumentKind<D, R>, id: string, caller: Caller): Promise<{ ref: DocumentReference; doc: D; role: R }> {
  const loaded = partyOf(kind, await loadStored(db, kind, id), caller);
  if (!loaded) throw new AppError('forbidden', kind.notAParty);
  return loaded;
}
