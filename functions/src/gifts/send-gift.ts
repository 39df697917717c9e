import { giftPartyOf, giftSendDataSchema, type GiftRequestResponse } from '@kinloan/domain';
import { EventBatch } from '../event-log/event-batch';
import { giftActionContext } from './gift-caller';
import type { GiftHandler } from './gift-dependencies';
import { partyIdsOf, type GiftRequestDocument } from './gift-document';
import { fieldError, parseData } from './gift-errors';
import { appBaseUrl, giftSentMail } from './gift-mail';
import { customerIdWithEmail } from './gift-profile';
import { giftResponse } from './gift-response';
import { appendGiftTransition, commitOrRaceLost, decideOrRefuse } from './gift-transition';
import { loadGiftForParty } from './load-gift';

function notYourself(doc: GiftRequestDocument): string {
  const other = giftPartyOf(doc.initiatorParty, 'invitee') === 'donor' ? 'giving you the gift' : 'receiving the gift';
  return `That is your own email. Enter the email of the person ${other}.`;
}

/**
 * gifts-send {id, updateParty}: names the other person and emails them a link to review and
 * sign. A customer with that email becomes the invitee now; otherwise whoever opens it
 * signed in with that verified email later does.
 */
export const sendGift: GiftHandler<GiftRequestResponse> = async (deps, auth, data, raw) => {
  const context = giftActionContext(auth, raw);
  const { id, updateParty } = parseData(giftSendDataSchema, data);
  const db = deps.firestore();
  const loaded = await loadGiftForParty(db, id, context.caller);
  const decision = decideOrRefuse(loaded, 'send');

  const inviteeCustomerId = await customerIdWithEmail(db, updateParty.email);
  const ownEmails = [context.caller.email, loaded.doc.initiatorContact.email];
  if (ownEmails.includes(updateParty.email) || inviteeCustomerId === context.caller.uid) {
    throw fieldError('updateParty.email', notYourself(loaded.doc));
  }

  const inviteeIsRecipient = giftPartyOf(loaded.doc.initiatorParty, 'invitee') === 'gift-recipient';
  const changes: Partial<GiftRequestDocument> = {
    inviteeEmail: updateParty.email,
    inviteeName: { firstName: updateParty.firstName, lastName: updateParty.lastName },
    inviteeCustomerId,
    partyIds: partyIdsOf(loaded.doc.initiatingCustomerId, inviteeCustomerId),
    rejectionReason: null,
    // Until they sign, the recipient a donor invites is named as the donor named them.
    ...(inviteeIsRecipient
      ? { recipientDetails: { firstName: updateParty.firstName, middleName: '', lastName: updateParty.lastName, address: null, source: 'invitation' as const } }
      : {}),
  };
  const batch = new EventBatch(db);
  const updated = appendGiftTransition(batch, loaded, giftPartyOf(loaded.doc.initiatorParty, loaded.role), context, {
    event: 'send',
    next: decision.next,
    changes,
    details: {
      inviteeEmail: updateParty.email,
      inviteeFirstName: updateParty.firstName,
      inviteeLastName: updateParty.lastName,
      inviteeCustomerId,
    },
  });
  if (decision.effects.has('notify-invitee')) batch.mail(giftSentMail(updated, appBaseUrl(deps.environment())));
  await commitOrRaceLost(batch);
  return giftResponse(updated, loaded.role);
};
