import type { Customer } from './customer-schemas';

/**
 * Success bodies of the accounts API (spec §7), for the web client to type its calls.
 * Failures are ApiErrorBody (errors.ts).
 */

/** 201 from POST /api/v1/signUp; 200 from POST /api/v1/signUpWithOAuth. */
export interface UserResponse {
  user: Customer;
}

/** 200 from POST /api/v1/signIn. */
export interface SignInResponse {
  /** A Firebase custom token, for signInWithCustomToken in the browser. */
  token: string;
  /** A Firebase ID token: the `Authorization: Bearer` value. */
  bearerToken: string;
  refreshToken: string;
  user: Customer;
  hasVerifiedEmail: boolean;
}

/** 200 from POST /api/v1/refreshAccess; names as the Secure Token API spells them. */
export interface RefreshAccessResponse {
  id_token: string;
  refresh_token: string;
  /** Seconds until id_token expires. */
  expires_in: number;
}

/** 202 from POST /api/v1/passwordReset and POST /api/v1/customers/me/verificationEmail. */
export interface MailSentResponse {
  /** false only when there was nothing to send (the email is already verified). */
  sent: boolean;
}
