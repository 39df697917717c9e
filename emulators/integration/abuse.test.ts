import { setTimeout as sleep } from 'node:timers/promises';
import { beforeEach, describe, expect, it } from 'vitest';
import { admin, clearRateLimits, mailTo, uniqueEmail, type ErrorAnswerBody } from './support/api';
import { callGift, giftPerson, sentByRecipient } from './support/gifts';
import { eventsOf, person, readyForRecipientSignature, sendTo, sentRequest, signBody, signedByInitiator, v1, v2 } from './support/loans';
import { paymentBody, servicedLoan } from './support/servicing';

/** Trust boundaries of issue 11 that sit in the request pipeline, tried as an abuser would. */

beforeEach(clearRateLimits);

describe('outbound mail has bounds', () => {
  it('sending a request to one address again and again stops at its daily allowance: a 429, nothing written, no mail', async () => {
    const maya = await person({ firstName: 'Maya' });
    const victim = uniqueEmail('victim');
    const signed = await signedByInitiator(maya, 'borrow');
    for (let i = 0; i < 5; i += 1) await sendTo(maya, signed.id, { email: victim, firstName: 'Vic', lastName: 'Tim' });
    const events = (await eventsOf('loanRequests', signed.id)).length;
    const sixth = await v1('POST', `/loanRequests/${signed.id}/send`, { token: maya.token, body: { updateParty: { email: victim, firstName: 'Vic', lastName: 'Tim' } } });
    expect(sixth.status).toBe(429);
    expect(sixth.headers.get('retry-after')).toMatch(/^\d+$/);
    expect((sixth.body as unknown as ErrorAnswerBody).error.detail).toMatch(/already received several invitations from Kinloan today/);
    expect(await eventsOf('loanRequests', signed.id)).toHaveLength(events);
    expect(await mailTo(victim)).toHaveLength(5);
  });

  it('the same allowance covers gift letters sent to the address', async () => {
    const maya = await giftPerson({ firstName: 'Maya' });
    const victim = await giftPerson({ firstName: 'Vic' });
    for (let i = 0; i < 5; i += 1) await sentByRecipient(maya, victim);
    const sixth = await sentByRecipient(maya, victim).catch((error: unknown) => String(error));
    expect(sixth).toMatch(/resource-exhausted|RESOURCE_EXHAUSTED/);
    expect((await mailTo(victim.email)).filter((m) => m.message.subject.includes('gift letter'))).toHaveLength(5);
  });
});

describe('a revoked session', () => {
  it('cannot sign, record a payment or change the profile', async () => {
    const { maya, daniel, loanId } = await servicedLoan();
    const [mayaAgain, eve] = await Promise.all([person({ firstName: 'Maya' }), person({ firstName: 'Eve' })]);
    const sent = await sentRequest(mayaAgain, eve, 'borrow');
    await readyForRecipientSignature(eve, sent.id);
    const body = await signBody(eve, sent.id);
    // The password was changed or the account disabled elsewhere: every session before now ends.
    await sleep(1100);
    await Promise.all([admin().auth.revokeRefreshTokens(eve.uid), admin().auth.revokeRefreshTokens(daniel.uid)]);

    const signAfter = await v2('POST', `/loanRequests/${sent.id}/sign`, { token: eve.token, body });
    expect(signAfter.status).toBe(401);
    // Reads are not asked to check (one Auth read each); the Auth emulator checks every token
    // anyway, so what a read answers here says nothing about production.
    const pay = await v1('POST', `/loans/${loanId}/payments`, { token: daniel.token, body: paymentBody(), headers: { 'idempotency-key': 'revoked-1' } });
    expect(pay.status).toBe(401);
    const profile = await v1('PUT', '/customers/me', { token: daniel.token, body: { id: 'me', email: daniel.email, firstName: 'D', lastName: 'O', phone: '+15035550142', address: { line1: '1 A St', zipCode: '97301', city: 'Salem', state: 'OR' } } });
    expect(profile.status).toBe(401);
    expect((await eventsOf('loanRequests', sent.id)).map((e) => e.type)).not.toContain('sign-for-countersignature');
    // The other party's session is untouched.
    expect((await v1('GET', `/loans/${loanId}`, { token: maya.token })).status).toBe(200);

    const graceToken = (await giftPerson({ firstName: 'Grace' })).token;
    expect((await callGift('list', {}, graceToken)).error).toBeUndefined();
  });
});

describe('path ids that are not ids', () => {
  it.each(['__proto__', 'constructor', '__name__', 'a'.repeat(1_500), '%2E%2E', 'x%2Fy', '%F0%9F%92%B8'])('answer 404, never a 5xx: %s', async (id) => {
    const maya = await person({ firstName: 'Maya' });
    for (const [call, method, path] of [
      [v1, 'GET', `/loanRequest/${id}`],
      [v1, 'GET', `/loans/${id}`],
      [v1, 'GET', `/loans/${id}/payments`],
      [v1, 'GET', `/loans/${id}/payments/${id}`],
      [v1, 'GET', `/loanDocuments/${id}`],
      [v1, 'GET', `/loanWishes/${id}`],
      [v1, 'GET', `/loanRequests/${id}/auditTrail`],
      [v2, 'POST', `/loanRequests/${id}/review`],
      [v2, 'POST', `/loanRequests/${id}/finalize`],
      [v1, 'DELETE', `/loanRequests/${id}`],
    ] as const) {
      const answer = await call(method, path, { token: maya.token, ...(method === 'POST' ? { body: {} } : {}) });
      expect(answer.status, `${method} ${path}`).toBe(404);
    }
    expect((await callGift('get', { id }, maya.token)).httpStatus).toBeLessThan(500);
  });
});
