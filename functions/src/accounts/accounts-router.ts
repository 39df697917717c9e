import { Router } from 'express';
import type { ApiDependencies } from '../http/api-app';
import { passwordReset } from './password-reset';
import { refreshAccess } from './refresh-access';
import { signIn } from './sign-in';
import { signUp } from './sign-up';
import { signUpWithOAuth } from './sign-up-with-oauth';

/** The calls made before there is a session (spec §7), plus the password reset email. */
export function accountsRouter(deps: ApiDependencies): Router {
  const router = Router();
  router.post('/signUp', signUp(deps));
  router.post('/signIn', signIn(deps));
  router.post('/signUpWithOAuth', signUpWithOAuth(deps));
  router.post('/refreshAccess', refreshAccess(deps));
  router.post('/passwordReset', passwordReset(deps));
  return router;
}
