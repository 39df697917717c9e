import type { RequestMeta } from './request-meta';

/** Who is calling, once their ID token checked out. */
export interface Caller {
  readonly uid: string;
  /** Lower-cased, as the token says; may lag Auth by up to an hour (read the user when it matters). */
  readonly email: string | null;
  readonly emailVerified: boolean;
  /** The token's name claim, for a customer without a profile document. */
  readonly name: string | null;
}

/** What every command is given besides its input: who, from where, and when. */
export interface CallContext extends RequestMeta {
  readonly caller: Caller;
  /** ISO instant shared by everything one call writes. */
  readonly now: string;
}

/** A call anyone may make (sign-up, a public loan wish): nobody is signed in, or it does not matter. */
export interface PublicCallContext extends RequestMeta {
  readonly caller: Caller | null;
  readonly now: string;
}

/** The claims of a verified Firebase ID token, as much of them as a command reads. */
export interface TokenClaims {
  readonly uid: string;
  readonly email?: string | undefined;
  readonly email_verified?: boolean | undefined;
  readonly name?: unknown;
}

export function callerOf(claims: TokenClaims): Caller {
  return {
    uid: claims.uid,
    email: typeof claims.email === 'string' ? claims.email.toLowerCase() : null,
    emailVerified: claims.email_verified === true,
    name: typeof claims.name === 'string' ? claims.name : null,
  };
}
