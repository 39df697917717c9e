import { describe, expect, it } from 'vitest';
import { giftNoRepaymentConfirmation } from '@kinloan/domain';
import { listedGifts } from '../commands/gift/read';
import { donorDetailsFromProfile, newGiftDocument } from '../commands/gift/create';
import { refuseUnlessSignable } from '../commands/gift/sign';
import { storedSignature } from '../signing/signature-evidence';
import { mergedDetails } from '../commands/gift/update';
import { AppError } from '../platform/app-error';
import { currentGiftLetter, readinessOf } from './current-gift-letter';
import { decideOrRefuse, GIFT_LETTERS, GIFT_MAIL } from './gift-kind';
import { giftExecutedMail, giftRejectedMail, giftSentMail, giftWithdrawnMail } from './gift-mail';
import { documentStatusOf, giftPdfInput } from './gift-pdf-input';
import { giftResponse } from './gift-response';
import { contextOf, GRACE, MAYA, readyGiftDoc } from './gift-test-support';

function caught(run: () => unknown): AppError {
  try {
    run();
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  throw new Error('did not throw');
}

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

  it('hashes the letter as it stands, the recipient included', () => {
    const named = currentGiftLetter(readyGiftDoc())!;
    const unnamed = currentGiftLetter(readyGiftDoc({ recipientDetails: null }))!;
    expect(named.documentSha256).toMatch(/^[0-9a-f]{64}$/);
    expect(named.documentSha256).not.toBe(unnamed.documentSha256);
  });

  it('refuses a typed name that is not the profile name, or not the donor the letter names', () => {
    const doc = readyGiftDoc();
    const notMe = caught(() => refuseUnlessSignable({ typedFullName: 'Grace Okafor' }, MAYA, 'gift-recipient', doc, false));
    expect(notMe.kind).toBe('bad-request');
    expect(notMe.options.fields).toEqual([{ field: 'signatureData.typedFullName', message: notMe.message }]);
    expect(notMe.message).toContain('Maya Adaeze Okafor');
    expect(() => refuseUnlessSignable({ typedFullName: 'maya a. okafor' }, MAYA, 'gift-recipient', doc, false)).not.toThrow();

    const gracie = { ...GRACE, firstName: 'Gracie' };
    const notNamed = caught(() => refuseUnlessSignable({ typedFullName: 'Gracie Okafor' }, gracie, 'donor', doc, false));
    expect(notNamed.message).toMatch(/names the donor as Grace Okafor/);
    expect(() => refuseUnlessSignable({ typedFullName: 'Grace Okafor' }, GRACE, 'donor', doc, false)).not.toThrow();
  });

  it('requires a complete address of the gift recipient, not of the donor', () => {
    const homeless = { ...MAYA, address: { ...MAYA.address, line1: '' } };
    const error = caught(() => refuseUnlessSignable({ typedFullName: 'Maya Okafor' }, homeless, 'gift-recipient', readyGiftDoc(), false));
    expect(error.options.fields).toEqual([{ field: 'profile.address', message: error.message }]);
    const donorWithout = { ...GRACE, address: { ...GRACE.address, line1: '' } };
    expect(() => refuseUnlessSignable({ typedFullName: 'Grace Okafor' }, donorWithout, 'donor', readyGiftDoc(), false)).not.toThrow();
  });

  it('stores the signature with the statements affirmed, who was signed in and where it came from', () => {
    const current = currentGiftLetter(readyGiftDoc())!;
    const statements = [giftNoRepaymentConfirmation('gift-recipient')];
    expect(storedSignature(contextOf('maya'), { typedFullName: 'Maya Okafor' }, current.documentSha256, statements, '2026-03-01T12:00:00.000Z')).toEqual({
      signedAt: '2026-03-01T12:00:00.000Z',
      typedFullName: 'Maya Okafor',
      hasDrawnSignature: false,
      documentSha256: current.documentSha256,
      signerCustomerId: 'maya',
      signerEmail: 'maya@example.com',
      statements,
      consentAt: '2026-03-01T12:00:00.000Z',
      ip: '203.0.113.9',
      forwardedFor: '203.0.113.9',
      userAgent: 'vitest',
      drawnSignaturePng: null,
      drawnSignatureSha256: null,
    });
  });

  it('refuses transitions as the machine says', () => {
    expect(decideOrRefuse({ doc: readyGiftDoc(), role: 'initiator' }, 'sign').next).toBe('initiator-signed');
    expect(caught(() => decideOrRefuse({ doc: readyGiftDoc(), role: 'initiator' }, 'finalize')).kind).toBe('conflict');
    expect(caught(() => decideOrRefuse({ doc: readyGiftDoc({ status: 'sent' }), role: 'invitee' }, 'update')).kind).toBe('forbidden');
  });
});

describe('the invitee', () => {
  it('is invited while the letter is sent, and linked by becoming a party', () => {
    const sent = readyGiftDoc({ status: 'sent', inviteeEmail: 'grace@example.com' });
    expect(GIFT_LETTERS.invitation(sent)).toEqual({
      invitedEmail: 'grace@example.com',
      linkedCustomerId: null,
      initiatingCustomerId: 'maya',
      awaitingInvitee: true,
    });
    expect(GIFT_LETTERS.invitation({ ...sent, status: 'deleted' }).awaitingInvitee).toBe(false);
    expect(GIFT_LETTERS.invitation({ ...sent, status: 'fully-signed' }).awaitingInvitee).toBe(false);
    expect(GIFT_LETTERS.linkChanges(sent, 'grace')).toEqual({ inviteeCustomerId: 'grace', partyIds: ['maya', 'grace'] });
  });
});

describe('the response', () => {
  const sent = readyGiftDoc({ status: 'sent', inviteeCustomerId: 'grace', inviteeEmail: 'grace@example.com', inviteeName: { firstName: 'Grace', lastName: 'Okafor' } });

  it('gives each side its role, party and next actions', () => {
    expect(giftResponse(sent, 'initiator')).toMatchObject({ yourRole: 'initiator', yourParty: 'gift-recipient', availableActions: ['update', 'send', 'delete'] });
    expect(giftResponse(sent, 'invitee')).toMatchObject({ yourRole: 'invitee', yourParty: 'donor', availableActions: ['update-invitee-details', 'sign', 'reject'] });
  });

  it('tells only the donor about Form 709, and only over the exclusion', () => {
    expect(giftResponse(sent, 'invitee').giftTaxNotice).toMatch(/Form 709/);
    expect(giftResponse(sent, 'initiator').giftTaxNotice).toBeNull();
    const small = { ...sent, giftDetails: { ...sent.giftDetails, amountCents: 1_000_000 } };
    expect(giftResponse(small, 'invitee').giftTaxNotice).toBeNull();
  });

  it('keeps the audit details (IP, user agent, drawn image) out', () => {
    const current = currentGiftLetter(sent)!;
    const signature = storedSignature(contextOf('maya'), { typedFullName: 'Maya Okafor', drawnSignaturePng: 'data:image/png;base64,iVBORw0KGgo' }, current.documentSha256, [], null);
    const response = giftResponse({ ...sent, signatures: { donor: null, giftRecipient: signature } }, 'invitee');
    expect(response.signatures.giftRecipient).toEqual({
      signedAt: signature.signedAt,
      typedFullName: 'Maya Okafor',
      hasDrawnSignature: true,
      documentSha256: current.documentSha256,
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
    const donor = storedSignature(contextOf('grace', '2026-03-02T00:00:00.000Z'), { typedFullName: 'Grace Okafor' }, current.documentSha256, [], null);
    const recipient = storedSignature(contextOf('maya', '2026-03-01T00:00:00.000Z'), { typedFullName: 'Maya Okafor' }, current.documentSha256, [], null);
    const both = readyGiftDoc({ status: 'fully-signed', signatures: { donor, giftRecipient: recipient } });
    expect(documentStatusOf(readyGiftDoc())).toBe('draft');
    expect(documentStatusOf({ ...both, signatures: { donor: null, giftRecipient: recipient } })).toBe('signed-by-one');
    expect(documentStatusOf(both)).toBe('signed-by-both');
    expect(documentStatusOf({ ...both, status: 'executed' })).toBe('executed');
    const input = giftPdfInput(both, current, '2026-03-03T00:00:00.000Z');
    expect(input.signatures.map((s) => [s.party, s.audit.name])).toEqual([
      ['gift-recipient', 'Maya Adaeze Okafor'],
      ['donor', 'Grace Okafor'],
    ]);
  });

  it('mails the invitee, the initiator and both at the right moments, with links into the app', () => {
    const base = 'http://app';
    const sent = readyGiftDoc({ status: 'sent', inviteeEmail: 'grace@example.com', inviteeName: { firstName: 'Grace', lastName: 'Okafor' } });
    expect(giftSentMail(sent, base)).toMatchObject({ to: 'grace@example.com' });
    expect(giftSentMail(sent, base)?.text).toContain('http://app/g1/gift-review');
    expect(giftWithdrawnMail(sent, base, 'deleted')?.subject).toBe('A gift letter sent to you was withdrawn');
    expect(giftRejectedMail({ ...sent, rejectionReason: 'No' }, base)).toMatchObject({ to: 'maya@example.com' });
    expect([giftExecutedMail(sent, base, 'initiator')?.to, giftExecutedMail(sent, base, 'invitee')?.to]).toEqual(['maya@example.com', 'grace@example.com']);
    expect(Object.keys(GIFT_MAIL.finalize ?? {})).toEqual(['notify-initiator', 'notify-invitee']);
    expect(giftSentMail(readyGiftDoc(), base)).toBeNull();
  });
});

