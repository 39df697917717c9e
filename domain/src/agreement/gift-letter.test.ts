import { describe, expect, it } from 'vitest';
import type { DonorRequestDetails, GiftDetails } from '../api/gift-schemas';
import {
  buildGiftLetter,
  donorRelationshipWords,
  GIFT_LETTER_TITLE,
  MORTGAGE_FRAUD_WARNING,
  NO_REPAYMENT_STATEMENT,
  RECIPIENT_TO_BE_COMPLETED,
  type GiftLetterInput,
} from './gift-letter';

const GIFT: GiftDetails = {
  amountCents: 2_500_000,
  transferDate: '2026-04-15',
  transferStatus: 'planned',
  source: { kind: 'savings', institutionName: 'Columbia Credit Union' },
  propertyAddress: { line1: '742 Evergreen Ter', city: 'Springfield', state: 'OR', zipCode: '97477' },
  mortgageLender: 'Rocket Mortgage',
  loanNumber: 'RM-2026-0042',
};

const DONOR: DonorRequestDetails = {
  firstName: 'Grace',
  middleName: 'Ifeoma',
  lastName: 'Okafor',
  phone: '+15035550188',
  address: { line1: '15 Lakeview Dr', line2: 'Unit 2', city: 'Bend', state: 'OR', zipCode: '97701' },
  relationship: 'parent',
};

const RECIPIENT = {
  firstName: 'Maya',
  middleName: '',
  lastName: 'Okafor',
  address: { line1: '1420 SE Alder St', line2: '', city: 'Portland', state: 'OR', zipCode: '97214' },
};

const input = (overrides: Partial<GiftLetterInput> = {}): GiftLetterInput => ({
  giftId: 'gift42',
  giftDetails: GIFT,
  donor: DONOR,
  recipient: RECIPIENT,
  ...overrides,
});

describe('buildGiftLetter', () => {
  const letter = buildGiftLetter(input());

  it('names the donor with address, phone and relationship, and the recipient', () => {
    expect(letter.title).toBe(GIFT_LETTER_TITLE);
    expect(letter.letterNumber).toBe('GL-gift42');
    expect(letter.donor).toEqual({
      name: 'Grace Ifeoma Okafor',
      address: '15 Lakeview Dr, Unit 2, Bend, OR 97701',
      phone: '(503) 555-0188',
      relationship: 'Parent',
    });
    expect(letter.recipient).toEqual({ name: 'Maya Okafor', address: '1420 SE Alder St, Portland, OR 97214' });
  });

  it('states the amount in words and figures, the dates, source, property and lender', () => {
    expect(letter.amountInFigures).toBe('$25,000.00');
    expect(letter.amountInWords).toBe('Twenty-Five Thousand Dollars and 00/100');
    expect(letter.facts).toEqual([
      { label: 'Gift amount', value: '$25,000.00 (Twenty-Five Thousand Dollars and 00/100)' },
      { label: 'Planned date of transfer', value: 'On or before April 15, 2026' },
      { label: 'Source of funds', value: 'Savings account at Columbia Credit Union' },
      { label: 'Property address', value: '742 Evergreen Ter, Springfield, OR 97477' },
      { label: 'Mortgage lender', value: 'Rocket Mortgage' },
      { label: 'Loan number', value: 'RM-2026-0042' },
    ]);
  });

  it('carries the lenders\' no-repayment statement word for word, and the fraud warning', () => {
    expect(letter.noRepaymentStatement).toBe(
      'This is a bona fide gift. No repayment is expected or implied, in the form of cash or future services, and the funds are not made available by any party to the sale of the property.',
    );
    expect(letter.sections[0]!.paragraphs).toContain(NO_REPAYMENT_STATEMENT);
    expect(letter.fullText).toContain(NO_REPAYMENT_STATEMENT);
    expect(letter.fraudWarning).toBe(MORTGAGE_FRAUD_WARNING);
    expect(letter.fraudWarning).toMatch(/mortgage fraud/);
    expect(letter.fullText).toContain('mortgage fraud');
  });

  it('tells the donor about Form 709 only above the annual exclusion for the transfer year', () => {
    expect(letter.giftTaxNotice).toMatch(/Form 709/);
    expect(letter.fullText).toContain('GIFT-TAX NOTICE FOR THE DONOR');
    const small = buildGiftLetter(input({ giftDetails: { ...GIFT, amountCents: 1_900_000 } }));
    expect(small.giftTaxNotice).toBeNull();
    expect(small.fullText).not.toContain('Form 709');
    const in2024 = buildGiftLetter(input({ giftDetails: { ...GIFT, amountCents: 1_850_000, transferDate: '2024-12-01' } }));
    expect(in2024.giftTaxNotice).toMatch(/\$18,000\.00/);
  });

  it('writes a completed transfer in the past tense and says when lender or loan number are unknown', () => {
    const done = buildGiftLetter(
      input({ giftDetails: { ...GIFT, transferStatus: 'transferred', mortgageLender: undefined, loanNumber: '' } }),
    );
    expect(done.facts).toContainEqual({ label: 'Date of transfer', value: 'April 15, 2026' });
    expect(done.facts).toContainEqual({ label: 'Mortgage lender', value: 'Not yet known' });
    expect(done.facts).toContainEqual({ label: 'Loan number', value: 'Not yet known' });
    expect(done.sections[0]!.paragraphs[0]).toContain('I gave the Gift Recipient a gift of $25,000.00');
    expect(letter.sections[0]!.paragraphs[0]).toContain('I will give the Gift Recipient a gift of $25,000.00');
  });

  it('describes the source with institution and description', () => {
    const other = buildGiftLetter(
      input({ giftDetails: { ...GIFT, source: { kind: 'sale-of-asset', description: 'Sale of a 2019 boat' } } }),
    );
    expect(other.facts).toContainEqual({ label: 'Source of funds', value: 'Sale of an asset (Sale of a 2019 boat)' });
  });

  it('marks an unknown recipient as to be completed', () => {
    const unsent = buildGiftLetter(input({ recipient: null }));
    expect(unsent.recipient).toEqual({ name: RECIPIENT_TO_BE_COMPLETED, address: RECIPIENT_TO_BE_COMPLETED });
    const noAddress = buildGiftLetter(input({ recipient: { ...RECIPIENT, address: null } }));
    expect(noAddress.recipient.address).toBe(RECIPIENT_TO_BE_COMPLETED);
  });

  it('has canonical text: LF only, single spaces, everything printed is in it', () => {
    expect(letter.fullText.endsWith('\n')).toBe(true);
    expect(letter.fullText).not.toMatch(/\r| {2}|[ \t]\n/);
    for (const fact of letter.facts) expect(letter.fullText).toContain(`${fact.label}: ${fact.value}`);
    for (const text of ['Gift Letter', 'GL-gift42', 'Grace Ifeoma Okafor', '(503) 555-0188', 'Maya Okafor', '1420 SE Alder St']) {
      expect(letter.fullText).toContain(text);
    }
  });

  it('names the recipient in the text both sign: a letter without them is another text', () => {
    const unsent = buildGiftLetter(input({ recipient: null }));
    expect(unsent.fullText).not.toBe(letter.fullText);
    expect(unsent.fullText).toContain('[to be completed by the gift recipient]');
  });

  it('changes the text when the gift or a person changes, and is deterministic', () => {
    expect(buildGiftLetter(input())).toEqual(letter);
    const more = buildGiftLetter(input({ giftDetails: { ...GIFT, amountCents: 2_500_100 } }));
    expect(more.fullText).not.toBe(letter.fullText);
    const otherDonorPhone = buildGiftLetter(input({ donor: { ...DONOR, phone: '+15035550100' } }));
    expect(otherDonorPhone.fullText).not.toBe(letter.fullText);
  });

  it('has words for every relationship', () => {
    expect(donorRelationshipWords('aunt-or-uncle')).toBe('aunt or uncle');
    expect(donorRelationshipWords('other-relative')).toBe('relative');
  });
});
