import express, { type Express } from 'express';
import type { Auth } from 'firebase-admin/auth';
import type { Firestore } from 'firebase-admin/firestore';
import { accountsRouter } from '../accounts/accounts-router';
import type { ServerEnvironment } from '../config/environment';
import { customersRouter } from '../customers/customers-router';
import { healthRouter } from '../health/health-router';
import { loansRouterV1, loansRouterV2 } from '../loans/loans-router';
import { apiErrorHandler, notFoundHandler } from './errors';

export interface ApiDependencies {
  /** Lazy, so tests can build the app without touching Firestore. */
  firestore: () => Firestore;
  /** Lazy for the same reason. */
  auth: () => Auth;
  environment: () => ServerEnvironment;
}

/** The one express app behind the `api` function; Hosting rewrites `/api/**` to it. */
export function createApiApp(deps: ApiDependencies): Express {
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', true);
  app.use(express.json({ limit: '1mb' }));

  app.use('/api/v1', healthRouter(deps));
  app.use('/api/v1', accountsRouter(deps));
  app.use('/api/v1', customersRouter(deps));
  app.use('/api/v1', loansRouterV1(deps));
  app.use('/api/v2', loansRouterV2(deps));

  app.use(notFoundHandler);
  app.use(apiErrorHandler);
  return app;
}
