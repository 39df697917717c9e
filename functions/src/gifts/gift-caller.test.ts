import { HttpsError } from 'firebase-functions/v2/https';
import { describe, expect, it } from 'vitest';
import { callerIp, giftActionContext, verifiedGiftCaller } from './gift-caller';
import { EMAIL_NOT_VERIFIED, SIGN_IN_REQUIRED } from './gift-errors';

const token = (claims: Record<string, unknown>) => ({ uid: 'u1', token: claims });

function codeOf(run: () => unknown): { code: string; message: string } {
  try {
    run();
  } catch (error) {
    if (error instanceof HttpsError) return { code: error.code, message: error.message };
    throw error;
  }
  throw new Error('did not throw');
}

describe('verifiedGiftCaller', () => {
  it('refuses no sign-in (and an emulator-decoded token without a subject) as unauthenticated', () => {
    expect(codeOf(() => verifiedGiftCaller(undefined))).toEqual({ code: 'unauthenticated', message: SIGN_IN_REQUIRED });
    expect(codeOf(() => verifiedGiftCaller({ uid: undefined as unknown as string, token: {} })).code).toBe('unauthenticated');
  });

  it('refuses an unconfirmed email as permission-denied, with a message that says what to do', () => {
    expect(codeOf(() => verifiedGiftCaller(token({ email: 'a@b.co', email_verified: false })))).toEqual({
      code: 'permission-denied',
      message: EMAIL_NOT_VERIFIED,
    });
  });

  it('gives the uid, the lower-cased email and the name claim', () => {
    expect(verifiedGiftCaller(token({ email: 'Maya@Example.COM', email_verified: true, name: 'Maya Okafor' }))).toEqual({
      uid: 'u1',
      email: 'maya@example.com',
      name: 'Maya Okafor',
    });
  });
});

describe('giftActionContext', () => {
  it('records the left-most forwarded address, the user agent (capped) and one instant', () => {
    const context = giftActionContext(
      token({ email_verified: true }),
      { ip: '10.0.0.1', headers: { 'x-forwarded-for': '203.0.113.9, 10.0.0.1', 'user-agent': 'x'.repeat(600) } },
      new Date('2026-03-01T12:00:00Z'),
    );
    expect(context).toMatchObject({ ip: '203.0.113.9', now: '2026-03-01T12:00:00.000Z' });
    expect(context.userAgent).toHaveLength(512);
    expect(callerIp({ ip: '198.51.100.4', headers: {} })).toBe('198.51.100.4');
    expect(callerIp({ headers: {} })).toBe('unknown');
  });
});
