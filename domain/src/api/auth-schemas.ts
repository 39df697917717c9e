import { z } from 'zod';
import { emailAddress, personName, requiredText } from './fields';

export const PASSWORD_RULE = 'Password must be at least 8 characters long and include at least one letter and one number.';

/**
 * Only at sign-up: sign-in must still accept passwords set before the rule existed.
 * The cap stops hashing megabyte strings, and is far above any passphrase.
 */
export const newPassword = z
  .string({ error: 'Password is required.' })
  .min(8, { error: PASSWORD_RULE })
  .max(128, { error: 'Password must be at most 128 characters.' })
  .refine((value) => /\p{L}/u.test(value) && /\d/.test(value), { error: PASSWORD_RULE });

const token = (label: string) => requiredText(label, 8192);

export const signUpBodySchema = z.object({
  email: emailAddress(),
  firstName: personName('First name'),
  lastName: personName('Last name'),
  password: newPassword,
  reCAPTCHAToken: token('The human-verification (reCAPTCHA) check'),
});
export type SignUpBody = z.infer<typeof signUpBodySchema>;

export const signUpWithOAuthBodySchema = z.object({
  email: emailAddress(),
  firstName: personName('First name'),
  lastName: personName('Last name'),
  idToken: token('Google ID token'),
});
export type SignUpWithOAuthBody = z.infer<typeof signUpWithOAuthBodySchema>;

export const refreshAccessBodySchema = z.object({
  refreshToken: token('Refresh token'),
});
export type RefreshAccessBody = z.infer<typeof refreshAccessBodySchema>;

export const signInBodySchema = z.object({
  email: emailAddress(),
  password: z
    .string({ error: 'Password is required.' })
    .min(1, { error: 'Password is required.' })
    .max(1024, { error: 'Password must be at most 1024 characters.' }),
});
export type SignInBody = z.infer<typeof signInBodySchema>;

/**
 * Spec §5: the first word of the Google display name is the first name and is required
 * (code 1000 when missing); the last name is the second word, or the first name if absent.
 */
export function namesFromGoogleDisplayName(
  displayName: string | null | undefined,
): { ok: true; firstName: string; lastName: string } | { ok: false; kind: 'google-missing-first-name' } {
  const words = (displayName ?? '').trim().split(/\s+/).filter(Boolean);
  const firstName = words[0];
  if (!firstName) return { ok: false, kind: 'google-missing-first-name' };
  return { ok: true, firstName, lastName: words[1] ?? firstName };
}
