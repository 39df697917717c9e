import { partyRoles, type RecipientRequestDetails, type UpdateParty } from '@kinloan/domain';
import { partyIdsOf, type LoanRequestDocument } from '../../loans/loan-request-document';
import { countInvitationMail } from '../../abuse/mail-limits';
import { fieldError } from '../../platform/app-error';
import type { HttpCommand } from '../../platform/command';
import { transitionAndAnswer } from './transition';

function notYourself(doc: LoanRequestDocument): string {
  const other = partyRoles(doc.requestType, 'recipient') === 'lender' ? 'lending you the money' : 'borrowing the money';
  return `That is your own email. Enter the email of the person ${other}.`;
}

/**
 * The recipient's details: what the initiator already wrote about the same person is kept
 * (a phone, an address); a different person starts from the names and email alone.
 */
export function recipientDetails(doc: LoanRequestDocument, party: UpdateParty): RecipientRequestDetails {
  const existing = doc.recipientRequestDetails;
  const samePerson = (existing.email ?? doc.recipientEmail ?? party.email) === party.email;
  return {
    ...(samePerson ? existing : {}),
    firstName: party.firstName,
    lastName: party.lastName,
    email: party.email,
  };
}

/**
 * POST /api/v1/loanRequests/{id}/send {updateParty}: names the other party and emails them a
 * link. Nobody is linked here: whoever opens it signed in with that email, verified, becomes
 * the recipient (the invitation rule, domain/src/parties/invitations.ts). Sent again to the
 * same address, a recipient already linked stays linked; to another address, they no longer are.
 */
export const sendLoanRequest: HttpCommand<'loanRequest.send'> = (ctx, { params, body: { updateParty } }, deps) =>
  transitionAndAnswer(deps, ctx, params.id, 'send', async (loaded) => {
    const ownEmails = [ctx.caller.email, loaded.doc.initiatorRequestDetails.email?.toLowerCase()];
    if (ownEmails.includes(updateParty.email)) throw fieldError('updateParty.email', notYourself(loaded.doc));
    await countInvitationMail(deps.firestore(), ctx.caller.uid, updateParty.email);
    const recipientCustomerId = loaded.doc.recipientEmail === updateParty.email ? loaded.doc.recipientCustomerId : null;
    const recipientRequestDetails = recipientDetails(loaded.doc, updateParty);
    return {
      changes: {
        recipientEmail: updateParty.email,
        recipientCustomerId,
        recipientRequestDetails,
        // How the initiator named the recipient: what their countersignature is compared with.
        recipientAsSent: recipientRequestDetails,
        partyIds: partyIdsOf(loaded.doc.initiatingCustomerId, recipientCustomerId),
      },
      details: {
        recipientEmail: updateParty.email,
        recipientFirstName: updateParty.firstName,
        recipientLastName: updateParty.lastName,
        recipientCustomerId,
      },
    };
  });
