import { EMAIL_NOT_VERIFIED, giftError, SIGN_IN_REQUIRED } from './gift-errors';

/**
 * Who acts on a gift letter, from where, and when: what every event records. A callable's
 * `auth` is the verified ID token; its raw request gives the address and the user agent.
 */

export interface GiftCaller {
  readonly uid: string;
  /** Lower-cased, as the verified token says. */
  readonly email: string | null;
  /** The token's name claim, for a customer without a profile document. */
  readonly name: string | null;
}

export interface GiftActionContext {
  readonly caller: GiftCaller;
  readonly ip: string;
  readonly userAgent: string;
  /** ISO instant shared by everything one call writes. */
  readonly now: string;
}

/** The parts of a callable's raw (express) request the audit trail uses. */
export interface RawRequestMeta {
  readonly ip?: string | undefined;
  readonly headers: Readonly<Record<string, string | string[] | undefined>>;
}

/** A callable's `auth` (the verified ID token), reduced to what the gift flow reads. */
export type CallableAuth =
  | {
      readonly uid: string;
      readonly token: { readonly email?: string; readonly email_verified?: boolean; readonly [claim: string]: unknown };
    }
  | undefined;

const MAX_USER_AGENT_CHARS = 512;

/**
 * The signed-in caller, who must have confirmed their email: a gift letter names people by
 * email, and an unconfirmed address could be anyone's.
 */
export function verifiedGiftCaller(auth: CallableAuth): GiftCaller {
  // An emulator decodes any Bearer value without verifying it; a token with no subject is no sign-in.
  if (!auth || typeof auth.uid !== 'string' || !auth.uid) throw giftError('unauthenticated', SIGN_IN_REQUIRED);
  const { token } = auth;
  if (token.email_verified !== true) throw giftError('forbidden', EMAIL_NOT_VERIFIED);
  return {
    uid: auth.uid,
    email: typeof token.email === 'string' ? token.email.toLowerCase() : null,
    name: typeof token.name === 'string' ? token.name : null,
  };
}

function header(raw: RawRequestMeta, name: string): string | undefined {
  const value = raw.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

/**
 * The caller's address as the API derives it (the left-most X-Forwarded-For entry, as
 * express does under `trust proxy`), so both paths record the same thing.
 */
export function callerIp(raw: RawRequestMeta): string {
  const forwarded = header(raw, 'x-forwarded-for')?.split(',')[0]?.trim();
  return forwarded || raw.ip || 'unknown';
}

export function giftActionContext(auth: CallableAuth, raw: RawRequestMeta, now: Date = new Date()): GiftActionContext {
  return {
    caller: verifiedGiftCaller(auth),
    ip: callerIp(raw),
    userAgent: (header(raw, 'user-agent') ?? 'unknown').slice(0, MAX_USER_AGENT_CHARS),
    now: now.toISOString(),
  };
}
