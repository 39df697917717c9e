import { initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { setGlobalOptions } from 'firebase-functions/v2';
import { onRequest } from 'firebase-functions/v2/https';
import { CALLABLE_COMMANDS } from './commands/callable-commands';
import { readEnvironment } from './config/environment';
import { MAX_INSTANCES } from './config/instances';
import { createApiApp } from './api-app';
import type { Dependencies } from './platform/deps';
import { remindersJob } from './reminders/reminders-job';
import { callableGroup } from './transport/callable';

setGlobalOptions({ region: 'us-central1' });

initializeApp();

const environment = readEnvironment(process.env);
const deps: Dependencies = { firestore: () => getFirestore(), auth: () => getAuth(), environment: () => environment };

export const api = onRequest({ maxInstances: MAX_INSTANCES.api }, createApiApp(deps));

/** gifts-create, gifts-update, … gifts-getDocument, gifts-get, gifts-list (callables). */
export const gifts = callableGroup('gifts', CALLABLE_COMMANDS, deps);

/** Daily at 09:00 New York time: payment reminders into the mail outbox, each exactly once. */
export const reminders = remindersJob(() => getFirestore(), () => environment);
