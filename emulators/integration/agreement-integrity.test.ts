import { createHash } from 'node:crypto';
import { beforeEach, describe, expect, it } from 'vitest';
import type { AuditTrailResponse, GiftDocumentResponse, LoanRequestResponse } from '@kinloan/domain';
import { admin, api, clearRateLimits, googleIdToken, mailTo, signUpBody, uniqueEmail, type ErrorAnswerBody } from './support/api';
import { backfillExecutedDocuments } from '../../functions/src/jobs/backfill-executed-documents';
import { callGift, donorDetailsOf, fullySignedGift, giftDetails, giftPerson, ok, signData } from './support/gifts';
import {
  eventsOf,
  executed,
  idTokenFor,
  person,
  readyForRecipientSignature,
  sentRequest,
  signAs,
  signedByRecipient,
  v1,
  v2,
  type Person,
} from './support/loans';

/**
 * The attacks issue 12 describes, each run as an outsider would run it through the public API,
 * each refused with the right answer and nothing written: an agreement nobody can hijack,
 * alter or disown.
 */

beforeEach(clearRateLimits);

const NOT_A_PARTY = 'Only the two people on this loan request can see it or act on it.';
const PASSWORD = 'kinloan-test-7';

function detailOf(answer: { body: unknown }): string | undefined {
  return (answer.body as ErrorAnswerBody).error?.detail;
}

function sha256(bytes: Uint8Array): string {
  return createHash('sha256').update(bytes).digest('hex');
}

async function storedRequest(id: string) {
  return (await admin().db.doc(`loanRequests/${id}`).get()).data() as Record<string, unknown>;
}

async function signUpAs(email: string, firstName: string, lastName: string): Promise<{ uid: string; token: string }> {
  const signedUp = await api<{ user: { id: string } }>('POST', '/signUp', { body: signUpBody({ email, firstName, lastName }) });
  expect(signedUp.status).toBe(201);
  return { uid: signedUp.body.user.id, token: await idTokenFor(email, PASSWORD) };
}

describe('invitations bind to a verified email', () => {
  it('whoever signs up with the invited email gets nothing until they prove it; moving to an address they own gets nothing either', async () => {
    const maya = await person({ firstName: 'Maya' });
    const rosaEmail = uniqueEmail('rosa');
    const sent = await sentRequest(maya, { email: rosaEmail, firstName: 'Rosa', lastName: 'Diaz' }, 'borrow');
    const eventsBefore = (await eventsOf('loanRequests', sent.id)).length;

    // The attacker signs up with Rosa's address (which they cannot verify).
    const attacker = await signUpAs(rosaEmail, 'Rosa', 'Diaz');
    expect((await storedRequest(sent.id)).recipientCustomerId).toBeNull();
    const unverified = await v1('GET', `/loanRequest/${sent.id}`, { token: attacker.token });
    expect(unverified.status).toBe(403);
    expect(detailOf(unverified)).toMatch(/confirm your email address/);

    // They switch to an address they own and verify it: still not Rosa's request.
    const ownEmail = uniqueEmail('attacker');
    const moved = await v1('PUT', '/customers/me', {
      token: attacker.token,
      body: { id: 'me', email: ownEmail, firstName: 'Rosa', lastName: 'Diaz', phone: '+15035550111', address: { line1: '1 Main St', zipCode: '97301', city: 'Salem', state: 'OR' } },
    });
    expect(moved.status).toBe(200);
    await admin().auth.updateUser(attacker.uid, { emailVerified: true });
    const verifiedToken = await idTokenFor(ownEmail, PASSWORD);
    for (const [method, path, call] of [
      ['GET', `/loanRequest/${sent.id}`, v1],
      ['POST', `/loanRequests/${sent.id}/review`, v2],
      ['POST', `/loanRequests/${sent.id}/reject`, v1],
    ] as const) {
      const answer = await call(method, path, { token: verifiedToken, ...(method === 'POST' ? { body: path.endsWith('reject') ? { rejectionReason: 'mine now' } : {} } : {}) });
      expect(answer.status, `${method} ${path}`).toBe(403);
      expect(detailOf(answer)).toBe(NOT_A_PARTY);
    }
    expect(await eventsOf('loanRequests', sent.id)).toHaveLength(eventsBefore);
    expect((await storedRequest(sent.id)).partyIds).toEqual([maya.uid]);

    // The real Rosa, once the address is free again, proves it and becomes the recipient.
    const rosa = await signUpAs(rosaEmail, 'Rosa', 'Diaz');
    await admin().auth.updateUser(rosa.uid, { emailVerified: true });
    const opened = await v1<LoanRequestResponse>('GET', `/loanRequest/${sent.id}`, { token: await idTokenFor(rosaEmail, PASSWORD) });
    expect(opened.status).toBe(200);
    expect(opened.body).toMatchObject({ yourRole: 'recipient', recipientCustomerId: rosa.uid });
    expect((await eventsOf('loanRequests', sent.id)).at(-1)).toMatchObject({ type: 'link-invitee', actorCustomerId: rosa.uid, details: { email: rosaEmail } });
  });

  it('a token that still says the old email cannot claim an invitation after the account moved on', async () => {
    const maya = await person({ firstName: 'Maya' });
    const daniel = await person({ firstName: 'Daniel' });
    const sent = await sentRequest(maya, daniel, 'borrow');
    const staleToken = daniel.token; // issued while daniel@ was his verified email
    await admin().auth.updateUser(daniel.uid, { email: uniqueEmail('elsewhere'), emailVerified: true });
    const answer = await v1('GET', `/loanRequest/${sent.id}`, { token: staleToken });
    // Refused either way: as revoked (401) once the email change is a second older than the token,
    // or, within that same second, because the token's email is no longer the account's (403).
    expect([401, 403]).toContain(answer.status);
    expect((await storedRequest(sent.id)).recipientCustomerId).toBeNull();
  });

  it('changing one’s email releases the invitations not yet signed, as an event the initiator sees; a signed one stays', async () => {
    const [maya, daniel] = await Promise.all([person({ firstName: 'Maya' }), person({ firstName: 'Daniel' })]);
    const open = await sentRequest(maya, daniel, 'borrow');
    const signed = await signedByRecipient(maya, daniel, 'lend');
    expect((await v1('GET', `/loanRequest/${open.id}`, { token: daniel.token })).status).toBe(200);
    expect((await storedRequest(open.id)).recipientCustomerId).toBe(daniel.uid);

    const newEmail = uniqueEmail('daniel-new');
    const changed = await v1('PUT', '/customers/me', {
      token: daniel.token,
      body: { id: 'me', email: newEmail, firstName: 'Daniel', lastName: 'Okafor', phone: '+15035550142', address: { line1: '1420 SE Alder St', zipCode: '97214', city: 'Portland', state: 'OR' } },
    });
    expect(changed.status).toBe(200);

    const released = await storedRequest(open.id);
    expect(released).toMatchObject({ recipientCustomerId: null, partyIds: [maya.uid], recipientEmail: daniel.email });
    expect((await eventsOf('loanRequests', open.id)).at(-1)).toMatchObject({
      type: 'unlink-invitee',
      actorCustomerId: daniel.uid,
      details: { reason: 'email-changed', previousEmail: daniel.email, newEmail },
    });
    const mayaView = await v1<LoanRequestResponse>('GET', `/loanRequest/${open.id}`, { token: maya.token });
    expect(mayaView.body.recipientCustomerId).toBeNull();
    await admin().auth.updateUser(daniel.uid, { emailVerified: true });
    expect((await v1('GET', `/loanRequest/${open.id}`, { token: await idTokenFor(newEmail) })).status).toBe(403);
    // The agreement he already signed stays his.
    expect((await storedRequest(signed.id)).recipientCustomerId).toBe(daniel.uid);
  });

  it('nobody is linked to a deleted request', async () => {
    const maya = await person({ firstName: 'Maya' });
    const email = uniqueEmail('late');
    const sent = await sentRequest(maya, { email, firstName: 'Lee', lastName: 'Park' }, 'lend');
    expect((await v1('DELETE', `/loanRequests/${sent.id}`, { token: maya.token })).status).toBe(200);
    const lee = await person({ firstName: 'Lee', lastName: 'Park', email });
    expect((await v1('GET', `/loanRequest/${sent.id}`, { token: lee.token })).status).toBe(403);
    expect((await v1<{ loanRequests: unknown[] }>('GET', '/loanRequests', { token: lee.token })).body.loanRequests).toEqual([]);
    expect((await storedRequest(sent.id)).recipientCustomerId).toBeNull();
  });

  it('Google sign-up with an address Google has not verified links nothing and may not act', async () => {
    const maya = await person({ firstName: 'Maya' });
    const email = uniqueEmail('google');
    const sent = await sentRequest(maya, { email, firstName: 'Ada', lastName: 'Lovelace' }, 'borrow');
    const { idToken } = await googleIdToken({ email, name: 'Ada Lovelace', emailVerified: false });
    const signedUp = await api('POST', '/signUpWithOAuth', { body: { email, firstName: 'Ada', lastName: 'Lovelace', idToken } });
    expect(signedUp.status).toBe(200);
    expect((await storedRequest(sent.id)).recipientCustomerId).toBeNull();
    const answer = await v1('GET', `/loanRequest/${sent.id}`, { token: idToken });
    expect(answer.status).toBe(403);
    expect(detailOf(answer)).toMatch(/confirm your email address/);
  });
});

describe('each signature binds the whole agreement, parties included', () => {
  it('a recipient who renames themselves before signing voids the initiator’s signature; only her countersignature or her withdrawal follows', async () => {
    const [maya, daniel] = await Promise.all([person({ firstName: 'Maya' }), person({ firstName: 'Daniel' })]);
    const sent = await sentRequest(maya, daniel, 'borrow');
    await readyForRecipientSignature(daniel, sent.id);
    const renamed = await v1('PUT', '/customers/me', {
      token: daniel.token,
      body: { id: 'me', email: daniel.email, firstName: 'Totally', lastName: 'Different', phone: '+15415550100', address: { line1: '9 Elsewhere Rd', zipCode: '10001', city: 'New York', state: 'NY' } },
    });
    expect(renamed.status).toBe(200);
    const signed = await signAs({ ...daniel, fullName: 'Totally Different' }, sent.id);
    expect(signed.status).toBe(200);
    expect(signed.body).toMatchObject({ status: 'awaiting-countersignature', signatures: { initiator: null } });

    // Maya is told exactly who signed, and cannot be made to execute it without her say.
    const mayaView = await v1<LoanRequestResponse>('GET', `/loanRequest/${sent.id}`, { token: maya.token });
    expect(mayaView.body.countersignChanges).toContain('name: Daniel Okafor → Totally Different');
    const mail = (await mailTo(maya.email)).find((m) => m.message.subject === 'Please review and countersign your loan agreement');
    expect(mail?.message.text).toContain('name: Daniel Okafor → Totally Different');
    for (const who of [daniel, maya]) {
      const finalize = await v2('POST', `/loanRequests/${sent.id}/finalize`, { token: who.token });
      expect(finalize.status).toBe(409);
      expect(detailOf(finalize)).toBe("You can't finalize it while the loan request is waiting for the countersignature of the person who started it.");
    }
    expect((await admin().db.doc(`loans/${sent.id}`).get()).exists).toBe(false);

    const withdrawn = await v1<LoanRequestResponse>('DELETE', `/loanRequests/${sent.id}`, { token: maya.token });
    expect(withdrawn.body.status).toBe('deleted');
    expect((await mailTo(daniel.email)).map((m) => m.message.subject)).toContain('A loan request sent to you was withdrawn');
  });

  it('finalize says when the two signatures are not on the same text, and writes nothing', async () => {
    const [maya, daniel] = await Promise.all([person({ firstName: 'Maya' }), person({ firstName: 'Daniel' })]);
    const signed = await signedByRecipient(maya, daniel, 'borrow');
    await signAs(maya, signed.id);
    // What a tampered record would look like: the initiator's signature on another text.
    const ref = admin().db.doc(`loanRequests/${signed.id}`);
    const signatures = (await ref.get()).get('signatures') as { initiator: Record<string, unknown> };
    await ref.update({ signatures: { ...signatures, initiator: { ...signatures.initiator, documentSha256: '0'.repeat(64) } } });
    const answer = await v2('POST', `/loanRequests/${signed.id}/finalize`, { token: maya.token });
    expect(answer.status).toBe(409);
    expect(detailOf(answer)).toMatch(/^The two signatures are on different texts of the agreement \(000000000000… and [0-9a-f]{12}…\)/);
    expect((await ref.get()).get('status')).toBe('fully-signed');
    expect((await admin().db.doc(`loans/${signed.id}`).get()).exists).toBe(false);
  });
});

describe('executed documents are kept byte for byte', () => {
  async function agreementBytes(who: Person, id: string): Promise<Uint8Array> {
    const response = await fetch(`http://localhost:5000/api/v1/loanDocuments/${id}`, { headers: { authorization: `Bearer ${who.token}` } });
    expect(response.status).toBe(200);
    return new Uint8Array(await response.arrayBuffer());
  }

  it('serves the very PDF kept at execution, whatever the record or the code says later', async () => {
    const [maya, daniel] = await Promise.all([person({ firstName: 'Maya' }), person({ firstName: 'Daniel' })]);
    const done = await executed(maya, daniel, 'borrow');
    const kept = done.executedDocument!;
    const first = await agreementBytes(maya, done.id);
    expect(sha256(first)).toBe(kept.pdfSha256);
    const stored = (await admin().db.doc(`executedDocuments/${kept.id}`).get()).data() as Record<string, unknown>;
    expect(createHash('sha256').update(String(stored.canonicalText), 'utf8').digest('hex')).toBe(kept.textSha256);
    expect(kept.textSha256).toBe(done.signatures.initiator?.agreementSha256);

    // Anything that would change a new rendering (a clause, a rounding, a field) changes nothing served.
    await admin().db.doc(`loanRequests/${done.id}`).update({ 'loanProposalDetails.purpose': 'Rewritten after the fact' });
    const later = await agreementBytes(daniel, done.id);
    expect(Buffer.compare(Buffer.from(later), Buffer.from(first))).toBe(0);

    // A kept copy that no longer matches its fingerprint is never served.
    const chunk = admin().db.doc(`executedDocuments/${kept.id}/chunks/000`);
    const bytes = Buffer.from((await chunk.get()).get('bytes') as Uint8Array);
    bytes[bytes.length - 10] = (bytes[bytes.length - 10]! + 1) % 256;
    await chunk.update({ bytes });
    const tampered = await fetch(`http://localhost:5000/api/v1/loanDocuments/${done.id}`, { headers: { authorization: `Bearer ${maya.token}` } });
    expect(tampered.status).toBe(500);
  });

  it('keeps the executed gift letter the same way', async () => {
    const [maya, grace] = await Promise.all([giftPerson({ firstName: 'Maya' }), giftPerson({ firstName: 'Grace' })]);
    const signed = await fullySignedGift(maya, grace);
    const executedGift = await ok('finalize', { id: signed.id }, maya);
    const kept = executedGift.executedDocument!;
    expect(kept.textSha256).toBe(signed.signatures.donor?.documentSha256);
    const first = await ok<GiftDocumentResponse>('getDocument', { id: signed.id }, grace);
    expect(sha256(Buffer.from(first.base64, 'base64'))).toBe(kept.pdfSha256);
    await admin().db.doc(`giftRequests/${signed.id}`).update({ 'giftDetails.lenderName': 'Someone Else Bank' });
    const later = await ok<GiftDocumentResponse>('getDocument', { id: signed.id }, maya);
    expect(later.base64).toBe(first.base64);
  });
});

describe('the audit trail', () => {
  it('gives both parties every signature’s evidence and the whole log, and nobody else anything', async () => {
    const [maya, daniel, eve] = await Promise.all([person({ firstName: 'Maya' }), person({ firstName: 'Daniel' }), person({ firstName: 'Eve' })]);
    const done = await executed(maya, daniel, 'lend');
    for (const who of [maya, daniel]) {
      const trail = await v1<AuditTrailResponse>('GET', `/loanRequests/${done.id}/auditTrail`, { token: who.token });
      expect(trail.status).toBe(200);
      expect(trail.body).toMatchObject({ documentKind: 'loan-agreement', documentId: done.id, status: 'executed', currentSha256: done.agreementSha256, executedDocument: done.executedDocument });
      expect(trail.body.signatures.map((s) => [s.side, s.signerCustomerId, s.signerEmail, s.documentSha256])).toEqual([
        ['Borrower', daniel.uid, daniel.email, done.agreementSha256],
        ['Lender', maya.uid, maya.email, done.agreementSha256],
      ]);
      expect(trail.body.signatures[0]?.statements[0]?.text).toMatch(/^I, Daniel Okafor, sign this Promissory Note and Loan Agreement electronically/);
      expect(trail.body.events.map((e) => e.type)).toEqual([
        'create', 'review', 'accept-tos', 'sign', 'send', 'link-invitee', 'review', 'accept-tos', 'sign-for-countersignature', 'sign', 'finalize',
      ]);
    }
    expect((await v1('GET', `/loanRequests/${done.id}/auditTrail`, { token: eve.token })).status).toBe(403);

    const [buyer, donor] = await Promise.all([giftPerson({ firstName: 'Maya' }), giftPerson({ firstName: 'Grace' })]);
    const gift = await fullySignedGift(buyer, donor);
    const giftTrail = await ok<AuditTrailResponse>('getAuditTrail', { id: gift.id }, donor);
    expect(giftTrail.signatures.map((s) => s.side)).toEqual(['Gift Recipient', 'Donor']);
    expect((await callGift('getAuditTrail', { id: gift.id }, (await giftPerson({ firstName: 'Eve' })).token)).error?.status).toBe('PERMISSION_DENIED');
  });
});

describe('gift letters: the donor corrects their own details', () => {
  it('a donor invited by the buyer corrects the address the buyer typed; the buyer then countersigns the letter as corrected', async () => {
    const [maya, grace] = await Promise.all([giftPerson({ firstName: 'Maya' }), giftPerson({ firstName: 'Grace' })]);
    const created = await ok('create', {
      initiatorParty: 'gift-recipient',
      giftDetails: giftDetails(),
      donorRequestDetails: donorDetailsOf(grace, { address: { line1: '1 Wrong St', city: 'Bend', state: 'OR', zipCode: '97701' } }),
    }, maya);
    await ok('sign', await signData(created.id, maya), maya);
    await ok('send', { id: created.id, updateParty: { email: grace.email, firstName: grace.firstName, lastName: grace.lastName } }, maya);

    // She may correct her own details, never the gift.
    const gift = await callGift('update', { id: created.id, giftDetails: { amountCents: 100 } }, grace.token);
    expect(gift.error?.status).toBe('PERMISSION_DENIED');
    const corrected = await ok('update', { id: created.id, donorRequestDetails: { address: { line1: '15 Lakeview Dr', city: 'Bend', state: 'OR', zipCode: '97701' } } }, grace);
    expect(corrected).toMatchObject({ status: 'sent', donorRequestDetails: { address: { line1: '15 Lakeview Dr' } } });

    const signed = await ok('sign', await signData(created.id, grace), grace);
    expect(signed.status).toBe('awaiting-countersignature');
    const mayaView = await ok('get', { id: created.id }, maya);
    expect(mayaView.countersignChanges).toEqual(['address: 1 Wrong St, Bend, OR 97701 → 15 Lakeview Dr, Bend, OR 97701']);
    const countersigned = await ok('sign', await signData(created.id, maya), maya);
    expect(countersigned.status).toBe('fully-signed');
    expect((await ok('finalize', { id: created.id }, maya)).status).toBe('executed');
  });
});

describe('the one-off backfill of executed documents', () => {
  it('keeps a copy of an agreement executed before copies were kept, only when today’s code makes the very text signed', async () => {
    const [maya, daniel] = await Promise.all([person({ firstName: 'Maya' }), person({ firstName: 'Daniel' })]);
    const [reproducible, drifted] = await Promise.all([executed(maya, daniel, 'borrow'), executed(maya, daniel, 'lend')]);
    const { db } = admin();
    // As they were before documents were kept: no copy, no fingerprints on record.
    for (const done of [reproducible, drifted]) {
      const keptId = done.executedDocument!.id;
      await db.doc(`executedDocuments/${keptId}/chunks/000`).delete();
      await db.doc(`executedDocuments/${keptId}`).delete();
      await db.doc(`loanRequests/${done.id}`).update({ executedDocument: null });
      await db.doc(`loans/${done.id}`).update({ executedDocument: null });
    }
    // One whose record no longer produces the signed text (as after a clause changed).
    await db.doc(`loanRequests/${drifted.id}`).update({ 'loanProposalDetails.purpose': 'Not what was signed' });

    const result = await backfillExecutedDocuments(db, 'http://localhost:5000', '2026-11-24T12:00:00.000Z');
    expect(result.kept).toContain(`loan-agreement-${reproducible.id}`);
    expect(result.notReproducible).toContain(`loan-agreement-${drifted.id}`);

    const kept = (await v1<LoanRequestResponse>('GET', `/loanRequest/${reproducible.id}`, { token: maya.token })).body.executedDocument;
    expect(kept).toMatchObject({ textSha256: reproducible.agreementSha256, backfilledAt: '2026-11-24T12:00:00.000Z' });
    const response = await fetch(`http://localhost:5000/api/v1/loanDocuments/${reproducible.id}`, { headers: { authorization: `Bearer ${daniel.token}` } });
    expect(sha256(new Uint8Array(await response.arrayBuffer()))).toBe(kept!.pdfSha256);
    expect((await eventsOf('loanRequests', reproducible.id)).at(-1)?.type).toBe('backfill-executed-document');
    // The copy prints a code like any executed document, and the public check knows it.
    const checked = await api<{ pdfSha256: string }>('GET', `/verify/${kept!.verificationCode}`);
    expect(checked.body.pdfSha256).toBe(kept!.pdfSha256);

    // Nothing is made up for the other: marked, and no substitute handed out.
    expect((await storedRequest(drifted.id)).executedDocumentMissing).toMatchObject({ checkedAt: '2026-11-24T12:00:00.000Z' });
    expect((await v1('GET', `/loanDocuments/${drifted.id}`, { token: maya.token })).status).toBe(409);

    const again = await backfillExecutedDocuments(db, 'http://localhost:5000', '2026-11-25T12:00:00.000Z');
    expect(again.kept).not.toContain(`loan-agreement-${reproducible.id}`);
    expect(again.notReproducible).not.toContain(`loan-agreement-${drifted.id}`);
  });
});
