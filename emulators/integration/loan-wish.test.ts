import { describe, expect, it } from 'vitest';
import type { LoanWishResponse } from '@kinloan/domain';
import { admin, type ErrorAnswerBody } from './support/api';
import { bogusId, createRequest, eventsOf, person, readyTerms, v1 } from './support/loans';

const WISH = { headline: 'Help me fix my car', story: 'It broke down on the way to work.', showAmount: false, showName: 'first-name' };

describe('a loan wish', () => {
  it('shows the public only what the borrower chose, without a token', async () => {
    const maya = await person({ firstName: 'Maya', lastName: 'Okafor' });
    const draft = await createRequest(maya, 'borrow');

    const published = await v1('POST', `/loanRequests/${draft.id}/publishWish`, { token: maya.token, body: { loanWish: WISH } });
    expect(published.status).toBe(200);
    expect(published.body).toMatchObject({ status: 'wish-published', wishPublished: true });
    expect(published.body.initiatorRequestDetails.loanWish).toEqual({ ...WISH, showTerms: true });

    const wish = await v1<LoanWishResponse>('GET', `/loanWishes/${draft.id}`);
    expect(wish.status).toBe(200);
    expect(wish.body).toEqual({
      id: draft.id,
      headline: 'Help me fix my car',
      story: 'It broke down on the way to work.',
      principalCents: null, // hidden by choice
      termMonths: 12,
      annualRateBps: 400,
      purpose: 'A used car to get to work',
      borrowerName: 'Maya O.',
      publishedAt: expect.any(String),
    });
    expect(wish.text).not.toContain(maya.uid);
    expect(wish.text).not.toContain(maya.email);
    expect(wish.text).not.toContain('Okafor');

    const events = await eventsOf('loanRequests', draft.id);
    expect(events.at(-1)).toMatchObject({ type: 'publish-wish', toStatus: 'wish-published', details: { loanWish: { ...WISH, showTerms: true } } });
  });

  it('hides the rate, term and purpose too when the borrower chooses, showing only the headline and story', async () => {
    const maya = await person({ firstName: 'Maya', lastName: 'Okafor' });
    const draft = await createRequest(maya, 'borrow');
    const loanWish = { headline: 'Help me fix my car', showAmount: false, showTerms: false, showName: 'anonymous' };
    expect((await v1('POST', `/loanRequests/${draft.id}/publishWish`, { token: maya.token, body: { loanWish } })).status).toBe(200);
    const wish = await v1<LoanWishResponse>('GET', `/loanWishes/${draft.id}`);
    expect(wish.body).toEqual({
      id: draft.id,
      headline: 'Help me fix my car',
      story: null,
      principalCents: null,
      termMonths: null,
      annualRateBps: null,
      purpose: null,
      borrowerName: null,
      publishedAt: expect.any(String),
    });
    expect(wish.text).not.toContain('A used car');
  });

  it('follows changes to the terms and the wish, and disappears when taken down', async () => {
    const maya = await person();
    const draft = await createRequest(maya, 'borrow');
    const published = await v1('POST', `/loanRequests/${draft.id}/publishWish`, {
      token: maya.token,
      body: { loanWish: { headline: 'Tuition', showAmount: true, showName: 'anonymous' } },
    });
    const firstPublishedAt = (await v1<LoanWishResponse>('GET', `/loanWishes/${draft.id}`)).body.publishedAt;

    // A PATCH that leaves the wish out keeps it, and rewrites the public view from the new terms.
    const { loanWish: _kept, ...details } = published.body.initiatorRequestDetails;
    const patched = await v1('PATCH', `/loanRequest/${draft.id}`, {
      token: maya.token,
      body: { ...published.body, initiatorRequestDetails: details, loanProposalDetails: readyTerms({ principalCents: 250_000 }) },
    });
    expect(patched.status).toBe(200);
    expect(patched.body.status).toBe('wish-published');
    const wish = await v1<LoanWishResponse>('GET', `/loanWishes/${draft.id}`);
    expect(wish.body).toMatchObject({ headline: 'Tuition', principalCents: 250_000, borrowerName: null, story: null, publishedAt: firstPublishedAt });

    const down = await v1('POST', `/loanRequests/${draft.id}/unpublishWish`, { token: maya.token });
    expect(down.status).toBe(200);
    expect(down.body).toMatchObject({ status: 'draft', wishPublished: false });
    expect((await v1('GET', `/loanWishes/${draft.id}`)).status).toBe(404);
    expect((await eventsOf('loanRequests', draft.id)).map((e) => e.type)).toEqual(['create', 'publish-wish', 'update', 'unpublish-wish']);
  });

  it('is taken down when the request is deleted', async () => {
    const maya = await person();
    const draft = await createRequest(maya, 'borrow');
    await v1('POST', `/loanRequests/${draft.id}/publishWish`, { token: maya.token, body: { loanWish: { headline: 'A roof' } } });
    expect((await v1('DELETE', `/loanRequests/${draft.id}`, { token: maya.token })).body.status).toBe('deleted');
    expect((await v1('GET', `/loanWishes/${draft.id}`)).status).toBe(404);
    expect((await admin().db.doc(`loanWishes/${draft.id}`).get()).exists).toBe(false);
  });

  it('is only for a borrower who started the request', async () => {
    const daniel = await person({ firstName: 'Daniel' });
    const lending = await createRequest(daniel, 'lend');
    const refused = await v1<ErrorAnswerBody>('POST', `/loanRequests/${lending.id}/publishWish`, {
      token: daniel.token,
      body: { loanWish: { headline: 'Money to lend' } },
    });
    expect(refused.status).toBe(403);
    expect(refused.body.error.detail).toBe('Only the borrower can publish a loan wish, and the person who started this request is lending.');
    expect((await v1('GET', `/loanWishes/${lending.id}`)).status).toBe(404);
  });

  it('answers 400 naming the field, 404 for a draft never published or an unknown id, 409 when already published', async () => {
    const maya = await person();
    const draft = await createRequest(maya, 'borrow');
    const noHeadline = await v1<ErrorAnswerBody>('POST', `/loanRequests/${draft.id}/publishWish`, { token: maya.token, body: { loanWish: { story: 'x' } } });
    expect(noHeadline.status).toBe(400);
    expect(noHeadline.body.error.fields?.map((f) => f.field)).toEqual(['loanWish.headline']);
    const noWish = await v1<ErrorAnswerBody>('POST', `/loanRequests/${draft.id}/publishWish`, { token: maya.token, body: {} });
    expect(noWish.body.error.fields?.map((f) => f.field)).toEqual(['loanWish']);

    expect((await v1('GET', `/loanWishes/${draft.id}`)).status).toBe(404);
    expect((await v1('GET', `/loanWishes/${bogusId()}`)).status).toBe(404);

    await v1('POST', `/loanRequests/${draft.id}/publishWish`, { token: maya.token, body: { loanWish: { headline: 'Once' } } });
    const twice = await v1('POST', `/loanRequests/${draft.id}/publishWish`, { token: maya.token, body: { loanWish: { headline: 'Twice' } } });
    expect(twice.status).toBe(409);
    const unpublishDraft = await createRequest(maya, 'borrow');
    expect((await v1('POST', `/loanRequests/${unpublishDraft.id}/unpublishWish`, { token: maya.token })).status).toBe(409);
  });
});
