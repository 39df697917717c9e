import type { RequestHandler } from 'express';
import { changePassword } from '../customers/change-password';
import { getMe } from '../customers/get-me';
import { putCustomer } from '../customers/put-customer';
import { sendVerificationEmail } from '../customers/verification-email';
import { healthCheck } from '../health/health-router';
import type { HTTP_COMMANDS } from '../commands/http-commands';
import type { Dependencies } from '../platform/deps';
import type { RawHandlers } from '../transport/express';
import { passwordReset } from './password-reset';
import { refreshAccess } from './refresh-access';
import { signIn } from './sign-in';
import { signUp } from './sign-up';
import { signUpWithOAuth } from './sign-up-with-oauth';

/**
 * The account, profile and health calls, still written as express handlers: mounted at their
 * endpoints' methods and paths by the same transport (signed in where the endpoint says so),
 * with their own reading of the request.
 */
export function accountRawHandlers(deps: Dependencies): RawHandlers<typeof HTTP_COMMANDS> {
  const handlers: Record<keyof RawHandlers<typeof HTTP_COMMANDS>, RequestHandler> = {
    'system.health': healthCheck(deps),
    'account.signUp': signUp(deps),
    'account.signIn': signIn(deps),
    'account.signUpWithOAuth': signUpWithOAuth(deps),
    'account.refreshAccess': refreshAccess(deps),
    'account.passwordReset': passwordReset(deps),
    'customer.getMe': getMe(deps),
    'customer.sendVerificationEmail': sendVerificationEmail(deps),
    'customer.changePassword': changePassword(deps),
    'customer.put': putCustomer(deps),
  };
  return handlers;
}
