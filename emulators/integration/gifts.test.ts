import {
  esignConsent,
  giftNoRepaymentConfirmation,
  giftSignatureStatement,
  MORTGAGE_FRAUD_WARNING,
  NO_REPAYMENT_STATEMENT,
  termsOfServiceAcceptance,
  TERMS_OF_SERVICE_VERSION,
  type GiftDocumentResponse,
  type GiftListResponse,
} from '@kinloan/domain';
import { describe, expect, it } from 'vitest';
import { parsePdf } from '../../functions/src/documents/pdf-reader-test-support';
import { admin, mailTo, uniqueEmail } from './support/api';
import {
  bogusGiftId,
  callGift,
  donorDetailsOf,
  DRAWN_SIGNATURE,
  giftDetails,
  giftEvents,
  giftPerson,
  ok,
  sentByRecipient,
  signData,
} from './support/gifts';

const flat = (text: string) => text.replace(/\s+/g, ' ');

describe('gift letters: the buyer asks a relative', () => {
  it('create → update → sign → send → the donor signs → finalize, with mail, events and the final PDF', { timeout: 60_000 }, async () => {
    const [maya, grace] = await Promise.all([giftPerson({ firstName: 'Maya' }), giftPerson({ firstName: 'Grace' })]);

    const created = await ok('create', { initiatorParty: 'gift-recipient', giftDetails: { amountCents: 2_000_000 } }, maya);
    expect(created).toMatchObject({
      status: 'draft',
      initiatorParty: 'gift-recipient',
      yourRole: 'initiator',
      yourParty: 'gift-recipient',
      initiatingCustomerId: maya.uid,
      inviteeCustomerId: null,
      inviteeEmail: null,
      giftDetails: { amountCents: 2_000_000 },
      recipientDetails: { firstName: 'Maya', lastName: 'Okafor', source: 'profile', address: { line1: '1420 SE Alder St' } },
      signatures: { donor: null, giftRecipient: null },
      readyToSign: false,
      documentSha256: null,
      giftTaxNotice: null, // the recipient is never shown the donor's Form 709 notice
    });
    expect(created.missingFields.map((f) => f.field)).toContain('giftDetails.transferDate');
    expect(created.availableActions).toEqual(['update', 'sign', 'delete']);

    // Saved step by step: each step's fields, the rest kept.
    await ok('update', { id: created.id, giftDetails: giftDetails() }, maya);
    const updated = await ok('update', { id: created.id, donorRequestDetails: donorDetailsOf(grace) }, maya);
    expect(updated).toMatchObject({ readyToSign: true, missingFields: [], giftDetails: { amountCents: 2_500_000, transferStatus: 'planned' } });
    expect(updated.donorRequestDetails).toMatchObject({ firstName: 'Grace', phone: '+15415550188', relationship: 'parent' });
    expect(updated.documentSha256).toMatch(/^[0-9a-f]{64}$/);

    const signed = await ok('sign', await signData(created.id, maya, { signatureData: { typedFullName: 'maya  okafor', drawnSignaturePng: DRAWN_SIGNATURE } }), maya);
    expect(signed.status).toBe('initiator-signed');
    expect(signed.signatures.giftRecipient).toMatchObject({ typedFullName: 'maya okafor', hasDrawnSignature: true, documentSha256: updated.documentSha256 });
    expect(signed.recipientDetails?.source).toBe('signature');

    const sent = await ok('send', { id: created.id, updateParty: { email: grace.email.toUpperCase(), firstName: 'Grace', lastName: 'Okafor' } }, maya);
    // Nobody is linked by sending: the invitee is whoever opens it with that email, verified.
    expect(sent).toMatchObject({ status: 'sent', inviteeEmail: grace.email, inviteeCustomerId: null, inviteeName: { firstName: 'Grace', lastName: 'Okafor' } });

    const [invite] = await mailTo(grace.email);
    expect(invite?.message.subject).toBe('You have a gift letter to sign on Kinloan');
    expect(invite?.message.text).toContain(`http://localhost:5000/${created.id}/gift-review`);
    expect(invite?.message.text).toContain('$25,000.00');

    // The donor's view: their side, the Form 709 notice (over the 2026 exclusion), and what they can do.
    const donorView = await ok('get', { id: created.id }, grace);
    expect(donorView).toMatchObject({ yourRole: 'invitee', yourParty: 'donor', availableActions: ['update-invitee-details', 'sign', 'reject'] });
    expect(donorView.giftTaxNotice).toMatch(/Form 709/);
    const listed = await ok<GiftListResponse>('list', {}, grace);
    expect(listed.gifts.map((g) => g.id)).toContain(created.id);

    const donorSigned = await ok('sign', await signData(created.id, grace), grace);
    // Grace signed the very letter Maya signed (her details as Maya gave them): complete.
    expect(donorSigned.status).toBe('fully-signed');
    expect(donorSigned.signatures.donor?.documentSha256).toBe(signed.signatures.giftRecipient?.documentSha256);
    expect((await mailTo(maya.email)).map((m) => m.message.subject)).toContain('Your gift letter was signed');

    // Only Maya, who started it and signed last in effect, finalizes it.
    expect((await callGift('finalize', { id: created.id }, grace.token)).error?.status).toBe('PERMISSION_DENIED');
    const executed = await ok('finalize', { id: created.id }, maya);
    expect(executed).toMatchObject({ status: 'executed', availableActions: [] });
    expect(executed.executedAt).not.toBeNull();
    for (const email of [maya.email, grace.email]) {
      expect((await mailTo(email)).filter((m) => m.message.subject === 'Your gift letter is signed and final')).toHaveLength(1);
    }

    const events = await giftEvents(created.id);
    expect(events.map((e) => [e.docId, e.type, e.party, e.toStatus])).toEqual([
      ['000001', 'create', 'gift-recipient', 'draft'],
      ['000002', 'update', 'gift-recipient', 'draft'],
      ['000003', 'update', 'gift-recipient', 'draft'],
      ['000004', 'sign', 'gift-recipient', 'initiator-signed'],
      ['000005', 'send', 'gift-recipient', 'sent'],
      // The donor's first look made her the invitee: an event of its own, with the email it was sent to.
      ['000006', 'link-invitee', 'donor', 'sent'],
      ['000007', 'sign', 'donor', 'fully-signed'],
      ['000008', 'finalize', 'gift-recipient', 'executed'],
    ]);
    expect(events[5]).toMatchObject({ actorCustomerId: grace.uid, role: 'invitee', details: { email: grace.email, customerId: grace.uid } });
    const donorSignEvent = events[6]!;
    expect(donorSignEvent).toMatchObject({ actorCustomerId: grace.uid, role: 'invitee', userAgent: 'node' });
    expect(donorSignEvent.ip).not.toBe('');
    // What Grace affirmed, word for word as her page showed it, with who she was signed in as.
    expect(donorSignEvent.details).toMatchObject({
      signerEmail: grace.email,
      statements: [
        giftSignatureStatement('Grace Okafor', 'donor'),
        giftNoRepaymentConfirmation('donor'),
        esignConsent('letter'),
        termsOfServiceAcceptance(),
      ],
      termsOfServiceVersion: TERMS_OF_SERVICE_VERSION,
      documentSha256: donorSigned.signatures.donor?.documentSha256,
    });

    // The executed letter, parsed back.
    const document = await ok<GiftDocumentResponse>('getDocument', { id: created.id }, maya);
    expect(document).toMatchObject({ filename: `kinloan-gift-letter-${created.id}.pdf`, contentType: 'application/pdf' });
    const pdf = await parsePdf(new Uint8Array(Buffer.from(document.base64, 'base64')));
    const text = flat(pdf.text);
    expect(pdf.pages.length).toBeLessThanOrEqual(2);
    for (const expected of [
      'Gift Letter',
      `GL-${created.id}`,
      'Grace Okafor',
      '15 Lakeview Dr, Bend, OR 97701',
      '(541) 555-0188',
      'Relationship to the gift recipient: Parent',
      'Maya Okafor',
      '1420 SE Alder St, Portland, OR 97214',
      '$25,000.00 (Twenty-Five Thousand Dollars and 00/100)',
      'On or before May 1, 2026',
      '742 Evergreen Ter, Springfield, OR 97477',
      'Rocket Mortgage',
      NO_REPAYMENT_STATEMENT,
      MORTGAGE_FRAUD_WARNING.slice(0, 60),
      'Form 709',
      'Electronic signature audit trail',
      executed.documentSha256!,
      donorSigned.signatures.donor!.documentSha256,
      'Signed by the donor and the gift recipient, final',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain('DRAFT');
    expect(pdf.imagesPerPage.reduce((a, b) => a + b, 0)).toBe(1);
  });
});

describe('gift letters: the relative offers, to someone who signs up later', () => {
  it('links the invitee on gifts-list, and the recipient signs over the gift the donor signed', { timeout: 60_000 }, async () => {
    const grace = await giftPerson({ firstName: 'Grace' });
    const laterEmail = uniqueEmail('zoe');

    const created = await ok('create', { initiatorParty: 'donor', giftDetails: giftDetails({ amountCents: 1_500_000 }), donorRequestDetails: { relationship: 'aunt-or-uncle' } }, grace);
    // The donor's own details come from their profile.
    expect(created).toMatchObject({
      yourParty: 'donor',
      recipientDetails: null,
      readyToSign: true,
      giftTaxNotice: null, // under the exclusion
      donorRequestDetails: { firstName: 'Grace', lastName: 'Okafor', phone: '+15035550142', relationship: 'aunt-or-uncle', address: { line1: '1420 SE Alder St' } },
    });
    const donorSigned = await ok('sign', await signData(created.id, grace), grace);
    const sent = await ok('send', { id: created.id, updateParty: { email: laterEmail, firstName: 'Zoe', lastName: 'Brien' } }, grace);
    expect(sent).toMatchObject({ status: 'sent', inviteeCustomerId: null, inviteeEmail: laterEmail, recipientDetails: { firstName: 'Zoe', source: 'invitation', address: null } });
    const [invite] = await mailTo(laterEmail);
    expect(invite?.message.subject).toBe('You have a gift letter to sign on Kinloan');
    expect(invite?.message.text).toContain('is giving you a gift of $15,000.00');

    // Zoe signs up with that email (verified), then lists her gift letters: linked.
    const zoe = await giftPerson({ firstName: 'Zoe', lastName: 'Brien', email: laterEmail });
    const listed = await ok<GiftListResponse>('list', undefined, zoe);
    const mine = listed.gifts.find((g) => g.id === created.id);
    expect(mine).toMatchObject({ yourRole: 'invitee', yourParty: 'gift-recipient', inviteeCustomerId: zoe.uid });
    expect((await admin().db.doc(`giftRequests/${created.id}`).get()).get('partyIds')).toEqual([grace.uid, zoe.uid]);

    const signed = await ok('sign', await signData(created.id, zoe), zoe);
    // The donor signed before the recipient was named: Zoe's signature covers another text, so
    // Grace's is void and she countersigns the final letter, with Zoe's details in it.
    expect(signed.status).toBe('awaiting-countersignature');
    expect(signed.recipientDetails).toMatchObject({ firstName: 'Zoe', lastName: 'Brien', source: 'signature', address: { city: 'Portland' } });
    expect(signed.signatures.giftRecipient?.documentSha256).not.toBe(donorSigned.signatures.donor?.documentSha256);
    expect(signed.signatures.donor).toBeNull();
    const graceView = await ok('get', { id: created.id }, grace);
    expect(graceView.countersignChanges).toEqual([expect.stringMatching(/^address: \(not given\) → /)]);
    expect((await mailTo(grace.email)).map((m) => m.message.subject)).toContain('Please review and countersign your gift letter');
    const countersigned = await ok('sign', await signData(created.id, grace), grace);
    expect(countersigned.status).toBe('fully-signed');
    expect(countersigned.signatures.donor?.documentSha256).toBe(signed.signatures.giftRecipient?.documentSha256);

    const executed = await ok('finalize', { id: created.id }, grace);
    expect(executed.status).toBe('executed');
    const document = await ok<GiftDocumentResponse>('getDocument', { id: created.id }, grace);
    const text = flat((await parsePdf(new Uint8Array(Buffer.from(document.base64, 'base64')))).text);
    expect(text).toContain('Zoe Brien');
    expect(text).toContain('Relationship to the gift recipient: Aunt or uncle');
    expect(text).not.toContain('Form 709');
  });

  it('links an invitee who opens the letter with gifts-get', async () => {
    const grace = await giftPerson({ firstName: 'Grace' });
    const email = uniqueEmail('late');
    const created = await ok('create', { initiatorParty: 'donor', giftDetails: giftDetails(), donorRequestDetails: { relationship: 'parent' } }, grace);
    await ok('sign', await signData(created.id, grace), grace);
    await ok('send', { id: created.id, updateParty: { email, firstName: 'Lee', lastName: 'Park' } }, grace);
    const lee = await giftPerson({ firstName: 'Lee', lastName: 'Park', email });
    const view = await ok('get', { id: created.id }, lee);
    expect(view).toMatchObject({ yourRole: 'invitee', inviteeCustomerId: lee.uid, giftTaxNotice: null });
  });
});

describe('gift letters: changes, rejection and deletion', () => {
  it('an update after sending voids the signature and tells the invitee; a rejection tells the initiator why', { timeout: 60_000 }, async () => {
    const [maya, grace] = await Promise.all([giftPerson({ firstName: 'Maya' }), giftPerson({ firstName: 'Grace' })]);
    const sent = await sentByRecipient(maya, grace);
    await ok('get', { id: sent.id }, grace);

    const changed = await ok('update', { id: sent.id, giftDetails: { amountCents: 3_000_000 } }, maya);
    expect(changed).toMatchObject({ status: 'draft', signatures: { donor: null, giftRecipient: null } });
    expect((await mailTo(grace.email)).map((m) => m.message.subject)).toContain('A gift letter sent to you is being changed');
    // Still readable by the invitee who opened it, but a draft is the initiator's to sign first.
    expect((await ok('get', { id: sent.id }, grace)).availableActions).toEqual([]);
    const refused = await callGift('sign', await signData(sent.id, grace), grace.token);
    expect(refused.error).toMatchObject({
      status: 'PERMISSION_DENIED',
      message: 'Only the person who started the gift letter can sign it while the gift letter is still a draft.',
    });

    await ok('sign', await signData(sent.id, maya), maya);
    await ok('send', { id: sent.id, updateParty: { email: grace.email, firstName: 'Grace', lastName: 'Okafor' } }, maya);
    const reason = 'This is a loan, I want it back <b>by 2030</b>';
    const rejected = await ok('reject', { id: sent.id, rejectionReason: reason }, grace);
    expect(rejected).toMatchObject({ status: 'rejected', rejectionReason: reason });
    const mail = (await mailTo(maya.email)).find((m) => m.message.subject === 'Your gift letter was declined');
    expect(mail?.message.text).toContain(`> ${reason}`);
    expect(mail?.message.html).toContain('&lt;b&gt;by 2030&lt;/b&gt;');
    expect(mail?.message.html).not.toContain('<b>');

    // The initiator may revise a rejected letter; re-sending clears the old reason.
    const revised = await ok('update', { id: sent.id, giftDetails: { amountCents: 2_000_000 } }, maya);
    expect(revised.status).toBe('draft');
    await ok('sign', await signData(sent.id, maya), maya);
    const resent = await ok('send', { id: sent.id, updateParty: { email: grace.email, firstName: 'Grace', lastName: 'Okafor' } }, maya);
    expect(resent.rejectionReason).toBeNull();

    const deleted = await ok('delete', { id: sent.id }, maya);
    expect(deleted.status).toBe('deleted');
    expect((await mailTo(grace.email)).map((m) => m.message.subject)).toContain('A gift letter sent to you was withdrawn');
    expect((await ok<GiftListResponse>('list', {}, maya)).gifts.map((g) => g.id)).not.toContain(sent.id);
    const document = await callGift('getDocument', { id: sent.id }, maya.token);
    expect(document.error).toMatchObject({ status: 'FAILED_PRECONDITION', message: 'This gift letter was deleted.' });
  });
});

describe('gift letters: every refusal has the right code', () => {
  it('unauthenticated, unverified, invalid data, unknown ids, outsiders, the wrong party and the wrong state', { timeout: 60_000 }, async () => {
    const [maya, grace, outsider, unverified] = await Promise.all([
      giftPerson({ firstName: 'Maya' }),
      giftPerson({ firstName: 'Grace' }),
      giftPerson({ firstName: 'Otto' }),
      giftPerson({ firstName: 'Una', verified: false }),
    ]);

    const noToken = await callGift('create', { initiatorParty: 'donor' }, null);
    expect(noToken).toMatchObject({ httpStatus: 401, error: { status: 'UNAUTHENTICATED', message: 'Please sign in to work with gift letters.' } });
    const badToken = await callGift('list', {}, 'not-a-token');
    expect(badToken).toMatchObject({ httpStatus: 401, error: { status: 'UNAUTHENTICATED' } });

    const notVerified = await callGift('create', { initiatorParty: 'donor' }, unverified.token);
    expect(notVerified).toMatchObject({ httpStatus: 403, error: { status: 'PERMISSION_DENIED' } });
    expect(notVerified.error?.message).toMatch(/confirm your email address/);
    expect(notVerified.error?.details).toEqual({ reason: 'email-not-verified' });

    const badParty = await callGift('create', { initiatorParty: 'uncle' }, maya.token);
    expect(badParty).toMatchObject({ httpStatus: 400, error: { status: 'INVALID_ARGUMENT' } });
    expect(badParty.error?.details?.fields).toEqual([
      { field: 'initiatorParty', message: 'Whether you are the donor or the gift recipient must be "donor" or "gift-recipient".' },
    ]);
    const badAmount = await callGift('create', { initiatorParty: 'donor', giftDetails: { amountCents: 12.5 } }, maya.token);
    expect(badAmount.error?.details?.fields?.[0]).toEqual({ field: 'giftDetails.amountCents', message: 'Gift amount must be a whole number of cents.' });
    const notObject = await callGift('create', 'a gift', maya.token);
    expect(notObject.error).toMatchObject({ status: 'INVALID_ARGUMENT', details: { fields: [{ field: 'data' }] } });

    const unknown = await callGift('get', { id: bogusGiftId() }, maya.token);
    expect(unknown).toMatchObject({ httpStatus: 404, error: { status: 'NOT_FOUND' } });
    const badId = await callGift('finalize', { id: '../customers/x' }, maya.token);
    expect(badId.error?.details?.fields?.[0]?.field).toBe('id');

    const created = await ok('create', { initiatorParty: 'gift-recipient', giftDetails: giftDetails(), donorRequestDetails: donorDetailsOf(grace) }, maya);
    const peek = await callGift('get', { id: created.id }, outsider.token);
    expect(peek).toMatchObject({ httpStatus: 403, error: { status: 'PERMISSION_DENIED', message: 'Only the two people on this gift letter can see it or act on it.' } });
    expect((await callGift('getDocument', { id: created.id }, outsider.token)).error?.status).toBe('PERMISSION_DENIED');

    // The draft PDF is there for the initiator, watermarked.
    const draftPdf = await ok<GiftDocumentResponse>('getDocument', { id: created.id }, maya);
    expect((await parsePdf(new Uint8Array(Buffer.from(draftPdf.base64, 'base64')))).text).toContain('DRAFT');

    const early = await callGift('finalize', { id: created.id }, maya.token);
    expect(early).toMatchObject({ httpStatus: 400, error: { status: 'FAILED_PRECONDITION', message: "You can't finalize it while the gift letter is still a draft." } });
    const earlySend = await callGift('send', { id: created.id, updateParty: { email: grace.email, firstName: 'Grace', lastName: 'Okafor' } }, maya.token);
    expect(earlySend.error?.status).toBe('FAILED_PRECONDITION');

    const wrongName = await callGift('sign', await signData(created.id, { ...maya, fullName: 'Grace Okafor' }), maya.token);
    expect(wrongName.error?.status).toBe('INVALID_ARGUMENT');
    expect(wrongName.error?.details?.fields?.[0]?.field).toBe('signatureData.typedFullName');
    const noAck = await callGift('sign', await signData(created.id, maya, { confirmNoRepaymentExpected: false }), maya.token);
    expect(noAck.error?.details?.fields?.[0]).toMatchObject({ field: 'confirmNoRepaymentExpected' });
    expect(noAck.error?.message).toMatch(/mortgage fraud/);

    await ok('sign', await signData(created.id, maya), maya);
    const toSelf = await callGift('send', { id: created.id, updateParty: { email: maya.email, firstName: 'Maya', lastName: 'Okafor' } }, maya.token);
    expect(toSelf.error?.details?.fields?.[0]).toEqual({
      field: 'updateParty.email',
      message: 'That is your own email. Enter the email of the person giving you the gift.',
    });
    await ok('send', { id: created.id, updateParty: { email: grace.email, firstName: 'Grace', lastName: 'Okafor' } }, maya);

    // The invitee may not edit or delete; the initiator may not sign twice or reject.
    const inviteeEdits = await callGift('update', { id: created.id, giftDetails: { amountCents: 100 } }, grace.token);
    expect(inviteeEdits).toMatchObject({ httpStatus: 403, error: { status: 'PERMISSION_DENIED' } });
    expect((await callGift('delete', { id: created.id }, grace.token)).error?.status).toBe('PERMISSION_DENIED');
    expect((await callGift('reject', { id: created.id, rejectionReason: 'no' }, maya.token)).error?.status).toBe('PERMISSION_DENIED');
    expect((await callGift('reject', { id: created.id, rejectionReason: '' }, grace.token)).error?.details?.fields?.[0]?.field).toBe('rejectionReason');

    // A donor must be the donor the letter names, and consent.
    const notNamedDonor = await callGift('sign', await signData(created.id, { ...grace, fullName: 'Grace Okafor' }, { consentToElectronicRecords: false }), grace.token);
    expect(notNamedDonor.error?.details?.fields?.[0]?.field).toBe('consentToElectronicRecords');

    await ok('sign', await signData(created.id, grace), grace);
    expect((await callGift('delete', { id: created.id }, maya.token)).error?.status).toBe('FAILED_PRECONDITION');
    await ok('finalize', { id: created.id }, maya);
    const again = await callGift('finalize', { id: created.id }, grace.token);
    expect(again.error).toMatchObject({ status: 'FAILED_PRECONDITION', message: "You can't finalize it while the gift letter is already finalized." });
  });

  it('refuses a donor whose name is not the one the letter gives, and a recipient without an address', async () => {
    const [maya, grace] = await Promise.all([giftPerson({ firstName: 'Maya', withAddress: false }), giftPerson({ firstName: 'Grace' })]);
    const created = await ok('create', { initiatorParty: 'gift-recipient', giftDetails: giftDetails(), donorRequestDetails: donorDetailsOf({ firstName: 'Gracie', lastName: 'Okafor' }) }, maya);
    const noAddress = await callGift('sign', await signData(created.id, maya), maya.token);
    expect(noAddress.error?.details?.fields?.[0]?.field).toBe('profile.address');
    await admin().db.doc(`customers/${maya.uid}`).update({ address: { line1: '1 Main St', line2: '', city: 'Salem', state: 'OR', zipCode: '97301' } });
    await ok('sign', await signData(created.id, maya), maya);
    await ok('send', { id: created.id, updateParty: { email: grace.email, firstName: 'Grace', lastName: 'Okafor' } }, maya);
    const mismatch = await callGift('sign', await signData(created.id, grace), grace.token);
    expect(mismatch.error?.details?.fields?.[0]?.field).toBe('signatureData.typedFullName');
    expect(mismatch.error?.message).toMatch(/names the donor as Gracie Okafor/);
  });
});
