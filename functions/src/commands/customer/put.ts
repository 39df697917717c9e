import type { UpdateRequest } from 'firebase-admin/auth';
import { displayName } from '@kinloan/domain';
import { countVerificationMail } from '../../abuse/mail-limits';
import { verificationMailFor } from '../../accounts/verification-mail';
import { currentUser } from '../../customers/current-user';
import { CUSTOMERS, customerFromDocument, type CustomerDocument } from '../../customers/customer-document';
import { resolveCustomerId } from '../../customers/customer-id';
import { loadCustomer } from '../../customers/load-customer';
import { GIFT_LETTERS } from '../../gifts/gift-kind';
import { authErrorCode } from '../../identity/auth-errors';
import { LOAN_REQUEST_DOCS } from '../../loans/request-kind';
import { queueMailInBatch } from '../../mail/outbox';
import { AppError, fieldError } from '../../platform/app-error';
import type { HttpCommand } from '../../platform/command';
import type { CallContext } from '../../platform/context';
import type { Dependencies } from '../../platform/deps';
import { releaseInvitations } from '../../platform/invitations';

const NOT_YOURS = 'You can only change your own profile.';

/**
 * PUT /api/v1/customers/{id} → the saved Customer. Only your own ("me" and "1" mean you).
 * A new email goes to Auth first, which keeps emails unique and refuses a taken one before
 * anything is saved; it is then unverified until the link sent to it is opened.
 */
export const putCustomer: HttpCommand<'customer.put'> = async (ctx, { params, body }, deps) => {
  const uid = ctx.caller.uid;
  if (resolveCustomerId(String(params.id), uid) !== uid) throw new AppError('forbidden', NOT_YOURS);
  if (resolveCustomerId(body.id, uid) !== uid) throw new AppError('forbidden', NOT_YOURS);

  const auth = deps.auth();
  const db = deps.firestore();
  const user = await currentUser(auth, uid);
  const loaded = await loadCustomer(db, user);
  const next: CustomerDocument = {
    id: uid,
    email: body.email,
    firstName: body.firstName,
    middleName: body.middleName ?? '',
    lastName: body.lastName,
    phone: body.phone,
    address: {
      line1: body.address.line1,
      line2: body.address.line2 ?? '',
      zipCode: body.address.zipCode,
      city: body.address.city,
      state: body.address.state,
    },
    createdAt: loaded.createdAt ?? ctx.now,
    updatedAt: ctx.now,
  };

  const previousEmail = (user.email ?? '').toLowerCase();
  const emailChanged = body.email !== previousEmail;
  // Before anything changes: a new address gets a verification email, and those have bounds.
  if (emailChanged) await countVerificationMail(db, uid, body.email, 'refuse');
  const authChange = authUpdateFor(user, next, emailChanged);
  if (authChange) {
    try {
      await auth.updateUser(uid, authChange);
    } catch (error) {
      const code = authErrorCode(error);
      if (code === 'auth/email-already-exists') throw new AppError('conflict', 'Another account already uses this email.');
      if (code === 'auth/invalid-email') throw fieldError('email', 'Email must be a valid email address, like name@example.com.');
      throw error;
    }
  }

  const batch = db.batch();
  batch.set(db.collection(CUSTOMERS).doc(uid), next);
  if (emailChanged) queueMailInBatch(db, batch, await verificationMailFor(auth, deps.environment(), next));
  // Before the profile is saved: an email change never leaves an invitation on the old address held.
  if (emailChanged) await releaseInvitationsOf(deps, ctx, next.email, previousEmail || null);
  await batch.commit();
  return customerFromDocument(uid, next);
};

/**
 * An invitation follows the email it was sent to: whatever this person holds but has not signed
 * is released (domain/src/parties/invitations.ts), in loans and gift letters alike.
 */
async function releaseInvitationsOf(deps: Dependencies, ctx: CallContext, newEmail: string, previousEmail: string | null): Promise<void> {
  const asNow: CallContext = { ...ctx, caller: { ...ctx.caller, email: newEmail, emailVerified: false } };
  await Promise.all([releaseInvitations(deps, LOAN_REQUEST_DOCS, asNow, previousEmail), releaseInvitations(deps, GIFT_LETTERS, asNow, previousEmail)]);
}

/** What Auth must learn: the display name people see, and a new email (unverified again). */
function authUpdateFor(user: { displayName?: string | undefined }, next: CustomerDocument, emailChanged: boolean): UpdateRequest | null {
  const update: UpdateRequest = {};
  const shown = displayName(next);
  if (shown !== (user.displayName ?? '')) update.displayName = shown;
  if (emailChanged) {
    update.email = next.email;
    update.emailVerified = false;
  }
  return Object.keys(update).length > 0 ? update : null;
}
