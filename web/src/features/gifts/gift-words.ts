import {
  DONOR_RELATIONSHIPS,
  donorRelationshipWords,
  formatUsd,
  GIFT_SOURCE_KINDS,
  giftSourceWords,
  type DonorRelationship,
  type GiftParty,
  type GiftRequestResponse,
  type GiftSourceKind,
} from '@kinloan/domain';

/** Plain words for the gift screens: sides, the other person, statuses. */

type Named = { firstName?: string | undefined; lastName?: string | undefined } | null | undefined;

export function nameOf(person: Named): string {
  return [person?.firstName, person?.lastName].map((p) => p?.trim() ?? '').filter(Boolean).join(' ');
}

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

export function partyWords(party: GiftParty): string {
  return party === 'donor' ? 'Donor' : 'Gift recipient';
}

/** The relationship picker: the letter's own words ("Aunt or uncle"), most common first. */
export const RELATIONSHIP_OPTIONS: readonly { value: DonorRelationship; label: string }[] = DONOR_RELATIONSHIPS.map((value) => ({
  value,
  label: value === 'other-relative' ? 'Another relative' : capitalize(donorRelationshipWords(value)),
}));

const SOURCE_HINTS: Readonly<Record<GiftSourceKind, string>> = {
  checking: 'Money the donor keeps in a checking account.',
  savings: 'A savings or money market account.',
  brokerage: 'Selling shares or funds held at a brokerage.',
  retirement: 'A withdrawal from a 401(k), IRA or similar account.',
  'sale-of-asset': 'The donor sells something, like a car or land, and gives the money.',
  other: 'Anything else: describe it below.',
};

export const SOURCE_OPTIONS: readonly { value: GiftSourceKind; label: string; hint: string }[] = GIFT_SOURCE_KINDS.map((value) => ({
  value,
  label: capitalize(giftSourceWords(value)),
  hint: SOURCE_HINTS[value],
}));

type WhoGift = Pick<GiftRequestResponse, 'yourParty' | 'donorRequestDetails' | 'recipientDetails' | 'inviteeName' | 'inviteeEmail'>;

/** The other person on the letter, as this person knows them: a name, an email, or null. */
export function otherPersonOf(gift: WhoGift): string | null {
  const named = gift.yourParty === 'donor' ? nameOf(gift.recipientDetails) : nameOf(gift.donorRequestDetails);
  return named || nameOf(gift.inviteeName) || gift.inviteeEmail || null;
}

/** "$25,000.00", or a plain word while the amount isn't set. */
export function amountWords(gift: Pick<GiftRequestResponse, 'giftDetails'>): string {
  const cents = gift.giftDetails.amountCents;
  return cents === undefined ? 'Amount not set yet' : formatUsd(cents);
}

/** The line above each page's title: "Your gift to Maya Okafor", "A gift from Grace Okafor". */
export function giftEyebrow(gift: WhoGift): string {
  const other = otherPersonOf(gift);
  if (gift.yourParty === 'donor') return other ? `Your gift to ${other}` : 'Your gift';
  return other ? `A gift from ${other}` : 'A gift toward your home';
}

/** The status as the person reading it would say it. */
export function giftStatusWords(gift: WhoGift & Pick<GiftRequestResponse, 'status' | 'yourRole'>): string {
  const other = otherPersonOf(gift) ?? 'the other person';
  const mine = gift.yourRole === 'initiator';
  switch (gift.status) {
    case 'draft':
      return mine ? 'Draft, not sent yet' : `${other} is changing it`;
    case 'initiator-signed':
      return mine ? 'Signed by you, not sent yet' : `${other} is changing it`;
    case 'sent':
      return mine ? `Sent to ${other}, waiting for their signature` : 'Waiting for your signature';
    case 'awaiting-countersignature':
      return mine ? `${other} signed with their details: review and countersign` : `Signed by you, waiting for ${other} to countersign`;
    case 'fully-signed':
      return mine ? 'Signed by both of you, ready to finalize' : `Signed by both of you, waiting for ${other} to finalize`;
    case 'executed':
      return 'Final: signed by both of you';
    case 'rejected':
      return mine ? `Declined by ${other}` : 'You declined it';
    case 'deleted':
      return 'Deleted';
  }
}

/** "12 May 2026, 10:30" in the reader's own time zone. */
export function instantWords(iso: string): string {
  return new Date(iso).toLocaleString('en-US', { dateStyle: 'long', timeStyle: 'short' });
}
