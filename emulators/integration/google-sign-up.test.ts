import { beforeEach, describe, expect, it } from 'vitest';
import { GOOGLE_MISSING_FIRST_NAME_CODE, userMessage } from '@kinloan/domain';
import { admin, api, clearRateLimits, fieldsOf, newAccount, uniqueEmail, googleIdToken, type ErrorAnswerBody } from './support/api';

beforeEach(clearRateLimits);

async function googleBody(overrides: Record<string, unknown> = {}) {
  const email = uniqueEmail('google');
  const { idToken, uid } = await googleIdToken({ email, name: 'Ada Lovelace' });
  return { uid, body: { email, firstName: 'Ada', lastName: 'Lovelace', idToken, ...overrides } };
}

describe('POST /api/v1/signUpWithOAuth', () => {
  it('creates the Customer for a Google sign-in and answers it', async () => {
    const { uid, body } = await googleBody();
    const answer = await api<{ user: Record<string, unknown> }>('POST', '/signUpWithOAuth', {
      body: { ...body, email: body.email.toUpperCase() },
    });
    expect(answer.status).toBe(200);
    expect(answer.body.user).toEqual({
      id: uid,
      email: body.email,
      firstName: 'Ada',
      middleName: '',
      lastName: 'Lovelace',
      phone: '',
      address: { line1: '', line2: '', zipCode: '', city: '', state: '' },
    });
    expect((await admin().db.doc(`customers/${uid}`).get()).get('firstName')).toBe('Ada');
  });

  it('keeps a returning customer’s edited profile', async () => {
    const { uid, body } = await googleBody();
    expect((await api('POST', '/signUpWithOAuth', { body })).status).toBe(200);
    await admin().db.doc(`customers/${uid}`).update({ firstName: 'Augusta' });
    const again = await api<{ user: { firstName: string } }>('POST', '/signUpWithOAuth', { body });
    expect(again.status).toBe(200);
    expect(again.body.user.firstName).toBe('Augusta');
  });

  it('uses the first name as the last name when Google gave only one word (spec §5)', async () => {
    const { body } = await googleBody();
    const { lastName: _dropped, ...withoutLastName } = body;
    const answer = await api<{ user: { lastName: string } }>('POST', '/signUpWithOAuth', { body: withoutLastName });
    expect(answer.status).toBe(200);
    expect(answer.body.user.lastName).toBe('Ada');
  });

  it.each([
    ['missing', undefined],
    ['blank', '  '],
  ])('answers 400 with code 1000 and the spec’s message when the first name is %s', async (_case, firstName) => {
    const { body } = await googleBody();
    const sent: Record<string, unknown> = { ...body };
    if (firstName === undefined) delete sent.firstName;
    else sent.firstName = firstName;
    const answer = await api<ErrorAnswerBody>('POST', '/signUpWithOAuth', { body: sent });
    expect(answer.status).toBe(400);
    expect(answer.body.error).toMatchObject({
      status: 400,
      kind: 'google-missing-first-name',
      code: GOOGLE_MISSING_FIRST_NAME_CODE,
      message: userMessage('google-missing-first-name'),
    });
    expect(answer.body.error.message).toBe(
      "Oops, something went wrong. We have not received a first name from your google account. We won't be able to use your Google account since our account requires a first name",
    );
  });

  it('answers 401 with the Google message for a token that does not verify', async () => {
    const { body } = await googleBody({ idToken: 'eyJhbGciOiJub25lIn0.eyJmb28iOiJiYXIifQ.' });
    const answer = await api<ErrorAnswerBody>('POST', '/signUpWithOAuth', { body });
    expect(answer.status).toBe(401);
    expect(answer.body.error).toMatchObject({ status: 401, kind: 'google-oauth', message: userMessage('google-oauth') });
  });

  it('answers 401 for a token of another email', async () => {
    const { body } = await googleBody({ email: uniqueEmail('someone-else') });
    expect((await api<ErrorAnswerBody>('POST', '/signUpWithOAuth', { body })).body.error?.kind).toBe('google-oauth');
  });

  it('answers 401 for a password sign-in’s token: that is not Google vouching for the email', async () => {
    const account = await newAccount();
    const answer = await api<ErrorAnswerBody>('POST', '/signUpWithOAuth', {
      body: { email: account.email, firstName: 'Ada', lastName: 'Lovelace', idToken: account.bearerToken },
    });
    expect(answer.status).toBe(401);
    expect(answer.body.error.kind).toBe('google-oauth');
  });

  it.each([
    ['idToken', { idToken: undefined }],
    ['email', { email: 'ada-at-example.com' }],
    ['firstName', { firstName: '12345' }],
  ])('answers 400 naming %s', async (field, overrides) => {
    const { body } = await googleBody();
    const sent: Record<string, unknown> = { ...body, ...overrides };
    for (const [key, value] of Object.entries(sent)) if (value === undefined) delete sent[key];
    const answer = await api<ErrorAnswerBody>('POST', '/signUpWithOAuth', { body: sent });
    expect(answer.status).toBe(400);
    expect(answer.body.error.kind).toBe('bad-request');
    expect(fieldsOf(answer)).toEqual([field]);
  });
});
