import { createHash } from 'node:crypto';

/**
 * Fixed-window counters: at most `limit` counted attempts per `windowMs`, the window
 * starting at the first attempt after the previous one ended. Pure, so the maths is tested
 * without a database; rate-limit-store.ts keeps the counters in Firestore.
 */
export interface RateLimitRule {
  /** Part of the counter's key and its log name. */
  readonly scope: string;
  readonly limit: number;
  readonly windowMs: number;
  /** The 429's detail: what is refused and for how long, in the customer's words. */
  readonly refusal: string;
}

const MINUTE = 60_000;

export const RATE_LIMITS = {
  /** Wrong passwords per email and address: slows guessing at one account. */
  failedSignIn: {
    scope: 'failed-sign-in',
    limit: 5,
    windowMs: 15 * MINUTE,
    refusal: 'Too many sign-in attempts with a wrong password. Please wait 15 minutes, or reset your password.',
  },
  /** Sign-ups per address: slows account farming past the reCAPTCHA. */
  signUp: {
    scope: 'sign-up',
    limit: 10,
    windowMs: 60 * MINUTE,
    refusal: 'Too many sign-ups from your network. Please wait an hour and try again.',
  },
  /**
   * Reset emails per email address and caller address: one caller can't flood the inbox, and
   * can't use up the owner's own allowance either.
   */
  passwordReset: {
    scope: 'password-reset',
    limit: 5,
    windowMs: 60 * MINUTE,
    refusal: 'We have sent several password reset emails already. Please check your inbox, or wait an hour.',
  },
  /** Reset emails per address from everyone: past this, the same 202 but nothing is sent. */
  passwordResetToAddress: {
    scope: 'password-reset-to-address',
    limit: 10,
    windowMs: 24 * 60 * MINUTE,
    refusal: 'We have sent several password reset emails already. Please check your inbox, or wait until tomorrow.',
  },
  /** Invitations (a loan request or gift letter sent or sent again) per sending account. */
  invitationsSent: {
    scope: 'invitations-sent',
    limit: 20,
    windowMs: 60 * MINUTE,
    refusal: 'You have sent many invitations in the last hour. Please wait a while before sending more.',
  },
  /** Invitations per receiving address, from anyone: nobody's inbox is flooded through us. */
  invitationsToAddress: {
    scope: 'invitations-to-address',
    limit: 5,
    windowMs: 24 * 60 * MINUTE,
    refusal: 'This address has already received several invitations from Kinloan today. Please wait until tomorrow before sending it another.',
  },
  /** Verification emails per account: resends, sign-ins while unverified, email changes. */
  verificationEmail: {
    scope: 'verification-email',
    limit: 5,
    windowMs: 60 * MINUTE,
    refusal: 'We have sent several verification emails already. Please check your inbox, or wait an hour.',
  },
  /** Verification emails per address, from any account: an email change can name anyone's. */
  verificationToAddress: {
    scope: 'verification-to-address',
    limit: 5,
    windowMs: 24 * 60 * MINUTE,
    refusal: 'This address has already received several verification emails from Kinloan today. Please wait until tomorrow, or use another address.',
  },
  /**
   * Public document checks per caller address, found or not: plenty for an underwriter with a
   * stack of files, nowhere near enough to find a code by trying (60 random bits).
   */
  documentVerification: {
    scope: 'document-verification',
    limit: 30,
    windowMs: 10 * MINUTE,
    refusal: 'You have checked many documents in the last few minutes. Please wait 10 minutes and try again.',
  },
} as const satisfies Record<string, RateLimitRule>;

export interface RateWindow {
  /** Epoch milliseconds. */
  readonly windowStart: number;
  readonly count: number;
}

/** The window in force at `now`: the stored one while it lasts, else a fresh empty one. */
export function currentWindow(stored: RateWindow | undefined, now: number, rule: RateLimitRule): RateWindow {
  if (stored && now >= stored.windowStart && now < stored.windowStart + rule.windowMs) return stored;
  return { windowStart: now, count: 0 };
}

export function isExhausted(window: RateWindow, rule: RateLimitRule): boolean {
  return window.count >= rule.limit;
}

/** Whole seconds until the window ends, at least 1 (a Retry-After of 0 invites a hot loop). */
export function retryAfterSeconds(window: RateWindow, now: number, rule: RateLimitRule): number {
  return Math.max(1, Math.ceil((window.windowStart + rule.windowMs - now) / 1000));
}

export function counted(window: RateWindow): RateWindow {
  return { windowStart: window.windowStart, count: window.count + 1 };
}

/**
 * The counter's document id: a hash, so the collection holds no email or IP address, and
 * neither can contain a character Firestore ids refuse.
 */
export function rateLimitKey(rule: RateLimitRule, parts: readonly string[]): string {
  const hash = createHash('sha256');
  hash.update(rule.scope);
  for (const part of parts) hash.update(`\u0000${part}`);
  return `${rule.scope}-${hash.digest('hex').slice(0, 40)}`;
}

/** Reads a stored window defensively: a malformed document counts as no window. */
export function storedWindow(data: Record<string, unknown> | undefined): RateWindow | undefined {
  const windowStart = data?.windowStart;
  const count = data?.count;
  if (typeof windowStart !== 'number' || typeof count !== 'number') return undefined;
  return { windowStart, count };
}
