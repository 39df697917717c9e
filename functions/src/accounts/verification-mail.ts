import type { Auth } from 'firebase-admin/auth';
import { requireSetting, type ServerEnvironment } from '../config/environment';
import { passwordResetEmail, verificationEmail } from '../mail/account-emails';
import type { OutgoingMail } from '../mail/outbox';

interface Recipient {
  email: string;
  firstName: string;
}

/** The verification email, its link returning to the app's /verification page. */
export async function verificationMailFor(auth: Auth, env: ServerEnvironment, to: Recipient): Promise<OutgoingMail> {
  const appBaseUrl = requireSetting('APP_BASE_URL', env.appBaseUrl);
  const link = await auth.generateEmailVerificationLink(to.email, { url: `${appBaseUrl}/verification` });
  return verificationEmail(to, link);
}

/**
 * As verificationMailFor, for calls whose main work is already done (the account exists,
 * the tokens are minted): a failure here is logged and the mail skipped, because the
 * customer can ask again from /verification and a 500 would suggest the whole call failed.
 */
export async function verificationMailOrNothing(auth: Auth, env: ServerEnvironment, to: Recipient): Promise<OutgoingMail | null> {
  try {
    return await verificationMailFor(auth, env, to);
  } catch (error) {
    console.error('verification email: could not make the link; not sent', error);
    return null;
  }
}

/** The password reset email, its link returning to sign-in. */
export async function passwordResetMailFor(auth: Auth, env: ServerEnvironment, to: Recipient): Promise<OutgoingMail> {
  const appBaseUrl = requireSetting('APP_BASE_URL', env.appBaseUrl);
  const link = await auth.generatePasswordResetLink(to.email, { url: `${appBaseUrl}/signin` });
  return passwordResetEmail(to, link);
}
