import { createHash, randomInt } from 'node:crypto';
import { beforeEach, describe, expect, it } from 'vitest';
import { formatVerificationCode, type GiftDocumentResponse, type GiftRequestResponse, type VerificationResponse } from '@kinloan/domain';
import { parsePdf } from '../../functions/src/documents/pdf-reader-test-support';
import { admin, api, clearRateLimits, type ErrorAnswerBody } from './support/api';
import { fullySignedGift, giftPerson, ok } from './support/gifts';
import { executed, person, signAs, signedByRecipient, v1 } from './support/loans';

/**
 * Issue 16, documents anyone can verify: an underwriter handed a PDF types its code into a
 * public page and learns, without an account, whether it is genuine, and nothing more.
 */

beforeEach(clearRateLimits);

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');
const flat = (text: string) => text.replace(/\s+/g, ' ');
/** Each test checks from its own address, so the per-address limit is its own. */
const from = () => ({ 'x-forwarded-for': `198.51.100.${randomInt(1, 250)}` });
const today = () => new Date().toISOString().slice(0, 10);

function check(code: string, headers: Record<string, string> = from()) {
  return api<VerificationResponse & ErrorAnswerBody>('GET', `/verify/${encodeURIComponent(code)}`, { headers });
}

describe('documents anyone can verify', () => {
  it('an executed agreement prints its code on every page, and anyone checks it without signing in, learning only initials and fingerprints', { timeout: 60_000 }, async () => {
    const maya = await person({ firstName: 'Maya', lastName: 'Okafor' });
    const daniel = await person({ firstName: 'Daniel', lastName: 'Okafor' });
    const done = await executed(maya, daniel, 'borrow');
    const code = done.executedDocument?.verificationCode;
    expect(code).toMatch(/^[0-9A-HJKMNP-TV-Z]{12}$/);
    const printed = formatVerificationCode(code!);

    const file = await v1('GET', `/loanDocuments/${done.id}`, { token: maya.token });
    const pdf = await parsePdf(file.bytes);
    for (const page of pdf.pages) expect(page).toContain(`Verify this document at http://localhost:5000/verify with code ${printed}`);

    const answer = await check(printed);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      code: printed,
      documentKind: 'loan-agreement',
      executedOn: today(),
      parties: [
        { role: 'Lender', initials: 'D. O.' },
        { role: 'Borrower', initials: 'M. O.' },
      ],
      giftAmountCents: null,
      textSha256: done.executedDocument!.textSha256,
      pdfSha256: sha256(file.bytes),
    });
    // Nothing that would tell a stranger who these people are or what the loan is.
    for (const secret of [maya.email, daniel.email, 'Maya', 'Okafor', done.id, maya.uid, daniel.uid, '12,000', '1200000']) {
      expect(answer.text).not.toContain(secret);
    }
    // Typed the way people type: lower case, spaces, O for 0.
    const typed = printed.toLowerCase().replace(/-/g, ' ').replace(/0/g, 'o');
    expect((await check(typed)).body.pdfSha256).toBe(sha256(file.bytes));

    // The record can't be read around the API (rules), and the same code never names two documents.
    const stored = await admin().db.doc(`verifications/${code}`).get();
    expect(stored.data()).toMatchObject({ executedDocumentId: `loan-agreement-${done.id}`, documentKind: 'loan-agreement' });
  });

  it('a gift letter shows its amount, the figure an underwriter checks', { timeout: 60_000 }, async () => {
    const [maya, grace] = await Promise.all([giftPerson({ firstName: 'Maya' }), giftPerson({ firstName: 'Grace' })]);
    const signed = await fullySignedGift(maya, grace);
    const done = await ok<GiftRequestResponse>('finalize', { id: signed.id }, maya);
    const code = done.executedDocument?.verificationCode;
    expect(code).toBeTruthy();
    const document = await ok<GiftDocumentResponse>('getDocument', { id: signed.id }, maya);
    const bytes = new Uint8Array(Buffer.from(document.base64, 'base64'));
    expect(flat((await parsePdf(bytes)).text)).toContain(`with code ${formatVerificationCode(code!)}`);

    const answer = await check(code!);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      documentKind: 'gift-letter',
      giftAmountCents: 2_500_000,
      parties: [
        { role: 'Donor', initials: 'G. O.' },
        { role: 'Gift recipient', initials: 'M. O.' },
      ],
      pdfSha256: sha256(bytes),
    });
  });

  it('a document not yet executed has no code, and its draft PDF prints none', { timeout: 60_000 }, async () => {
    const maya = await person({ firstName: 'Maya' });
    const daniel = await person({ firstName: 'Daniel' });
    const signed = await signedByRecipient(maya, daniel, 'borrow');
    const countersigned = await signAs(maya, signed.id);
    expect(countersigned.body.executedDocument).toBeNull();
    const draft = await v1('GET', `/loanDocuments/${signed.id}`, { token: maya.token });
    expect((await parsePdf(draft.bytes)).text).not.toContain('Verify this document');
  });

  it('answers a code nobody was given with a 404, a malformed one with a 400, each in words a person can act on', async () => {
    const headers = from();
    const unknown = await check('ZZZZ-ZZZZ-ZZZZ', headers);
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.detail).toMatch(/^No Kinloan document has this verification code/);
    for (const bad of ['7K3M-Q9XD', 'UUUU-UUUU-UUUU', '7K3M.Q9XD.2PHA', 'ÄÄÄÄ-ÄÄÄÄ-ÄÄÄÄ', 'x'.repeat(200)]) {
      const answer = await check(bad, headers);
      expect(answer.status, bad).toBe(400);
      expect(answer.body.error.detail).toMatch(/^A verification code has 12 letters and digits/);
    }
  });

  it('counts every lookup from an address, found or not: past 30 in ten minutes it refuses with a Retry-After', { timeout: 60_000 }, async () => {
    const headers = from();
    for (let i = 0; i < 30; i += 1) expect((await check(`ZZZZ-ZZZZ-${String(i).padStart(4, '0')}`, headers)).status).toBe(404);
    const refused = await check('ZZZZ-ZZZZ-ZZZZ', headers);
    expect(refused.status).toBe(429);
    expect(refused.body.error.detail).toBe('You have checked many documents in the last few minutes. Please wait 10 minutes and try again.');
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(500);
    // Someone else, elsewhere, is not held up.
    expect((await check('ZZZZ-ZZZZ-ZZZZ', { 'x-forwarded-for': '203.0.113.201' })).status).toBe(404);
  });
});
