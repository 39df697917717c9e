import { describe, expect, it } from 'vitest';
import { AppError } from './app-error';
import { requireVerifiedEmail } from './authenticate';
import { callerOf } from './context';

describe('requireVerifiedEmail', () => {
  it('refuses an unconfirmed email as forbidden, with the machine-readable reason the client acts on', () => {
    let refused: unknown;
    try {
      requireVerifiedEmail(callerOf({ uid: 'u', email_verified: false }), 'loans');
    } catch (error) {
      refused = error;
    }
    expect(refused).toBeInstanceOf(AppError);
    expect(refused).toMatchObject({ kind: 'forbidden', options: { reason: 'email-not-verified' } });
    expect((refused as AppError).detail).toMatch(/^Please confirm your email address before working with loans/);
  });

  it('lets a confirmed email through', () => {
    expect(() => requireVerifiedEmail(callerOf({ uid: 'u', email_verified: true }), 'gift letters')).not.toThrow();
  });
});
