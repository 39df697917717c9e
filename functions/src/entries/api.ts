import { onRequest } from 'firebase-functions/v2/https';
import { createApiApp } from '../api-app';
import { MAX_INSTANCES } from '../config/instances';
import { runtimeDependencies } from '../platform/runtime';

/** Every HTTP endpoint of the list, behind Hosting's /api/** rewrite. */
export const api = onRequest({ maxInstances: MAX_INSTANCES.api }, createApiApp(runtimeDependencies()));
