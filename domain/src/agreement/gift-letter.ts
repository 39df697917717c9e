import type { DonorRelationship, GiftDetails, GiftSourceKind } from '../api/gift-schemas';
import { formatLongDate } from '../dates';
import { formatUsd } from '../money';
import { giftTaxNotice } from '../tax/gift-tax-exclusion';
import { dollarsInWords } from './amount-in-words';
import { formatUsPhone } from './party-text';
import { fullName } from '../parties/party-details';
import { renderGiftLetterFullText } from './gift-letter-text';
import type { GiftLetter, GiftLetterFact, GiftLetterInput, GiftLetterSection, LetterAddress } from './gift-letter-types';

export type { GiftLetter, GiftLetterFact, GiftLetterInput, GiftLetterPerson, GiftLetterRecipient, GiftLetterSection, LetterAddress } from './gift-letter-types';

export { GIFT_LETTER_TEXT_VERSION } from './gift-letter-text';

/**
 * The mortgage gift letter as data: what the donor and the gift recipient read, sign and
 * hand to the lender. The review page, the PDF and the signature hashes all come from this
 * one builder, so what a person reads is exactly what was hashed and printed.
 *
 * CONTRACT: `buildGiftLetter` is pure and deterministic. `fullText` is the canonical text
 * (LF line ends) a signature's documentSha256 covers, both people's names and addresses
 * included: a donor who starts the letter signs before the recipient is named, so the
 * recipient's signature is on another text and the donor countersigns the final one
 * (signing/signatures.ts).
 */

export const GIFT_LETTER_TITLE = 'Gift Letter';

/** The sentence US lenders look for, word for word (Fannie Mae / FHA gift letter wording). */
export const NO_REPAYMENT_STATEMENT =
  'This is a bona fide gift. No repayment is expected or implied, in the form of cash or future services, ' +
  'and the funds are not made available by any party to the sale of the property.';

/** Shown to both people before they sign, and printed on the letter. */
export const MORTGAGE_FRAUD_WARNING =
  'A gift letter is a statement to a mortgage lender, and the lender relies on it. If this money is really a loan, ' +
  'meaning the recipient is expected to pay any of it back, in cash or in services, now or later, then signing this ' +
  'letter is mortgage fraud. Knowingly making a false statement to a mortgage lender is a federal crime ' +
  '(18 U.S.C. § 1014). If the money is to be paid back, do not sign: record it as a family loan instead.';

const RELATIONSHIP_WORDS: Readonly<Record<DonorRelationship, string>> = {
  parent: 'parent',
  grandparent: 'grandparent',
  child: 'child',
  sibling: 'sibling',
  spouse: 'spouse',
  'domestic-partner': 'domestic partner',
  fiance: 'fiancé or fiancée',
  'aunt-or-uncle': 'aunt or uncle',
  cousin: 'cousin',
  godparent: 'godparent',
  'other-relative': 'relative',
  'close-friend': 'close friend',
};

/** "aunt or uncle": how the letter names the donor's relationship to the gift recipient. */
export function donorRelationshipWords(relationship: DonorRelationship): string {
  return RELATIONSHIP_WORDS[relationship];
}

const SOURCE_WORDS: Readonly<Record<GiftSourceKind, string>> = {
  checking: 'checking account',
  savings: 'savings account',
  brokerage: 'brokerage account',
  retirement: 'retirement account',
  'sale-of-asset': 'sale of an asset',
  other: 'other funds',
};

export function giftSourceWords(kind: GiftSourceKind): string {
  return SOURCE_WORDS[kind];
}

/** Printed where a detail is not known yet (the recipient of a donor's unsent letter). */
export const RECIPIENT_TO_BE_COMPLETED = '[to be completed by the gift recipient]';
export const NOT_YET_KNOWN = 'Not yet known';








export function giftLetterNumberOf(giftId: string): string {
  return `GL-${giftId}`;
}

const words = (...parts: readonly (string | undefined)[]) => parts.map((part) => (part ?? '').trim()).filter(Boolean);

/** "12 Main St, Apt 3, Portland, OR 97201". */
export function letterAddressText(address: LetterAddress): string {
  return words(address.line1, address.line2, address.city, words(address.state, address.zipCode).join(' ')).join(', ');
}

function sourceText(details: GiftDetails): string {
  const { kind, institutionName, description } = details.source;
  const base = words(giftSourceWords(kind), institutionName ? `at ${institutionName}` : '').join(' ');
  const described = description?.trim();
  return described ? `${base} (${described})` : base;
}

function transferFact(details: GiftDetails): GiftLetterFact {
  return details.transferStatus === 'transferred'
    ? { label: 'Date of transfer', value: formatLongDate(details.transferDate) }
    : { label: 'Planned date of transfer', value: `On or before ${formatLongDate(details.transferDate)}` };
}

function facts(input: GiftLetterInput, amount: { figures: string; words: string }): GiftLetterFact[] {
  const { giftDetails } = input;
  return [
    { label: 'Gift amount', value: `${amount.figures} (${amount.words})` },
    transferFact(giftDetails),
    { label: 'Source of funds', value: capitalize(sourceText(giftDetails)) },
    { label: 'Property address', value: letterAddressText(giftDetails.propertyAddress) },
    { label: 'Mortgage lender', value: giftDetails.mortgageLender?.trim() || NOT_YET_KNOWN },
    { label: 'Loan number', value: giftDetails.loanNumber?.trim() || NOT_YET_KNOWN },
  ];
}

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function sections(input: GiftLetterInput, donorName: string, amount: { figures: string; words: string }): GiftLetterSection[] {
  const { giftDetails, donor } = input;
  const property = letterAddressText(giftDetails.propertyAddress);
  const done = giftDetails.transferStatus === 'transferred';
  const when = done ? `on ${formatLongDate(giftDetails.transferDate)}` : `on or before ${formatLongDate(giftDetails.transferDate)}`;
  const lender = giftDetails.mortgageLender?.trim();
  return [
    {
      heading: "Donor's certification",
      paragraphs: [
        `I, ${donorName}, am the Gift Recipient's ${donorRelationshipWords(donor.relationship)}. ` +
          `I ${done ? 'gave' : 'will give'} the Gift Recipient a gift of ${amount.figures} (${amount.words}) ${when}, ` +
          `to be applied toward the purchase of the property at ${property}.`,
        `The funds ${done ? 'came' : 'will come'} from my ${sourceText(giftDetails)}.`,
        NO_REPAYMENT_STATEMENT,
        'I am not the seller, the builder, a real estate agent or the loan originator in this sale, and I am not ' +
          'acting for any of them. I have not made and will not make any agreement, written or spoken, for the gift ' +
          'to be repaid, and I will provide the lender, on request, with evidence of the transfer (such as a bank ' +
          'statement or a copy of the check).',
      ],
    },
    {
      heading: "Gift Recipient's certification",
      paragraphs: [
        `I, the Gift Recipient, confirm that I ${done ? 'received' : 'will receive'} this gift of ${amount.figures} ` +
          `from the Donor ${when}, that it is not a loan, that no repayment in money or services is expected or ` +
          `implied, and that the funds will be used toward the purchase of the property at ${property}` +
          `${lender ? `, financed by ${lender}` : ''}.`,
      ],
    },
  ];
}

/** The gift letter for ready details; the recipient's identity may still be unknown. */
export function buildGiftLetter(input: GiftLetterInput): GiftLetter {
  const { giftDetails, donor } = input;
  const donorName = fullName(donor);
  const amount = { figures: formatUsd(giftDetails.amountCents), words: dollarsInWords(giftDetails.amountCents) };
  const recipientName = input.recipient ? fullName(input.recipient) : '';
  const parts = {
    title: GIFT_LETTER_TITLE,
    letterNumber: giftLetterNumberOf(input.giftId),
    donor: {
      name: donorName,
      address: letterAddressText(donor.address),
      phone: formatUsPhone(donor.phone),
      relationship: capitalize(donorRelationshipWords(donor.relationship)),
    },
    recipient: {
      name: recipientName || RECIPIENT_TO_BE_COMPLETED,
      address: input.recipient?.address ? letterAddressText(input.recipient.address) : RECIPIENT_TO_BE_COMPLETED,
    },
    amountInFigures: amount.figures,
    amountInWords: amount.words,
    facts: facts(input, amount),
    sections: sections(input, donorName, amount),
    noRepaymentStatement: NO_REPAYMENT_STATEMENT,
    fraudWarning: MORTGAGE_FRAUD_WARNING,
    giftTaxNotice: giftTaxNotice(giftDetails.amountCents, giftDetails.transferDate),
  };
  return { ...parts, fullText: renderGiftLetterFullText(parts) };
}
