import { buildLoanAgreement, type AgreementParty, type LoanAgreement, type ReadyLoanProposalDetails } from '@kinloan/domain';
import { deflateSync } from 'node:zlib';
import { loanSignatureStatement, type SignatureAudit } from '@kinloan/domain';
import type { AgreementSignature } from './agreement-signatures';
import { sha256Hex } from './hash';
import type { AgreementPdfInput } from './loan-agreement-pdf';

/** Test-only fixtures for the agreement PDF: two people, 24 months, both signed. */

export const TERMS: ReadyLoanProposalDetails = {
  principalCents: 1_200_000,
  annualRateBps: 525,
  termMonths: 24,
  firstPaymentDate: '2026-03-01',
  purpose: 'A used car so Zoë can commute to her new job',
  lateFeeCents: 2_500,
  lateFeeGraceDays: 10,
  prepaymentAllowed: true,
  extraPaymentMode: 'keep-payment-shorten-term',
  governingLawState: 'CA',
  disbursement: { method: 'bank-transfer', date: '2026-02-01' },
};

export const LENDER: AgreementParty = {
  role: 'lender',
  firstName: 'Maya',
  middleName: 'Adaeze',
  lastName: 'Okafor',
  email: 'maya.okafor@example.com',
  phone: '+15035550142',
  address: { line1: '1200 SE Morrison St', line2: 'Apt 4', city: 'Portland', state: 'OR', zipCode: '97214' },
};

export const BORROWER: AgreementParty = {
  role: 'borrower',
  firstName: 'Zoë',
  middleName: '',
  lastName: 'O’Brien',
  email: 'zoe.obrien@example.com',
  phone: '+14155550199',
  address: { line1: '88 Valencia St', line2: '', city: 'San Francisco', state: 'CA', zipCode: '94103' },
};

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = (CRC_TABLE[(crc ^ byte) & 0xff] ?? 0) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A transparent PNG with a pen stroke on it, as the signature pad would send. */
export function drawnSignaturePng(width = 320, height = 90): string {
  const pixels = Buffer.alloc(height * (width * 4 + 1));
  const ink = (x: number, y: number) => {
    for (let dx = -1; dx <= 1; dx += 1) {
      for (let dy = -1; dy <= 1; dy += 1) {
        const px = Math.round(x) + dx;
        const py = Math.round(y) + dy;
        if (px < 0 || py < 0 || px >= width || py >= height) continue;
        const at = py * (width * 4 + 1) + 1 + px * 4;
        pixels.set([20, 40, 110, 255], at);
      }
    }
  };
  for (let t = 0; t <= 1; t += 0.0005) {
    const x = 12 + t * (width - 24);
    const y = height / 2 + Math.sin(t * 19) * (height / 4) * (1 - t * 0.6) + Math.cos(t * 47) * 6;
    ink(x, y);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 6, 0, 0, 0], 8); // 8-bit RGBA, no interlace
  const png = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
  return `data:image/png;base64,${png.toString('base64')}`;
}

export function sampleAgreement(terms: Partial<ReadyLoanProposalDetails> = {}): LoanAgreement {
  return buildLoanAgreement({ requestId: 'req7Hq2Xw9', terms: { ...TERMS, ...terms }, lender: LENDER, borrower: BORROWER });
}

/** The evidence of one signature, as the API would keep it. */
export function auditOf(overrides: Partial<SignatureAudit> & Pick<SignatureAudit, 'side' | 'name' | 'documentSha256'>): SignatureAudit {
  return {
    signerCustomerId: 'customer-1',
    signerEmail: 'signer@example.com',
    typedFullName: overrides.name,
    signedAt: '2026-01-20T17:04:11.512Z',
    drawnSignatureSha256: null,
    statements: [],
    consentAt: null,
    ip: '203.0.113.24',
    forwardedFor: '203.0.113.24',
    userAgent: 'vitest',
    ...overrides,
  };
}

export function signedInput(agreement: LoanAgreement, options: { drawn?: boolean } = {}): AgreementPdfInput {
  const agreementSha256 = sha256Hex(agreement.fullText);
  const signatures: AgreementSignature[] = [
    {
      role: 'lender',
      drawnSignaturePng: options.drawn === false ? null : drawnSignaturePng(),
      audit: auditOf({
        side: 'Lender',
        name: 'Maya Adaeze Okafor',
        signerEmail: 'maya.okafor@example.com',
        signedAt: '2026-01-20T17:04:11.512Z',
        consentAt: '2026-01-20T17:02:40.000Z',
        ip: '203.0.113.24',
        forwardedFor: '198.51.100.9, 203.0.113.24',
        userAgent: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15',
        documentSha256: agreementSha256,
        drawnSignatureSha256: options.drawn === false ? null : 'd'.repeat(64),
        statements: [loanSignatureStatement('Maya Adaeze Okafor')],
      }),
    },
    {
      role: 'borrower',
      drawnSignaturePng: null,
      audit: auditOf({
        side: 'Borrower',
        name: 'Zoë O’Brien',
        signerEmail: 'zoe@example.com',
        signedAt: '2026-01-21T09:15:03.000Z',
        consentAt: '2026-01-21T09:13:55.000Z',
        ip: '2001:db8:85a3::8a2e:370:7334',
        forwardedFor: '2001:db8:85a3::8a2e:370:7334',
        userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148',
        documentSha256: agreementSha256,
        statements: [loanSignatureStatement('Zoë O’Brien')],
      }),
    },
  ];
  return { agreement, status: 'executed', signatures, documentSha256: agreementSha256, generatedAt: '2026-01-21T09:20:00.000Z' };
}
