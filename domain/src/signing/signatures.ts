/**
 * What a signature covers, and when two signatures make an agreement (loans and gift letters
 * alike; docs/decisions/0008-agreement-binding.md).
 *
 * Each signature covers the SHA-256 of the document's whole canonical text, the parties' names,
 * addresses and emails included. The person who starts a request signs first, usually before
 * the other party has filled in their own details; so when the invited person signs, the text
 * they sign is, as a rule, not the one the initiator signed. Then the initiator's signature no
 * longer covers the text and is void, and the initiator countersigns the final text: only two
 * signatures on the very same text make an agreement, and only the initiator, who signs last,
 * finalizes it.
 */

/** Which event the invited person's signature is: it completes the agreement, or asks for a countersignature. */
export function inviteeSignEvent(initiatorSignedSha256: string | null, inviteeSignedSha256: string): 'sign' | 'sign-for-countersignature' {
  return initiatorSignedSha256 === inviteeSignedSha256 ? 'sign' : 'sign-for-countersignature';
}

export const DOCUMENT_CHANGED_SINCE_OPENED =
  'The document changed since you opened it, so your signature would not be on the text you read. Refresh the page, read it again, and sign.';

/**
 * The signer must sign the text they were shown: the call carries the hash of the text on
 * their page, and it must be the text their signature would now cover.
 */
export function signedWhatWasShown(shownSha256: string, signingSha256: string): string | null {
  return shownSha256 === signingSha256 ? null : DOCUMENT_CHANGED_SINCE_OPENED;
}

export const COUNTERSIGN_TEXT_CHANGED =
  'The text you would countersign is not the one the other party signed, so your signatures would be on different texts. Refresh the page and review it again.';

/** A countersignature covers exactly the text the invited person signed. */
export function countersignRefusal(inviteeSignedSha256: string | null, countersigningSha256: string): string | null {
  return inviteeSignedSha256 !== null && inviteeSignedSha256 === countersigningSha256 ? null : COUNTERSIGN_TEXT_CHANGED;
}

export interface SignedHashes {
  readonly initiator: string | null;
  readonly invitee: string | null;
  /** The hash of the document's full text as it stands now. */
  readonly current: string | null;
}

/**
 * Null when the document may be executed: both signatures present, on the same hash, of the
 * very text that stands now. Otherwise the 409's sentence, saying which of these fails.
 */
export function finalizeRefusal(hashes: SignedHashes, noun: 'agreement' | 'gift letter'): string | null {
  if (!hashes.initiator || !hashes.invitee) {
    return `Both people must sign the ${noun} before it can be finalized.`;
  }
  if (hashes.initiator !== hashes.invitee) {
    return `The two signatures are on different texts of the ${noun} (${hashes.initiator.slice(0, 12)}… and ${hashes.invitee.slice(0, 12)}…), so it cannot be finalized. The person who started it must review and countersign the final text first.`;
  }
  if (hashes.current !== hashes.initiator) {
    return `The ${noun} no longer reads as both people signed it, so it cannot be finalized. Review it again and sign.`;
  }
  return null;
}

/** A person's details as a document names them, compared field by field (before → after). */
export interface PartyDetailsSnapshot {
  readonly name: string;
  readonly email: string;
  readonly address: string;
  readonly phone: string;
}

const FIELD_WORDS: Readonly<Record<keyof PartyDetailsSnapshot, string>> = {
  name: 'name',
  email: 'email',
  address: 'address',
  phone: 'phone number',
};

/**
 * What the initiator must notice before countersigning: each detail of the other party that is
 * not what the initiator had on the text they signed ("name: Daniel Okafor → Totally Different").
 */
export function partyDetailChanges(before: PartyDetailsSnapshot, after: PartyDetailsSnapshot): string[] {
  return (Object.keys(FIELD_WORDS) as (keyof PartyDetailsSnapshot)[])
    .filter((field) => before[field].trim() !== after[field].trim())
    .map((field) => `${FIELD_WORDS[field]}: ${before[field].trim() || '(not given)'} → ${after[field].trim() || '(not given)'}`);
}
