import { describe, expect, it } from 'vitest';
import { documentCheck, newVerificationCode, verificationRecord, verificationResponse } from './document-verification';

const verification = {
  code: '7K3MQ9XD2PHA',
  parties: [
    { role: 'Donor', initials: 'G. O.' },
    { role: 'Gift recipient', initials: 'M. O.' },
  ],
  giftAmountCents: 2_500_000,
};
const document = { id: 'gift-letter-gft1', textSha256: 't'.repeat(64), pdfSha256: 'p'.repeat(64), now: '2026-11-24T23:59:59.000Z' };

describe('document verification', () => {
  it('draws a code from 12 random bytes', () => {
    const sizes: number[] = [];
    const code = newVerificationCode((size) => {
      sizes.push(size);
      return new Uint8Array(size).fill(27);
    });
    expect(sizes).toEqual([12]);
    expect(code).toBe('VVVVVVVVVVVV');
    expect(newVerificationCode()).not.toBe(newVerificationCode());
  });

  it('prints the code in groups with the public page of the environment', () => {
    expect(documentCheck('7K3MQ9XD2PHA', 'https://kinloan.com/')).toEqual({ code: '7K3M-Q9XD-2PHA', checkUrl: 'https://kinloan.com/verify' });
  });

  it('keeps a gift letter’s amount and nothing of the kind for other documents', () => {
    const gift = verificationRecord(verification, { ...document, kind: 'gift-letter' });
    expect(gift).toMatchObject({ code: '7K3M-Q9XD-2PHA', executedOn: '2026-11-24', giftAmountCents: 2_500_000, executedDocumentId: 'gift-letter-gft1' });
    expect(verificationRecord(verification, { ...document, kind: 'loan-agreement' }).giftAmountCents).toBeNull();
  });

  it('answers exactly the public fields, whatever else the record holds', () => {
    const record = { ...verificationRecord(verification, { ...document, kind: 'gift-letter' }), partyIds: ['uid-1'], email: 'x@example.com' };
    const answer = verificationResponse(record);
    expect(Object.keys(answer).sort()).toEqual(['code', 'documentKind', 'executedOn', 'giftAmountCents', 'parties', 'pdfSha256', 'textSha256']);
    expect(JSON.stringify(answer)).not.toMatch(/uid-1|example\.com|gift-letter-gft1|storedAt/);
  });
});
