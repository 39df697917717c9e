import { GIFT_STATUSES, type GiftParty, type GiftRole, type GiftStatus } from '@kinloan/domain';
import { describe, expect, it } from 'vitest';
import { firstDraftStep, giftPageBelongs, giftStepIndex, giftSteps, nextGiftStep, pageOfField, type GiftPage } from './gift-steps';
import { giftResponse } from './test-fixtures';

const gift = (status: GiftStatus, yourRole: GiftRole, yourParty: GiftParty = yourRole === 'initiator' ? 'gift-recipient' : 'donor') =>
  giftResponse({ status, yourRole, yourParty });

describe('nextGiftStep: where each person belongs, and the dashboard action', () => {
  it.each([
    ['initiator', 'draft', '/gift1/gift-review', 'needs-action', 'Continue'],
    ['initiator', 'initiator-signed', '/gift1/gift-signature', 'needs-action', 'Send'],
    ['initiator', 'sent', '/gift1/gift-request-sent', 'waiting', 'View'],
    ['initiator', 'awaiting-countersignature', '/gift1/gift-signature', 'needs-action', 'Review and countersign'],
    ['initiator', 'fully-signed', '/gift1/gift-success', 'needs-action', 'Finalize'],
    ['initiator', 'executed', '/gift1/gift-executed', 'done', 'View the letter'],
    ['initiator', 'rejected', '/gift1/gift-review-reject', 'needs-action', 'See why'],
    ['initiator', 'deleted', '/dashboard', 'closed', 'Back to dashboard'],
    ['invitee', 'sent', '/gift1/gift-review', 'needs-action', 'Review and sign'],
    ['invitee', 'draft', '/gift1/gift-review', 'waiting', 'View'],
    ['invitee', 'initiator-signed', '/gift1/gift-review', 'waiting', 'View'],
    ['invitee', 'awaiting-countersignature', '/gift1/gift-success', 'waiting', 'View'],
    // The gift machine lets only the initiator finalize (availableActions): the invitee waits.
    ['invitee', 'fully-signed', '/gift1/gift-success', 'waiting', 'View'],
    ['invitee', 'executed', '/gift1/gift-executed', 'done', 'View the letter'],
    ['invitee', 'rejected', '/gift1/gift-rejected', 'closed', 'View'],
    ['invitee', 'deleted', '/dashboard', 'closed', 'Back to dashboard'],
  ] as const)('%s, %s → %s (%s: %s)', (role, status, path, group, action) => {
    expect(nextGiftStep(gift(status, role))).toMatchObject({ path, group, action });
  });

  it('a draft goes to its first step that still lacks something, in the order of the flow', () => {
    const missing = (...fields: string[]) => giftResponse({ readyToSign: false, missingFields: fields.map((field) => ({ field, message: `${field} is required.` })) });
    expect(nextGiftStep(missing('giftDetails.source', 'donorRequestDetails.phone')).path).toBe('/gift1/gift-donor');
    expect(nextGiftStep(missing('giftDetails.source.kind')).path).toBe('/gift1/gift-source');
    expect(nextGiftStep(missing('giftDetails.propertyAddress', 'giftDetails.source')).path).toBe('/gift1/gift-info');
    expect(nextGiftStep(missing('giftDetails.transferDate', 'giftDetails.propertyAddress.zipCode')).path).toBe('/gift1/gift-terms');
  });

  it('an id is made safe for the path', () => {
    expect(nextGiftStep({ ...gift('sent', 'initiator'), id: 'a/b' }).path).toBe('/a%2Fb/gift-request-sent');
  });
});

describe('pageOfField: which step asks for what the callables say is missing', () => {
  it.each([
    ['giftDetails.amountCents', 'gift-terms'],
    ['giftDetails.transferStatus', 'gift-terms'],
    ['giftDetails.propertyAddress.state', 'gift-info'],
    ['giftDetails.mortgageLender', 'gift-info'],
    ['giftDetails.loanNumber', 'gift-info'],
    ['giftDetails.source', 'gift-source'],
    ['donorRequestDetails.relationship', 'gift-donor'],
    ['donorRequestDetails', 'gift-donor'],
  ] as const)('%s → %s', (field, page) => {
    expect(pageOfField(field)).toBe(page);
  });

  it('a complete draft goes on to the review', () => {
    expect(firstDraftStep({ missingFields: [] })).toBe('gift-review');
  });
});

describe('giftPageBelongs: pages opened in the wrong status are not shown', () => {
  const ALL_STATUSES: readonly GiftStatus[] = GIFT_STATUSES;
  const allowed = (page: GiftPage, role: GiftRole, party?: GiftParty) =>
    ALL_STATUSES.filter((status) => giftPageBelongs(page, gift(status, role, party)));

  it.each([
    ['gift-terms', 'initiator', ['draft', 'initiator-signed', 'rejected']],
    ['gift-source', 'initiator', ['draft', 'initiator-signed', 'rejected']],
    ['gift-review', 'initiator', ['draft', 'sent']],
    ['gift-signature', 'initiator', ['draft', 'initiator-signed', 'awaiting-countersignature']],
    ['gift-request-sent', 'initiator', ['sent']],
    ['gift-review-reject', 'initiator', ['rejected']],
    ['reject-gift', 'initiator', []],
    ['gift-rejected', 'initiator', []],
    ['gift-success', 'initiator', ['fully-signed']],
    ['gift-executed', 'initiator', ['executed']],
    ['gift-terms', 'invitee', []],
    ['gift-review', 'invitee', ['draft', 'initiator-signed', 'sent']],
    ['gift-signature', 'invitee', ['sent']],
    ['reject-gift', 'invitee', ['sent']],
    ['gift-rejected', 'invitee', ['rejected']],
    ['gift-review-reject', 'invitee', []],
    ['gift-success', 'invitee', ['awaiting-countersignature', 'fully-signed']],
    ['gift-executed', 'invitee', ['executed']],
  ] as const)('%s for the %s: %j', (page, role, statuses) => {
    expect(allowed(page, role)).toEqual(ALL_STATUSES.filter((s) => (statuses as readonly string[]).includes(s)));
  });

  it('an invited donor may correct their own details on gift-donor while the letter waits for them', () => {
    expect(allowed('gift-donor', 'invitee', 'donor')).toEqual(['sent']);
    expect(allowed('gift-donor', 'invitee', 'gift-recipient')).toEqual([]);
  });

  it('only an invited gift recipient confirms their own details on gift-taker', () => {
    expect(allowed('gift-taker', 'invitee', 'gift-recipient')).toEqual(['sent']);
    expect(allowed('gift-taker', 'invitee', 'donor')).toEqual([]);
  });

  it('an incomplete draft has nothing to sign yet', () => {
    const incomplete = giftResponse({ readyToSign: false, missingFields: [{ field: 'giftDetails.source', message: 'x' }] });
    expect(giftPageBelongs('gift-signature', incomplete)).toBe(false);
    expect(giftPageBelongs('gift-review', incomplete)).toBe(true);
  });

  it('every page a step sends someone to is a page that belongs (no redirect loops)', () => {
    for (const role of ['initiator', 'invitee'] as const) {
      for (const party of ['donor', 'gift-recipient'] as const) {
        for (const status of ALL_STATUSES) {
          const next = nextGiftStep(gift(status, role, party));
          if (next.page) expect(giftPageBelongs(next.page, gift(status, role, party)), `${role} ${party} ${status}`).toBe(true);
        }
      }
    }
  });
});

describe('giftSteps: the step indicator for each side', () => {
  it('names the steps from the initiator’s side of the gift', () => {
    expect(giftSteps({ yourRole: 'initiator', yourParty: 'gift-recipient' }).map((s) => s.label)).toEqual([
      'The gift',
      'The home',
      'The donor',
      'Your details',
      'Source',
      'Review',
      'Sign and send',
      'Final',
    ]);
    expect(giftSteps({ yourRole: 'initiator', yourParty: 'donor' }).map((s) => s.label).slice(2, 4)).toEqual(['Your details', 'The recipient']);
  });

  it('gives an invited donor no details step, and an invited recipient one', () => {
    expect(giftSteps({ yourRole: 'invitee', yourParty: 'donor' }).map((s) => s.label)).toEqual(['Review', 'Sign', 'Final']);
    expect(giftSteps({ yourRole: 'invitee', yourParty: 'gift-recipient' }).map((s) => s.label)).toEqual(['Review', 'Your details', 'Sign', 'Final']);
  });

  it('counts an executed letter as every step done', () => {
    const steps = giftSteps({ yourRole: 'invitee', yourParty: 'donor' });
    expect(giftStepIndex(steps, 'gift-executed')).toBe(steps.length);
    expect(giftStepIndex(steps, 'reject-gift')).toBe(0);
  });
});
