import type { GiftRequestResponse, UpdateParty } from '@kinloan/domain';

/**
 * Whom the initiator's letter goes to, when known: the donor the buyer named (with their
 * email), the recipient a donor named on gift-taker (kept in the gift store), or whoever it
 * was sent to before.
 */
export function knownInvitee(
  gift: Pick<GiftRequestResponse, 'yourParty' | 'donorRequestDetails' | 'inviteeName' | 'inviteeEmail'>,
  kept: UpdateParty | undefined,
): UpdateParty | null {
  if (gift.yourParty === 'gift-recipient') {
    const { firstName, lastName, email } = gift.donorRequestDetails;
    if (firstName && lastName && email) return { firstName, lastName, email };
  } else if (kept) return kept;
  if (gift.inviteeName && gift.inviteeEmail) return { ...gift.inviteeName, email: gift.inviteeEmail };
  return null;
}
