import { Router } from 'express';
import type { ApiDependencies } from '../http/api-app';
import { requireAuth } from '../http/auth-middleware';
import { changePassword } from './change-password';
import { getMe } from './get-me';
import { putCustomer } from './put-customer';
import { sendVerificationEmail } from './verification-email';

/** The signed-in customer's own account (Bearer ID token on every call). */
export function customersRouter(deps: ApiDependencies): Router {
  const router = Router();
  const signedIn = requireAuth(deps.auth);
  router.get('/customers/me', signedIn, getMe(deps));
  router.post('/customers/me/verificationEmail', signedIn, sendVerificationEmail(deps));
  router.post('/customers/me/password', signedIn, changePassword(deps));
  router.put('/customers/:id', signedIn, putCustomer(deps));
  return router;
}
