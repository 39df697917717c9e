import { initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { setGlobalOptions } from 'firebase-functions/v2';
import { onRequest } from 'firebase-functions/v2/https';
import { createApiApp } from './http/api-app';

setGlobalOptions({ region: 'us-central1' });

initializeApp();

export const api = onRequest(createApiApp({ firestore: () => getFirestore() }));
