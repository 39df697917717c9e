import express, { type Express } from 'express';
import type { Firestore } from 'firebase-admin/firestore';
import { healthRouter } from '../health/health-router';
import { apiErrorHandler, notFoundHandler } from './errors';

export interface ApiDependencies {
  /** Lazy, so tests can build the app without touching Firestore. */
  firestore: () => Firestore;
}

/** The one express app behind the `api` function; Hosting rewrites `/api/**` to it. */
export function createApiApp(deps: ApiDependencies): Express {
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', true);
  app.use(express.json({ limit: '1mb' }));

  app.use('/api/v1', healthRouter(deps));

  app.use(notFoundHandler);
  app.use(apiErrorHandler);
  return app;
}
