import type { UserRecord } from 'firebase-admin/auth';
import type { Firestore } from 'firebase-admin/firestore';
import type { Customer } from '@kinloan/domain';
import { CUSTOMERS, customerFromAuthUser, customerFromDocument } from './customer-document';

export interface LoadedCustomer {
  customer: Customer;
  /** False when the account has no document yet; the caller decides whether to write one. */
  exists: boolean;
  createdAt: string | undefined;
}

/** `customers/{uid}`, or a Customer made from the Auth user when the document is missing. */
export async function loadCustomer(db: Firestore, user: Pick<UserRecord, 'uid' | 'email' | 'displayName'>): Promise<LoadedCustomer> {
  const snapshot = await db.collection(CUSTOMERS).doc(user.uid).get();
  const data = snapshot.data();
  if (!snapshot.exists || data === undefined) {
    return { customer: customerFromAuthUser(user), exists: false, createdAt: undefined };
  }
  return {
    customer: customerFromDocument(user.uid, data),
    exists: true,
    createdAt: typeof data.createdAt === 'string' ? data.createdAt : undefined,
  };
}
