import { HttpsError } from 'firebase-functions/v2/https';
import { describe, expect, it } from 'vitest';
import { createGift, donorDetailsFromProfile, newGiftDocument } from './create-gift';
import { currentGiftLetter, readinessOf } from './current-gift-letter';
import type { GiftDependencies } from './gift-dependencies';
import { documentStatusOf, giftPdfInput } from './gift-document-pdf';
import { appBaseUrl, giftExecutedMails, giftRejectedMail, giftSentMail, giftWithdrawnMail } from './gift-mail';
import { giftResponse } from './gift-response';
import { contextOf, GRACE, MAYA, readyGiftDoc } from './gift-test-support';
import { decideOrRefuse } from './gift-transition';
import { isInvitedAndUnlinked, linkChanges } from './load-gift';
import { listedGifts } from './read-gifts';
import { refuseUnlessSignable, storedSignature } from './sign-gift';
import { mergedDetails } from './update-gift';

function caught(run: () => unknown): HttpsError {
  try {
    run();
  } catch (error) {
    if (error instanceof HttpsError) return error;
    throw error;
  }
  throw new Error('did not throw');
}

async function rejected(promise: Promise<unknown>): Promise<HttpsError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof HttpsError) return error;
    throw error;
  }
  throw new Error('did not reject');
}

const noFirestore: GiftDependencies = {
  firestore: () => {
    throw new Error('Firestore must not be touched');
  },
  environment: () => ({ onEmulators: true, appBaseUrl: 'http://app', recaptchaSecret: undefined, identityToolkitUrl: '', secureTokenUrl: '', webApiKey: undefined }),
};

describe('handlers check the caller and the data before reading anything', () => {
  it('unauthenticated, unverified and invalid data never reach Firestore', async () => {
    expect((await rejected(createGift(noFirestore, undefined, {}, { headers: {} }))).code).toBe('unauthenticated');
    const unverified = { uid: 'u', token: { email_verified: false } };
    expect((await rejected(createGift(noFirestore, unverified, {}, { headers: {} }))).code).toBe('permission-denied');
    const verified = { uid: 'u', token: { email_verified: true } };
    const invalid = await rejected(createGift(noFirestore, verified, { initiatorParty: 'uncle' }, { headers: {} }));
    expect(invalid.code).toBe('invalid-argument');
    expect(invalid.details).toEqual({ fields: [{ field: 'initiatorParty', message: invalid.message }] });
  });
});

describe('a new gift letter', () => {
  it('started by the buyer names them as the recipient from their profile', () => {
    const doc = newGiftDocument('g1', { initiatorParty: 'gift-recipient', giftDetails: {}, donorRequestDetails: {} }, MAYA, contextOf('maya'));
    expect(doc).toMatchObject({
      status: 'draft',
      eventCount: 1,
      partyIds: ['maya'],
      initiatorContact: { email: 'maya@example.com', firstName: 'Maya' },
      recipientDetails: { firstName: 'Maya', middleName: 'Adaeze', lastName: 'Okafor', source: 'profile', address: MAYA.address },
      donorRequestDetails: {},
    });
  });

  it('started by the donor fills their details from the profile, what they sent winning', () => {
    const doc = newGiftDocument(
      'g1',
      { initiatorParty: 'donor', giftDetails: {}, donorRequestDetails: { relationship: 'parent', phone: '+15035550100' } },
      GRACE,
      contextOf('grace'),
    );
    expect(doc.recipientDetails).toBeNull();
    expect(doc.donorRequestDetails).toEqual({
      firstName: 'Grace',
      lastName: 'Okafor',
      email: 'grace@example.com',
      phone: '+15035550100',
      address: { line1: '15 Lakeview Dr', line2: 'Unit 2', city: 'Bend', state: 'OR', zipCode: '97701' },
      relationship: 'parent',
    });
    const noAddress = donorDetailsFromProfile({}, { ...GRACE, address: { ...GRACE.address, state: '' } });
    expect(noAddress.address).toBeUndefined();
  });
});

describe('updates, readiness and signing rules', () => {
  it('merges a step into the draft, keeping what it leaves out', () => {
    const doc = readyGiftDoc();
    const merged = mergedDetails(doc, { giftDetails: { amountCents: 100_000 }, donorRequestDetails: { relationship: 'sibling' } });
    expect(merged.giftDetails).toMatchObject({ amountCents: 100_000, transferDate: '2026-05-01' });
    expect(merged.donorRequestDetails).toMatchObject({ firstName: 'Grace', relationship: 'sibling' });
  });

  it('knows what is missing before anyone can sign', () => {
    expect(readinessOf(readyGiftDoc()).ready).toBe(true);
    const partial = readinessOf(readyGiftDoc({ giftDetails: { amountCents: 100_000 } }));
    expect(partial.ready).toBe(false);
    if (!partial.ready) expect(partial.missing.map((f) => f.field)).toEqual(['giftDetails.transferDate', 'giftDetails.transferStatus', 'giftDetails.source', 'giftDetails.propertyAddress']);
    expect(currentGiftLetter(readyGiftDoc({ giftDetails: {} }))).toBeNull();
  });

  it('hashes the letter as it stands; the recipient changes the full text, not the gift', () => {
    const named = currentGiftLetter(readyGiftDoc())!;
    const unnamed = currentGiftLetter(readyGiftDoc({ recipientDetails: null }))!;
    expect(named.documentSha256).toMatch(/^[0-9a-f]{64}$/);
    expect(named.documentSha256).not.toBe(unnamed.documentSha256);
    expect(named.termsSha256).toBe(unnamed.termsSha256);
  });

  it('refuses a typed name that is not the profile name, or not the donor the letter names', () => {
    const doc = readyGiftDoc();
    const notMe = caught(() => refuseUnlessSignable({ typedFullName: 'Grace Okafor' }, MAYA, 'gift-recipient', doc));
    expect(notMe.code).toBe('invalid-argument');
    expect(notMe.details).toEqual({ fields: [{ field: 'signatureData.typedFullName', message: notMe.message }] });
    expect(notMe.message).toContain('Maya Adaeze Okafor');
    expect(() => refuseUnlessSignable({ typedFullName: 'maya a. okafor' }, MAYA, 'gift-recipient', doc)).not.toThrow();

    const gracie = { ...GRACE, firstName: 'Gracie' };
    const notNamed = caught(() => refuseUnlessSignable({ typedFullName: 'Gracie Okafor' }, gracie, 'donor', doc));
    expect(notNamed.message).toMatch(/names the donor as Grace Okafor/);
    expect(() => refuseUnlessSignable({ typedFullName: 'Grace Okafor' }, GRACE, 'donor', doc)).not.toThrow();
  });

  it('requires a complete address of the gift recipient, not of the donor', () => {
    const homeless = { ...MAYA, address: { ...MAYA.address, line1: '' } };
    const error = caught(() => refuseUnlessSignable({ typedFullName: 'Maya Okafor' }, homeless, 'gift-recipient', readyGiftDoc()));
    expect(error.details).toEqual({ fields: [{ field: 'profile.address', message: error.message }] });
    const donorWithout = { ...GRACE, address: { ...GRACE.address, line1: '' } };
    expect(() => refuseUnlessSignable({ typedFullName: 'Grace Okafor' }, donorWithout, 'donor', readyGiftDoc())).not.toThrow();
  });

  it('stores the signature with both acknowledgements and where it came from', () => {
    const current = currentGiftLetter(readyGiftDoc())!;
    expect(storedSignature({ typedFullName: 'Maya Okafor' }, current, contextOf('maya'))).toEqual({
      signedAt: '2026-03-01T12:00:00.000Z',
      typedFullName: 'Maya Okafor',
      hasDrawnSignature: false,
      documentSha256: current.documentSha256,
      termsSha256: current.termsSha256,
      signerCustomerId: 'maya',
      ip: '203.0.113.9',
      userAgent: 'vitest',
      consentToElectronicRecords: true,
      confirmNoRepaymentExpected: true,
      drawnSignaturePng: null,
    });
  });

  it('refuses transitions as the machine says', () => {
    expect(decideOrRefuse({ doc: readyGiftDoc(), role: 'initiator' }, 'sign').next).toBe('initiator-signed');
    expect(caught(() => decideOrRefuse({ doc: readyGiftDoc(), role: 'initiator' }, 'finalize')).code).toBe('failed-precondition');
    expect(caught(() => decideOrRefuse({ doc: readyGiftDoc({ status: 'sent' }), role: 'invitee' }, 'update')).code).toBe('permission-denied');
  });
});

describe('the invitee', () => {
  it('is linked by a verified email that matches, never the initiator, never on a deleted letter', () => {
    const sent = readyGiftDoc({ status: 'sent', inviteeEmail: 'grace@example.com' });
    expect(isInvitedAndUnlinked(sent, { uid: 'grace', email: 'grace@example.com' })).toBe(true);
    expect(isInvitedAndUnlinked(sent, { uid: 'grace', email: 'other@example.com' })).toBe(false);
    expect(isInvitedAndUnlinked(sent, { uid: 'maya', email: 'grace@example.com' })).toBe(false);
    expect(isInvitedAndUnlinked({ ...sent, inviteeCustomerId: 'x' }, { uid: 'grace', email: 'grace@example.com' })).toBe(false);
    expect(isInvitedAndUnlinked({ ...sent, status: 'deleted' }, { uid: 'grace', email: 'grace@example.com' })).toBe(false);
    expect(linkChanges(sent, 'grace')).toEqual({ inviteeCustomerId: 'grace', partyIds: ['maya', 'grace'] });
  });
});

describe('the response', () => {
  const sent = readyGiftDoc({ status: 'sent', inviteeCustomerId: 'grace', inviteeEmail: 'grace@example.com', inviteeName: { firstName: 'Grace', lastName: 'Okafor' } });

  it('gives each side its role, party and next actions', () => {
    expect(giftResponse(sent, 'initiator')).toMatchObject({ yourRole: 'initiator', yourParty: 'gift-recipient', availableActions: ['update', 'send', 'delete'] });
    expect(giftResponse(sent, 'invitee')).toMatchObject({ yourRole: 'invitee', yourParty: 'donor', availableActions: ['sign', 'reject'] });
  });

  it('tells only the donor about Form 709, and only over the exclusion', () => {
    expect(giftResponse(sent, 'invitee').giftTaxNotice).toMatch(/Form 709/);
    expect(giftResponse(sent, 'initiator').giftTaxNotice).toBeNull();
    const small = { ...sent, giftDetails: { ...sent.giftDetails, amountCents: 1_000_000 } };
    expect(giftResponse(small, 'invitee').giftTaxNotice).toBeNull();
  });

  it('keeps the audit details (IP, user agent, drawn image) out', () => {
    const current = currentGiftLetter(sent)!;
    const signature = { ...storedSignature({ typedFullName: 'Maya Okafor', drawnSignaturePng: 'data:image/png;base64,iVBORw0KGgo' }, current, contextOf('maya')) };
    const response = giftResponse({ ...sent, signatures: { donor: null, giftRecipient: signature } }, 'invitee');
    expect(response.signatures.giftRecipient).toEqual({
      signedAt: signature.signedAt,
      typedFullName: 'Maya Okafor',
      hasDrawnSignature: true,
      documentSha256: current.documentSha256,
      termsSha256: current.termsSha256,
    });
    expect(JSON.stringify(response)).not.toMatch(/203\.0\.113\.9|vitest|iVBORw0KGgo/);
  });

  it('lists the newest first, without deleted letters', () => {
    const docs = [readyGiftDoc({ id: 'a', updatedAt: '2026-01-01' }), readyGiftDoc({ id: 'b', updatedAt: '2026-02-01' }), readyGiftDoc({ id: 'c', status: 'deleted' })];
    expect(listedGifts(docs).map((d) => d.id)).toEqual(['b', 'a']);
  });
});

describe('the PDF input and the mail', () => {
  it('says how far the letter is, and lists the signatures in signing order', () => {
    const current = currentGiftLetter(readyGiftDoc())!;
    const donor = storedSignature({ typedFullName: 'Grace Okafor' }, current, contextOf('grace', '2026-03-02T00:00:00.000Z'));
    const recipient = storedSignature({ typedFullName: 'Maya Okafor' }, current, contextOf('maya', '2026-03-01T00:00:00.000Z'));
    const both = readyGiftDoc({ status: 'fully-signed', signatures: { donor, giftRecipient: recipient } });
    expect(documentStatusOf(readyGiftDoc())).toBe('draft');
    expect(documentStatusOf({ ...both, signatures: { donor: null, giftRecipient: recipient } })).toBe('signed-by-one');
    expect(documentStatusOf(both)).toBe('signed-by-both');
    expect(documentStatusOf({ ...both, status: 'executed' })).toBe('executed');
    const input = giftPdfInput(both, current, '2026-03-03T00:00:00.000Z');
    expect(input.signatures.map((s) => [s.party, s.name])).toEqual([
      ['gift-recipient', 'Maya Adaeze Okafor'],
      ['donor', 'Grace Okafor'],
    ]);
  });

  it('mails the invitee, the initiator and both at the right moments, with links into the app', () => {
    const base = appBaseUrl(noFirestore.environment());
    const sent = readyGiftDoc({ status: 'sent', inviteeEmail: 'grace@example.com', inviteeName: { firstName: 'Grace', lastName: 'Okafor' } });
    expect(giftSentMail(sent, base)).toMatchObject({ to: 'grace@example.com' });
    expect(giftSentMail(sent, base)?.text).toContain('http://app/g1/gift-review');
    expect(giftWithdrawnMail(sent, base, 'deleted')?.subject).toBe('Maya Okafor withdrew their gift letter');
    expect(giftRejectedMail({ ...sent, rejectionReason: 'No' }, base)).toMatchObject({ to: 'maya@example.com' });
    expect(giftExecutedMails(sent, base).map((m) => m.to)).toEqual(['maya@example.com', 'grace@example.com']);
    expect(giftSentMail(readyGiftDoc(), base)).toBeNull();
  });
});

