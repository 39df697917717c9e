import { createHash } from 'node:crypto';
import { beforeEach, describe, expect, it } from 'vitest';
import { buildLedger, formatUsd, formatVerificationCode, payoffAmountCents, type LoanResponse, type VerificationResponse } from '@kinloan/domain';
import { parsePdf } from '../../functions/src/documents/pdf-reader-test-support';
import { admin, api, clearRateLimits, mailTo } from './support/api';
import { person } from './support/loans';
import { detailOf, loanOf, MONTHLY, PAST_LEDGER_TERMS, pay, paymentAction, paymentBody, servicedLoan, v1, type ServicedPair } from './support/servicing';

/**
 * Issue 16, the payoff letter: when a loan is marked paid off, both parties get a payoff and
 * release letter, kept byte for byte in the commit that ended the loan, with its own code.
 */

beforeEach(clearRateLimits);

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');
const flat = (text: string) => text.replace(/\s+/g, ' ');
const letterPath = (loanId: string) => `/loans/${loanId}/payoffLetter.pdf`;

/** Daniel lends to Maya; he records February's payment, she records the rest on March 1 and he confirms it. */
async function repaid(): Promise<ServicedPair> {
  const pair = await servicedLoan();
  const { maya, daniel, loanId } = pair;
  expect((await pay(daniel, loanId, paymentBody())).status).toBe(201);
  const rest = payoffAmountCents(buildLedger(PAST_LEDGER_TERMS, [{ id: 'a', amountCents: MONTHLY, paidOn: '2026-02-01' }], '2026-03-01').position, '2026-03-01');
  const recorded = await pay(maya, loanId, paymentBody({ amountCents: rest, paidOn: '2026-03-01' }));
  expect(recorded.status).toBe(201);
  expect((await paymentAction(daniel, loanId, recorded.body.id, 'confirm')).status).toBe(200);
  return pair;
}

const endBody = { endDate: '2026-03-02', status: 'paid-off' };

describe('the payoff and release letter', () => {
  it('is kept when the borrower marks the loan paid off, and both parties download the same file with the ledger\'s figures', { timeout: 60_000 }, async () => {
    const { maya, daniel, loanId } = await repaid();
    const ended = await v1<LoanResponse>('POST', `/loans/${loanId}/end`, { token: maya.token, body: endBody, headers: { 'x-forwarded-for': '203.0.113.9' } });
    expect(ended.status).toBe(200);
    const summary = ended.body.payoffLetter;
    expect(summary).toMatchObject({ id: `payoff-letter-${loanId}`, backfilledAt: null });
    expect(summary?.verificationCode).toMatch(/^[0-9A-HJKMNP-TV-Z]{12}$/);

    const [asBorrower, asLender] = await Promise.all([v1('GET', letterPath(loanId), { token: maya.token }), v1('GET', letterPath(loanId), { token: daniel.token })]);
    expect(asBorrower.status).toBe(200);
    expect(asBorrower.headers.get('content-type')).toBe('application/pdf');
    expect(asBorrower.headers.get('content-disposition')).toBe(`inline; filename="kinloan-PL-${loanId}.pdf"`);
    expect(sha256(asBorrower.bytes)).toBe(summary?.pdfSha256);
    expect(sha256(asLender.bytes)).toBe(summary?.pdfSha256);

    const loan = await loanOf(daniel, loanId);
    expect(loan.payoffLetter).toEqual(summary);
    const text = flat((await parsePdf(asBorrower.bytes)).text);
    expect(text).toContain(`Promissory Note and Loan Agreement KL-${loanId}`);
    expect(text).toContain(`Principal repaid ${formatUsd(500_000)}`);
    expect(text).toContain(`Interest paid ${formatUsd(loan.ledger.totals.interestPaidCents)}`);
    expect(text).toContain(`Total paid ${formatUsd(loan.ledger.totals.paidCents)} in 2 payments`);
    expect(text).toContain('paid off as of March 2, 2026');
    expect(text).toContain(`by ${maya.fullName} (the Borrower), signed in as ${maya.email}`);
    expect(text).toContain('IP address 203.0.113.9');
    expect(text).toContain(`from the Lender's account ${daniel.uid}; a payment counts only once the Lender confirms it`);
    const printed = formatVerificationCode(summary!.verificationCode!);
    expect(text).toContain(`with code ${printed}`);

    // Anyone handed it can check it: a payoff letter, the two initials, its fingerprints.
    const check = await api<VerificationResponse>('GET', `/verify/${printed}`, { headers: { 'x-forwarded-for': '198.51.100.77' } });
    expect(check.status).toBe(200);
    expect(check.body).toMatchObject({ documentKind: 'payoff-letter', giftAmountCents: null, pdfSha256: summary?.pdfSha256, textSha256: summary?.textSha256 });
    expect(check.body.parties.map((p) => p.role)).toEqual(['Lender', 'Borrower']);

    const mail = (await mailTo(daniel.email)).find((m) => m.message.subject === 'Your loan is paid off');
    expect(mail?.message.text).toContain('Your payoff and release letter is ready');
  });

  it('is not there before the loan is paid off, nor for a forgiven loan, and outsiders get what other loan reads give them', { timeout: 60_000 }, async () => {
    const { maya, daniel, loanId } = await servicedLoan();
    const early = await v1('GET', letterPath(loanId), { token: maya.token });
    expect(early.status).toBe(404);
    expect(detailOf(early)).toBe('This loan has no payoff letter: one is made when the loan is marked paid off.');
    const forgiven = await v1<LoanResponse>('POST', `/loans/${loanId}/end`, { token: daniel.token, body: { endDate: '2026-03-02', status: 'forgiven' } });
    expect(forgiven.status).toBe(200);
    expect(forgiven.body.payoffLetter).toBeNull();
    expect((await v1('GET', letterPath(loanId), { token: daniel.token })).status).toBe(404);

    const paid = await repaid();
    expect((await v1('POST', `/loans/${paid.loanId}/end`, { token: paid.daniel.token, body: endBody })).status).toBe(200);
    const eve = await person({ firstName: 'Eve' });
    const asOutsider = await v1('GET', letterPath(paid.loanId), { token: eve.token });
    expect(asOutsider.status).toBe((await v1('GET', `/loans/${paid.loanId}`, { token: eve.token })).status);
    expect(asOutsider.status).toBe(403);
    expect((await v1('GET', letterPath(paid.loanId))).status).toBe(401);
  });

  it('is kept once when both parties mark the loan paid off at the same moment', { timeout: 60_000 }, async () => {
    const { maya, daniel, loanId } = await repaid();
    const answers = await Promise.all([
      v1('POST', `/loans/${loanId}/end`, { token: maya.token, body: endBody }),
      v1('POST', `/loans/${loanId}/end`, { token: daniel.token, body: endBody }),
      v1('POST', `/loans/${loanId}/end`, { token: maya.token, body: endBody }),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409]);
    const { db } = admin();
    const kept = await db.collection('executedDocuments').where('subjectId', '==', loanId).get();
    expect(kept.docs.map((d) => d.id).sort()).toEqual([`loan-agreement-${loanId}`, `payoff-letter-${loanId}`]);
    const checks = await db.collection('verifications').where('executedDocumentId', '==', `payoff-letter-${loanId}`).get();
    expect(checks.size).toBe(1);
    const loan = await loanOf(maya, loanId);
    expect(loan.payoffLetter?.verificationCode).toBe(checks.docs[0]?.id);
    const events = await db.collection('loans').doc(loanId).collection('events').where('type', '==', 'end-paid-off').get();
    expect(events.size).toBe(1);
  });

  it('is issued on request, once, for a loan marked paid off before payoff letters existed', { timeout: 60_000 }, async () => {
    const { maya, daniel, loanId } = await repaid();
    expect((await v1('POST', `/loans/${loanId}/payoffLetter`, { token: maya.token, body: {} })).status).toBe(409);
    expect((await v1('POST', `/loans/${loanId}/end`, { token: daniel.token, body: endBody })).status).toBe(200);
    // As such a loan is stored: paid off, no letter kept.
    const { db } = admin();
    const kept = (await loanOf(maya, loanId)).payoffLetter!;
    const keptRef = db.collection('executedDocuments').doc(kept.id);
    for (const chunk of (await keptRef.collection('chunks').get()).docs) await chunk.ref.delete();
    await keptRef.delete();
    await db.collection('verifications').doc(kept.verificationCode!).delete();
    await db.collection('loans').doc(loanId).update({ payoffLetter: null });
    expect((await v1('GET', letterPath(loanId), { token: maya.token })).status).toBe(404);

    const eve = await person({ firstName: 'Eve' });
    expect((await v1('POST', `/loans/${loanId}/payoffLetter`, { token: eve.token, body: {} })).status).toBe(403);
    const issued = await v1<LoanResponse>('POST', `/loans/${loanId}/payoffLetter`, { token: maya.token, body: {} });
    expect(issued.status).toBe(200);
    const summary = issued.body.payoffLetter;
    expect(summary?.id).toBe(`payoff-letter-${loanId}`);
    const file = await v1('GET', letterPath(loanId), { token: daniel.token });
    expect(sha256(file.bytes)).toBe(summary?.pdfSha256);
    const text = flat((await parsePdf(file.bytes)).text);
    expect(text).toContain(`by ${daniel.fullName} (the Lender)`);
    expect(text).toMatch(new RegExp(`Letter issued .* at the request of ${maya.fullName} \\(the Borrower\\)`));
    expect(text).toContain('paid off as of March 2, 2026');

    const again = await v1('POST', `/loans/${loanId}/payoffLetter`, { token: daniel.token, body: {} });
    expect(again.status).toBe(409);
    expect(detailOf(again)).toBe('This loan already has its payoff letter: download it from the loan record.');
    expect((await loanOf(daniel, loanId)).payoffLetter).toEqual(summary);
  });
});
