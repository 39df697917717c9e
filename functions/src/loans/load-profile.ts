import type { Firestore } from 'firebase-admin/firestore';
import type { Customer } from '@kinloan/domain';
import { CUSTOMERS, customerFromAuthUser, customerFromDocument } from '../customers/customer-document';
import type { LoanCaller } from './action-context';
import { readDocument } from './firestore-ops';

/** A customer's profile (`customers/{uid}`); without a document, what their token says. */
export async function loadProfile(db: Firestore, caller: LoanCaller): Promise<Customer> {
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
