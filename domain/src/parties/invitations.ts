/**
 * Invitations: how the person a loan request or a gift letter was sent to becomes its other
 * party. The one rule, for loans and gifts alike (docs/decisions/0008-agreement-binding.md):
 *
 * A person becomes the invited party only while their account's email is verified and equals
 * the invited email, and only while the document is still waiting for them (sent, not yet
 * deleted, rejected, superseded or executed). Never at sign-up (the address is not yet proven),
 * never from a token's word alone (a token can outlive an email change by an hour: the account
 * itself is read), and never for the person who sent it.
 *
 * Linking is an event in the document's log (who, when, which email), committed with the
 * create-if-absent event like any transition. Changing one's email unlinks every invitation
 * not yet signed by that person, also as an event, which the initiator sees.
 */

export interface InvitationState {
  /** Lower-cased; null until the document is sent. */
  readonly invitedEmail: string | null;
  /** The account that holds the invitation, once linked. */
  readonly linkedCustomerId: string | null;
  readonly initiatingCustomerId: string;
  /** The document is waiting for the invited person (sent, and nothing has ended it). */
  readonly awaitingInvitee: boolean;
}

/** The account as Firebase Auth holds it now, not as a token remembers it. */
export interface AccountEmail {
  readonly uid: string;
  readonly email: string | null;
  readonly emailVerified: boolean;
}

export type InvitationClaim =
  | { readonly ok: true; readonly email: string }
  | { readonly ok: false; readonly reason: 'not-invited' | 'not-verified' | 'not-waiting' | 'own-document' | 'taken' };

function normalized(email: string | null): string | null {
  const trimmed = email?.trim().toLowerCase();
  return trimmed ? trimmed : null;
}

/** Whether `account` may become the invited party of the document now, and with which email. */
export function claimInvitation(state: InvitationState, account: AccountEmail): InvitationClaim {
  const invited = normalized(state.invitedEmail);
  const email = normalized(account.email);
  if (account.uid === state.initiatingCustomerId) return { ok: false, reason: 'own-document' };
  if (invited === null || email !== invited) return { ok: false, reason: 'not-invited' };
  if (state.linkedCustomerId !== null) return { ok: false, reason: 'taken' };
  if (!state.awaitingInvitee) return { ok: false, reason: 'not-waiting' };
  if (!account.emailVerified) return { ok: false, reason: 'not-verified' };
  return { ok: true, email };
}

/**
 * Worth reading the account for: the token says this caller may be the invited person. The
 * account itself decides (claimInvitation); this only spares everyone else an Auth read.
 */
export function mightClaimInvitation(state: InvitationState, tokenEmail: string | null): boolean {
  const invited = normalized(state.invitedEmail);
  return invited !== null && state.linkedCustomerId === null && state.awaitingInvitee && normalized(tokenEmail) === invited;
}

/**
 * After an email change: the invitation is released when the person holds it but has not
 * signed it yet. A signed one stays theirs: the signature was given with the email it was sent to.
 */
export function releasesOnEmailChange(state: Pick<InvitationState, 'linkedCustomerId'> & { readonly inviteeHasSigned: boolean; readonly ended: boolean }, uid: string): boolean {
  return state.linkedCustomerId === uid && !state.inviteeHasSigned && !state.ended;
}
