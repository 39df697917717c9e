import type { GiftLetter } from './gift-letter-types';

/**
 * The gift letter's canonical text, the bytes its signatures' SHA-256 covers. Bump the
 * version when wording or layout changes, so a changed hash for the same gift is a known,
 * versioned change rather than a surprise.
 */
export const GIFT_LETTER_TEXT_VERSION = '1';

type LetterParts = Omit<GiftLetter, 'fullText'>;

function canonical(lines: readonly string[]): string {
  // One space between words, no trailing spaces, LF only: the hash must not depend on how an
  // editor or a platform would have written the same words.
  return `${lines.map((line) => line.replace(/\s+/g, ' ').trim()).join('\n')}\n`;
}

function headerLines(parts: LetterParts): string[] {
  return [parts.title, `Letter number: ${parts.letterNumber}`, `Letter text version: ${GIFT_LETTER_TEXT_VERSION}`, ''];
}

function donorLines(parts: LetterParts): string[] {
  return [
    `Donor: ${parts.donor.name}`,
    `Donor's address: ${parts.donor.address}`,
    `Donor's phone: ${parts.donor.phone}`,
    `Donor's relationship to the Gift Recipient: ${parts.donor.relationship}`,
  ];
}

function bodyLines(parts: LetterParts): string[] {
  return [
    'THE GIFT',
    ...parts.facts.map((fact) => `${fact.label}: ${fact.value}`),
    '',
    ...parts.sections.flatMap((section) => [section.heading.toUpperCase(), ...section.paragraphs.flatMap((p) => [p, ''])]),
    'WARNING',
    parts.fraudWarning,
    '',
    ...(parts.giftTaxNotice ? ['GIFT-TAX NOTICE FOR THE DONOR', parts.giftTaxNotice, ''] : []),
  ];
}

/** Everything, the gift recipient's identity included: documentSha256. */
export function renderGiftLetterFullText(parts: LetterParts): string {
  return canonical([
    ...headerLines(parts),
    'PARTIES',
    ...donorLines(parts),
    `Gift Recipient: ${parts.recipient.name}`,
    `Gift Recipient's address: ${parts.recipient.address}`,
    '',
    ...bodyLines(parts),
  ]);
}
