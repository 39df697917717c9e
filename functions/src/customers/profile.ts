import type { Firestore } from 'firebase-admin/firestore';
import type { Customer } from '@kinloan/domain';
import type { Caller } from '../platform/context';
import { readDocument, runQuery } from '../platform/store';
import { CUSTOMERS, customerFromAuthUser, customerFromDocument } from './customer-document';

/** The caller's profile (`customers/{uid}`); without a document, what their token says. */
export async function loadProfile(db: Firestore, caller: Caller): Promise<Customer> {
  const snapshot = await readDocument(db.collection(CUSTOMERS).doc(caller.uid));
  const data = snapshot.data();
  if (snapshot.exists && data !== undefined) return customerFromDocument(caller.uid, data);
  return customerFromAuthUser({ uid: caller.uid, email: caller.email ?? undefined, displayName: caller.name ?? undefined });
}

/** Someone else's profile, or null when they have no document. */
export async function loadProfileOf(db: Firestore, uid: string): Promise<Customer | null> {
  const snapshot = await readDocument(db.collection(CUSTOMERS).doc(uid));
  const data = snapshot.data();
  return snapshot.exists && data !== undefined ? customerFromDocument(uid, data) : null;
}

/** The id of the customer whose profile has this (lower-cased) email, if any. */
export async function customerIdWithEmail(db: Firestore, email: string): Promise<string | null> {
  const found = await runQuery(db.collection(CUSTOMERS).where('email', '==', email).limit(1));
  return found.docs[0]?.id ?? null;
}
