import { initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { setGlobalOptions } from 'firebase-functions/v2';
import { onRequest } from 'firebase-functions/v2/https';
import { readEnvironment } from './config/environment';
import { giftCallables } from './gifts/gift-callables';
import { createApiApp } from './http/api-app';
import { remindersJob } from './reminders/reminders-job';

setGlobalOptions({ region: 'us-central1' });

initializeApp();

const environment = readEnvironment(process.env);

export const api = onRequest(
  createApiApp({ firestore: () => getFirestore(), auth: () => getAuth(), environment: () => environment }),
);

/** gifts-create, gifts-update, … gifts-getDocument, gifts-get, gifts-list (callables). */
export const gifts = giftCallables({ firestore: () => getFirestore(), environment: () => environment });

/** Daily at 09:00 New York time: payment reminders into the mail outbox, each exactly once. */
export const reminders = remindersJob(() => getFirestore(), () => environment);
