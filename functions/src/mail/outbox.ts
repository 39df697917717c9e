import type { DocumentReference, Firestore, WriteBatch } from 'firebase-admin/firestore';

/**
 * Functions never talk SMTP: a message is a document in `mail`, in the format of the
 * Firebase "Trigger Email" extension, which delivers it in production. Locally the outbox
 * is what tests and developers read.
 */
export const MAIL_COLLECTION = 'mail';

export interface OutgoingMail {
  readonly to: string;
  readonly subject: string;
  readonly text: string;
  readonly html: string;
}

export interface MailDocument {
  to: string;
  message: { subject: string; text: string; html: string };
  /** ISO instant; the extension adds its own `delivery` state beside it. */
  createdAt: string;
}

export function mailDocument(mail: OutgoingMail, now: Date = new Date()): MailDocument {
  return {
    to: mail.to,
    message: { subject: mail.subject, text: mail.text, html: mail.html },
    createdAt: now.toISOString(),
  };
}

/** Queues one message on its own. */
export async function queueMail(db: Firestore, mail: OutgoingMail): Promise<DocumentReference> {
  const ref = db.collection(MAIL_COLLECTION).doc();
  await ref.set(mailDocument(mail));
  return ref;
}

/** Queues a message as part of a larger commit, so it goes out only if the change is saved. */
export function queueMailInBatch(db: Firestore, batch: WriteBatch, mail: OutgoingMail): void {
  batch.set(db.collection(MAIL_COLLECTION).doc(), mailDocument(mail));
}
