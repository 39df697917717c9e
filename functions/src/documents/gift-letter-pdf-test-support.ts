import { buildGiftLetter, type DonorRequestDetails, type GiftDetails, type GiftLetter } from '@kinloan/domain';
import { drawnSignaturePng } from './agreement-pdf-test-support';
import { esignConsent, giftNoRepaymentConfirmation, giftSignatureStatement, termsOfServiceAcceptance } from '@kinloan/domain';
import { auditOf } from './agreement-pdf-test-support';
import type { GiftLetterPdfInput, GiftLetterSignature } from './gift-letter-pdf';
import { sha256Hex } from './hash';

/** Test-only fixtures for the gift letter PDF: a parent's $25,000 down-payment gift, both signed. */

export const GIFT: GiftDetails = {
  amountCents: 2_500_000,
  transferDate: '2026-04-15',
  transferStatus: 'planned',
  source: { kind: 'savings', institutionName: 'Columbia Credit Union', description: 'Joint savings with my husband' },
  propertyAddress: { line1: '742 Evergreen Ter', city: 'Springfield', state: 'OR', zipCode: '97477' },
  mortgageLender: 'Rocket Mortgage',
  loanNumber: 'RM-2026-0042',
};

export const DONOR: DonorRequestDetails = {
  firstName: 'Grace',
  middleName: 'Ifeoma',
  lastName: 'Okafor',
  phone: '+15035550188',
  address: { line1: '15 Lakeview Dr', line2: 'Unit 2', city: 'Bend', state: 'OR', zipCode: '97701' },
  relationship: 'parent',
};

export const RECIPIENT = {
  firstName: 'Zoë',
  middleName: '',
  lastName: 'O’Brien',
  address: { line1: '88 Valencia St', line2: '', city: 'San Francisco', state: 'CA', zipCode: '94103' },
};

export function sampleGiftLetter(gift: Partial<GiftDetails> = {}): GiftLetter {
  return buildGiftLetter({ giftId: 'gft3Kd9Qw2', giftDetails: { ...GIFT, ...gift }, donor: DONOR, recipient: RECIPIENT });
}

export function signedGiftInput(letter: GiftLetter, options: { drawn?: boolean } = {}): GiftLetterPdfInput {
  const documentSha256 = sha256Hex(letter.fullText);
  const statementsOf = (name: string, party: 'donor' | 'gift-recipient') => [
    giftSignatureStatement(name, party),
    giftNoRepaymentConfirmation(party),
    esignConsent('letter'),
    termsOfServiceAcceptance(),
  ];
  const signatures: GiftLetterSignature[] = [
    {
      party: 'donor',
      drawnSignaturePng: options.drawn === false ? null : drawnSignaturePng(),
      audit: auditOf({
        side: 'Donor',
        name: 'Grace Ifeoma Okafor',
        // As long as real Firebase account ids and email addresses, so the page budget is tested honestly.
        signerCustomerId: 'auyQxYfpF1dsu8YHXru8GW5uJlcI',
        signerEmail: 'grace.ifeoma.okafor@example.com',
        drawnSignatureSha256: options.drawn === false ? null : 'a'.repeat(64),
        signedAt: '2026-03-20T17:04:11.512Z',
        ip: '203.0.113.24',
        userAgent: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15',
        documentSha256,
        statements: statementsOf('Grace Ifeoma Okafor', 'donor'),
      }),
    },
    {
      party: 'gift-recipient',
      drawnSignaturePng: options.drawn === false ? null : drawnSignaturePng(),
      audit: auditOf({
        side: 'Gift Recipient',
        name: 'Zoë O’Brien',
        signerCustomerId: 'Y9eDLtubCsUSDEtb7c0ZyB7020VC',
        signerEmail: 'zoe.obrien.home@example.com',
        drawnSignatureSha256: options.drawn === false ? null : 'b'.repeat(64),
        signedAt: '2026-03-21T09:15:03.000Z',
        ip: '2001:db8:85a3::8a2e:370:7334',
        forwardedFor: '2001:db8:85a3::8a2e:370:7334',
        userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148',
        documentSha256,
        statements: statementsOf('Zoë O’Brien', 'gift-recipient'),
      }),
    },
  ];
  return { letter, status: 'executed', signatures, documentSha256, generatedAt: '2026-03-21T09:20:00.000Z' };
}
