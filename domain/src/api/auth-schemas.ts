import { z } from 'zod';
import { bodyObjectError, emailAddress, personName, requiredText } from './fields';

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

export const signUpBodySchema = z.object(
  {
    email: emailAddress(),
    firstName: personName('First name'),
    lastName: personName('Last name'),
    password: newPassword,
    reCAPTCHAToken: token('The human-verification (reCAPTCHA) check'),
  },
  { error: bodyObjectError('Signing up') },
);
export type SignUpBody = z.infer<typeof signUpBodySchema>;

/**
 * The API answers a missing first name with code 1000 before this schema runs (spec §5).
 * A missing or blank last name is not an error: the spec makes it the first name.
 */
function blankAsAbsent(value: unknown): unknown {
  return typeof value === 'string' && value.trim() === '' ? undefined : value;
}

export const signUpWithOAuthBodySchema = z
  .object(
    {
      email: emailAddress(),
      // Absent or blank is not a malformed field but its own refusal (code 1000), which the
      // command gives: the Google account did not tell us a first name.
      firstName: z.preprocess(blankAsAbsent, personName('First name').nullable().optional()),
      lastName: z.preprocess(blankAsAbsent, personName('Last name').optional()),
      idToken: token('Google ID token'),
    },
    { error: bodyObjectError('Signing up with Google') },
  )
  .transform((body) => ({ ...body, firstName: body.firstName ?? undefined, lastName: body.lastName ?? body.firstName ?? undefined }));
export type SignUpWithOAuthBody = z.infer<typeof signUpWithOAuthBodySchema>;

export const refreshAccessBodySchema = z.object(
  { refreshToken: token('Refresh token') },
  { error: bodyObjectError('Refreshing access') },
);
export type RefreshAccessBody = z.infer<typeof refreshAccessBodySchema>;

/** Any non-empty password: checking it is Firebase Auth's job, and old ones predate the rule. */
function existingPassword(label: string) {
  return z
    .string({ error: `${label} is required.` })
    .min(1, { error: `${label} is required.` })
    .max(1024, { error: `${label} must be at most 1024 characters.` });
}

export const signInBodySchema = z.object(
  { email: emailAddress(), password: existingPassword('Password') },
  { error: bodyObjectError('Signing in') },
);
export type SignInBody = z.infer<typeof signInBodySchema>;

/** POST /api/v1/passwordReset. */
export const passwordResetBodySchema = z.object({ email: emailAddress() }, { error: bodyObjectError('A password reset') });
export type PasswordResetBody = z.infer<typeof passwordResetBodySchema>;

/** POST /api/v1/customers/me/password: the new one must meet the rule and actually change. */
export const changePasswordBodySchema = z
  .object(
    { currentPassword: existingPassword('Current password'), newPassword },
    { error: bodyObjectError('Changing the password') },
  )
  .refine((body) => body.currentPassword !== body.newPassword, {
    error: 'New password must be different from the current one.',
    path: ['newPassword'],
  });
export type ChangePasswordBody = z.infer<typeof changePasswordBodySchema>;

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
