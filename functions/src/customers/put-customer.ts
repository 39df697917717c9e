import type { Request, RequestHandler } from 'express';
import { GIFT_LETTERS } from '../gifts/gift-kind';
import { LOAN_REQUEST_DOCS } from '../loans/request-kind';
import { callerOf, type CallContext } from '../platform/context';
import { releaseInvitations } from '../platform/invitations';
import { requestMetaOf, trustedHops } from '../platform/request-meta';
import type { UpdateRequest } from 'firebase-admin/auth';
import { customerPutBodySchema, type Customer } from '@kinloan/domain';
import { verificationMailFor } from '../accounts/verification-mail';
import type { Dependencies } from '../platform/deps';
import { authOf } from '../http/auth-middleware';
import { fieldError, HttpError, parseBody } from '../http/errors';
import { authErrorCode } from '../identity/auth-errors';
import { countVerificationMail } from '../abuse/mail-limits';
import { queueMailInBatch } from '../mail/outbox';
import { displayName } from '@kinloan/domain';
import { CUSTOMERS, customerFromDocument, type CustomerDocument } from './customer-document';
import { currentUser } from './current-user';
import { resolveCustomerId } from './customer-id';
import { loadCustomer } from './load-customer';

const NOT_YOURS = 'You can only change your own profile.';

/**
 * PUT /api/v1/customers/{id} → the saved Customer. Only your own ("me" and "1" mean you).
 * A new email goes to Auth first, which keeps emails unique and refuses a taken one before
 * anything is saved; it is then unverified until the link sent to it is opened.
 */
export function putCustomer(deps: Dependencies): RequestHandler {
  return async (req, res) => {
    const { uid } = authOf(req);
    if (resolveCustomerId(String(req.params.id), uid) !== uid) throw new HttpError('forbidden', NOT_YOURS);
    const body = parseBody(customerPutBodySchema, req.body);
    if (resolveCustomerId(body.id, uid) !== uid) throw new HttpError('forbidden', NOT_YOURS);

    const auth = deps.auth();
    const db = deps.firestore();
    const user = await currentUser(auth, uid);
    const loaded = await loadCustomer(db, user);

    const now = new Date().toISOString();
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
      createdAt: loaded.createdAt ?? now,
      updatedAt: now,
    };

    const emailChanged = body.email !== (user.email ?? '').toLowerCase();
    // Before anything changes: a new address gets a verification email, and those have bounds.
    if (emailChanged) await countVerificationMail(db, uid, body.email, 'refuse');
    const authChange = authUpdateFor(user, next, emailChanged);
    if (authChange) {
      try {
        await auth.updateUser(uid, authChange);
      } catch (error) {
        const code = authErrorCode(error);
        if (code === 'auth/email-already-exists') throw new HttpError('conflict', 'Another account already uses this email.');
        if (code === 'auth/invalid-email') throw fieldError('email', 'Email must be a valid email address, like name@example.com.');
        throw error;
      }
    }

    const batch = db.batch();
    batch.set(db.collection(CUSTOMERS).doc(uid), next);
    if (emailChanged) queueMailInBatch(db, batch, await verificationMailFor(auth, deps.environment(), next));
    // Before the profile is saved: an email change never leaves an invitation on the old address held.
    if (emailChanged) await releaseInvitationsOf(deps, req, next.email, (user.email ?? '').toLowerCase() || null);
    await batch.commit();
    res.json(customerFromDocument(uid, next) satisfies Customer);
  };
}

/**
 * An invitation follows the email it was sent to: whatever this person holds but has not signed
 * is released (domain/src/parties/invitations.ts), in loans and gift letters alike.
 */
async function releaseInvitationsOf(deps: Dependencies, req: Request, newEmail: string, previousEmail: string | null): Promise<void> {
  const { uid, claims } = authOf(req);
  const ctx: CallContext = {
    ...requestMetaOf(req, trustedHops(process.env, deps.environment().onEmulators)),
    caller: { ...callerOf({ ...claims, uid }), email: newEmail, emailVerified: false },
    now: new Date().toISOString(),
  };
  await Promise.all([releaseInvitations(deps, LOAN_REQUEST_DOCS, ctx, previousEmail), releaseInvitations(deps, GIFT_LETTERS, ctx, previousEmail)]);
}

/** What Auth must learn: the display name people see, and a new email (unverified again). */
function authUpdateFor(
  user: { displayName?: string | undefined },
  next: CustomerDocument,
  emailChanged: boolean,
): UpdateRequest | null {
  const update: UpdateRequest = {};
  const shown = displayName(next);
  if (shown !== (user.displayName ?? '')) update.displayName = shown;
  if (emailChanged) {
    update.email = next.email;
    update.emailVerified = false;
  }
  return Object.keys(update).length > 0 ? update : null;
}
