import type { DonorRequestDetails, GiftDetails } from '../api/gift-schemas';

/** The gift letter's shapes, on their own so the builder and its text share them without a cycle. */

export interface LetterAddress {
  readonly line1: string;
  readonly line2?: string | undefined;
  readonly city: string;
  readonly state: string;
  readonly zipCode: string;
}

export interface GiftLetterRecipient {
  readonly firstName: string;
  readonly middleName?: string | undefined;
  readonly lastName: string;
  /** Null when not known yet, or when the profile has no complete address. */
  readonly address: LetterAddress | null;
}

export interface GiftLetterInput {
  /** The gift request id: printed as the letter number. */
  readonly giftId: string;
  readonly giftDetails: GiftDetails;
  readonly donor: DonorRequestDetails;
  /** Null until someone on the recipient side is known. */
  readonly recipient: GiftLetterRecipient | null;
}

export interface GiftLetterFact {
  readonly label: string;
  readonly value: string;
}

export interface GiftLetterPerson {
  readonly name: string;
  readonly address: string;
}

export interface GiftLetterSection {
  readonly heading: string;
  readonly paragraphs: readonly string[];
}

export interface GiftLetter {
  readonly title: string;
  /** "GL-" + the gift id. */
  readonly letterNumber: string;
  readonly donor: GiftLetterPerson & { readonly phone: string; readonly relationship: string };
  readonly recipient: GiftLetterPerson;
  readonly amountInFigures: string;
  readonly amountInWords: string;
  /** The summary box: amount, dates, source, property, lender; never the recipient's identity. */
  readonly facts: readonly GiftLetterFact[];
  /** The donor's certification, then the recipient's. */
  readonly sections: readonly GiftLetterSection[];
  readonly noRepaymentStatement: string;
  readonly fraudWarning: string;
  /** Form 709 notice for the donor when the gift is over the annual exclusion; else null. */
  readonly giftTaxNotice: string | null;
  /** Canonical text of everything above: what a signature's documentSha256 covers. */
  readonly fullText: string;
}
