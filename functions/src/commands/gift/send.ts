import { giftPartyOf } from '@kinloan/domain';
import { partyIdsOf, type GiftRequestDocument } from '../../gifts/gift-document';
import { giftResponse } from '../../gifts/gift-response';
import { countInvitationMail } from '../../abuse/mail-limits';
import { fieldError } from '../../platform/app-error';
import type { CallableCommand } from '../../platform/command';
import { commitGiftEvent, loadAndDecide } from './transition';

function notYourself(doc: GiftRequestDocument): string {
  const other = giftPartyOf(doc.initiatorParty, 'invitee') === 'donor' ? 'giving you the gift' : 'receiving the gift';
  return `That is your own email. Enter the email of the person ${other}.`;
}

/**
 * gifts-send {id, updateParty}: names the other person and emails them a link to review and
 * sign. Nobody is linked here: whoever opens it signed in with that email, verified, becomes
 * the invitee (the invitation rule, domain/src/parties/invitations.ts). Sent again to the same
 * address, an invitee already linked stays linked; to another address, they no longer are.
 */
export const sendGift: CallableCommand<'gift.send'> = async (ctx, { id, updateParty }, deps) => {
  const { loaded, decision } = await loadAndDecide(deps, ctx, id, 'send');
  const ownEmails = [ctx.caller.email, loaded.doc.initiatorContact.email];
  if (ownEmails.includes(updateParty.email)) throw fieldError('updateParty.email', notYourself(loaded.doc));
  await countInvitationMail(deps.firestore(), ctx.caller.uid, updateParty.email);

  const sameInvitee = loaded.doc.inviteeEmail === updateParty.email;
  const inviteeCustomerId = sameInvitee ? loaded.doc.inviteeCustomerId : null;
  const inviteeIsRecipient = giftPartyOf(loaded.doc.initiatorParty, 'invitee') === 'gift-recipient';
  const changes: Partial<GiftRequestDocument> = {
    inviteeEmail: updateParty.email,
    inviteeName: { firstName: updateParty.firstName, lastName: updateParty.lastName },
    inviteeCustomerId,
    partyIds: partyIdsOf(loaded.doc.initiatingCustomerId, inviteeCustomerId),
    rejectionReason: null,
    inviteeAsSent: inviteeIsRecipient
      ? { firstName: updateParty.firstName, lastName: updateParty.lastName, email: updateParty.email }
      : { ...loaded.doc.donorRequestDetails, firstName: loaded.doc.donorRequestDetails.firstName ?? updateParty.firstName, lastName: loaded.doc.donorRequestDetails.lastName ?? updateParty.lastName, email: updateParty.email },
    // Until they sign, the recipient a donor invites is named as the donor named them.
    ...(inviteeIsRecipient
      ? { recipientDetails: { firstName: updateParty.firstName, middleName: '', lastName: updateParty.lastName, address: null, source: 'invitation' as const } }
      : {}),
  };
  const updated = await commitGiftEvent(deps, ctx, loaded, 'send', decision, {
    changes,
    details: {
      inviteeEmail: updateParty.email,
      inviteeFirstName: updateParty.firstName,
      inviteeLastName: updateParty.lastName,
      inviteeCustomerId,
    },
  });
  return giftResponse(updated, loaded.role);
};
