import { beforeEach, describe, expect, it } from 'vitest';
import { idTokenFor } from './support/loans';
import { PASSWORD_RULE, userMessage } from '@kinloan/domain';
import {
  admin,
  api,
  applyOobCode,
  authEmulatorSignIn,
  clearRateLimits,
  GOOD_PASSWORD,
  mailTo,
  newAccount,
  oobCodesFor,
  uniqueEmail,
  type ErrorAnswerBody,
} from './support/api';

beforeEach(clearRateLimits);

function profile(id: string, email: string): Record<string, unknown> {
  return {
    id,
    email,
    firstName: 'Ada',
    middleName: 'King',
    lastName: 'Lovelace',
    phone: '(503) 555-0142',
    address: { line1: '1420 SE Alder St', line2: 'Apt 2', zipCode: '972141234', city: 'Portland', state: 'or' },
  };
}

describe('the Bearer token on /api/v1/customers/**', () => {
  it.each([
    ['no Authorization header', undefined],
    ['a token that is not a Firebase ID token', 'Bearer not.a.token'],
    ['another scheme', 'Basic YWRhOmxvdmVsYWNl'],
    ['an empty bearer', 'Bearer '],
  ])('answers 401 with the catalogue body for %s', async (_case, authorization) => {
    const answer = await api<ErrorAnswerBody>('GET', '/customers/me', {
      ...(authorization === undefined ? {} : { headers: { authorization } }),
    });
    expect(answer.status).toBe(401);
    expect(answer.body.error).toEqual({
      status: 401,
      kind: 'unauthenticated',
      message: userMessage(401),
      detail: 'Please sign in again.',
    });
  });

  it('guards every customer call', async () => {
    for (const [method, path] of [
      ['PUT', '/customers/me'],
      ['POST', '/customers/me/verificationEmail'],
      ['POST', '/customers/me/password'],
    ] as const) {
      expect((await api(method, path, { body: {} })).status, `${method} ${path}`).toBe(401);
    }
  });
});

describe('GET /api/v1/customers/me', () => {
  it('answers the Customer and whether the email is verified, fresh from Auth rather than from the token', async () => {
    const account = await newAccount();
    const before = await api<Record<string, unknown>>('GET', '/customers/me', { token: account.bearerToken });
    expect(before.status).toBe(200);
    expect(before.body).toEqual({
      id: account.uid,
      email: account.email,
      firstName: 'Ada',
      middleName: '',
      lastName: 'Lovelace',
      phone: '',
      address: { line1: '', line2: '', zipCode: '', city: '', state: '' },
      hasVerifiedEmail: false,
    });

    const [code] = (await oobCodesFor(account.email)).filter((c) => c.requestType === 'VERIFY_EMAIL');
    expect((await applyOobCode(code!.oobCode)).status).toBe(200);
    const after = await api<{ hasVerifiedEmail: boolean }>('GET', '/customers/me', { token: account.bearerToken });
    expect(after.body.hasVerifiedEmail).toBe(true);
  });
});

describe('PUT /api/v1/customers/{id}', () => {
  it.each(['me', '1', 'own uid'])('saves your own profile addressed as %s, normalized', async (how) => {
    const account = await newAccount({ verified: true });
    const id = how === 'own uid' ? account.uid : how;
    const answer = await api<Record<string, unknown>>('PUT', `/customers/${id}`, {
      token: account.bearerToken,
      body: profile(id, account.email.toUpperCase()),
    });
    expect(answer.status).toBe(200);
    const saved = {
      id: account.uid,
      email: account.email,
      firstName: 'Ada',
      middleName: 'King',
      lastName: 'Lovelace',
      phone: '+15035550142',
      address: { line1: '1420 SE Alder St', line2: 'Apt 2', zipCode: '97214-1234', city: 'Portland', state: 'OR' },
    };
    expect(answer.body).toEqual(saved);
    const me = await api('GET', '/customers/me', { token: account.bearerToken });
    expect(me.body).toEqual({ ...saved, hasVerifiedEmail: true });
    // Same email in another case is no change: still verified, no mail.
    expect((await admin().auth.getUser(account.uid)).emailVerified).toBe(true);
  });

  it('updates the display name in Auth when the names change', async () => {
    const account = await newAccount();
    const body = { ...profile('me', account.email), firstName: 'Augusta', lastName: 'King' };
    expect((await api('PUT', '/customers/me', { token: account.bearerToken, body })).status).toBe(200);
    expect((await admin().auth.getUser(account.uid)).displayName).toBe('Augusta King');
  });

  it("answers 403 for someone else's profile, by path or by body id, and changes nothing", async () => {
    const mine = await newAccount();
    const theirs = await newAccount();
    const byPath = await api<ErrorAnswerBody>('PUT', `/customers/${theirs.uid}`, {
      token: mine.bearerToken,
      body: profile(theirs.uid, theirs.email),
    });
    expect(byPath.status).toBe(403);
    expect(byPath.body.error).toMatchObject({ status: 403, kind: 'forbidden', message: userMessage(403) });

    const byBody = await api<ErrorAnswerBody>('PUT', '/customers/me', { token: mine.bearerToken, body: profile(theirs.uid, mine.email) });
    expect(byBody.status).toBe(403);
    expect((await admin().db.doc(`customers/${theirs.uid}`).get()).get('phone')).toBe('');
  });

  it.each([
    ['address.state', 'PR', 'State must be a two-letter US state code, like CA or DC.'],
    ['address.zipCode', '9721', 'ZIP code must be 5 digits, or 9 digits like 12345-6789.'],
    ['phone', '555-0142', 'Phone number must be a 10-digit US number, like (555) 123-4567.'],
    ['email', 'ada@', 'Email must be a valid email address, like name@example.com.'],
    ['firstName', '', 'First name is required.'],
    ['lastName', undefined, 'Last name is required.'],
    ['address.line1', '', 'Street address is required.'],
    ['address.city', undefined, 'City is required.'],
    ['id', 'a/b', 'Customer id must be an id of letters, digits, "-" or "_".'],
  ])('answers 400 naming %s when it is %j', async (field, value, message) => {
    const account = await newAccount();
    const body = profile('me', account.email) as Record<string, Record<string, unknown>>;
    const [head, tail] = field.split('.') as [string, string | undefined];
    const target = tail ? body[head]! : body;
    const key = tail ?? head;
    if (value === undefined) delete target[key];
    else target[key] = value;
    const answer = await api<ErrorAnswerBody>('PUT', '/customers/me', { token: account.bearerToken, body });
    expect(answer.status).toBe(400);
    expect(answer.body.error.fields).toEqual([{ field, message }]);
  });

  it('answers 409 for an email another account has', async () => {
    const mine = await newAccount();
    const theirs = await newAccount();
    const answer = await api<ErrorAnswerBody>('PUT', '/customers/me', { token: mine.bearerToken, body: profile('me', theirs.email) });
    expect(answer.status).toBe(409);
    expect(answer.body.error).toMatchObject({ kind: 'conflict', detail: 'Another account already uses this email.' });
    expect((await admin().auth.getUser(mine.uid)).email).toBe(mine.email);
  });

  it('moves a changed email into Auth, unverified, and sends the verification email to the new address', async () => {
    const account = await newAccount({ verified: true });
    const newEmail = uniqueEmail('moved');
    const answer = await api<{ email: string }>('PUT', '/customers/me', {
      token: account.bearerToken,
      body: profile('me', newEmail.toUpperCase()),
    });
    expect(answer.status).toBe(200);
    expect(answer.body.email).toBe(newEmail);

    const record = await admin().auth.getUser(account.uid);
    expect(record).toMatchObject({ email: newEmail, emailVerified: false });
    const [mail] = await mailTo(newEmail);
    expect(mail?.message.subject).toBe('Confirm your email for Kinloan');
    const [code] = (await oobCodesFor(newEmail)).filter((c) => c.requestType === 'VERIFY_EMAIL');
    expect(mail?.message.text).toContain(`oobCode=${code?.oobCode}`);

    const signIn = await api<{ hasVerifiedEmail: boolean }>('POST', '/signIn', { body: { email: newEmail, password: GOOD_PASSWORD } });
    expect(signIn.status).toBe(200);
    expect(signIn.body.hasVerifiedEmail).toBe(false);
  });

  it('refuses a sixth email change within the hour with 429, before anything changes, because each one sends mail', async () => {
    const account = await newAccount({ verified: true });
    let token = account.bearerToken;
    for (let change = 1; change <= 5; change += 1) {
      const email = uniqueEmail(`hop${change}`);
      expect((await api('PUT', '/customers/me', { token, body: profile('me', email) })).status).toBe(200);
      // An email change ends the sessions from before it (the Auth emulator does, as a careful Auth should).
      token = await idTokenFor(email, GOOD_PASSWORD);
    }
    const before = await admin().auth.getUser(account.uid);
    const sixth = uniqueEmail('hop6');
    const refused = await api<ErrorAnswerBody>('PUT', '/customers/me', { token, body: profile('me', sixth) });
    expect(refused.status).toBe(429);
    expect(refused.body.error.detail).toMatch(/several verification emails/);
    expect((await admin().auth.getUser(account.uid)).email).toBe(before.email);
    expect(await mailTo(sixth)).toEqual([]);
  });
});

describe('POST /api/v1/customers/me/verificationEmail', () => {
  it('queues another verification email while unverified', async () => {
    const account = await newAccount();
    const before = (await mailTo(account.email)).length;
    const answer = await api('POST', '/customers/me/verificationEmail', { token: account.bearerToken });
    expect(answer.status).toBe(202);
    expect(answer.body).toEqual({ sent: true });
    const mails = await mailTo(account.email);
    expect(mails).toHaveLength(before + 1);
    expect(mails.at(-1)?.message.subject).toBe('Confirm your email for Kinloan');
  });

  it('sends nothing once the email is verified', async () => {
    const account = await newAccount({ verified: true });
    const before = (await mailTo(account.email)).length;
    const answer = await api('POST', '/customers/me/verificationEmail', { token: account.bearerToken });
    expect(answer.status).toBe(202);
    expect(answer.body).toEqual({ sent: false });
    expect(await mailTo(account.email)).toHaveLength(before);
  });

  it('stops after five verification emails in an hour (sign-ins while unverified count too), then answers 429', async () => {
    const account = await newAccount();
    const answers: number[] = [];
    for (let attempt = 1; attempt <= 6; attempt += 1) {
      answers.push((await api('POST', '/customers/me/verificationEmail', { token: account.bearerToken })).status);
    }
    // The sign-up's own email is not counted; newAccount's sign-in sent (and counted) one.
    expect(answers).toEqual([202, 202, 202, 202, 429, 429]);
    expect((await mailTo(account.email)).filter((mail) => mail.message.subject === 'Confirm your email for Kinloan')).toHaveLength(6);
    const refused = await api<ErrorAnswerBody>('POST', '/customers/me/verificationEmail', { token: account.bearerToken });
    expect(refused.body.error.message).toBe(userMessage(429));
  });
});

describe('POST /api/v1/customers/me/password', () => {
  it('changes the password after checking the current one', async () => {
    const account = await newAccount();
    const answer = await api('POST', '/customers/me/password', {
      token: account.bearerToken,
      body: { currentPassword: GOOD_PASSWORD, newPassword: 'brand-new-secret-2' },
    });
    expect(answer.status).toBe(204);
    expect(answer.text).toBe('');
    expect(await authEmulatorSignIn(account.email, 'brand-new-secret-2')).toBe(200);
    expect(await authEmulatorSignIn(account.email, GOOD_PASSWORD)).toBe(400);
  });

  it('answers 400 naming currentPassword when it is wrong, and keeps the old password', async () => {
    const account = await newAccount();
    const answer = await api<ErrorAnswerBody>('POST', '/customers/me/password', {
      token: account.bearerToken,
      body: { currentPassword: 'not-it-at-all-1', newPassword: 'brand-new-secret-2' },
    });
    expect(answer.status).toBe(400);
    expect(answer.body.error.fields).toEqual([{ field: 'currentPassword', message: 'Your current password is not right.' }]);
    expect(await authEmulatorSignIn(account.email, GOOD_PASSWORD)).toBe(200);
  });

  it.each([
    ['newPassword', { currentPassword: GOOD_PASSWORD, newPassword: 'short' }, PASSWORD_RULE],
    ['newPassword', { currentPassword: GOOD_PASSWORD, newPassword: GOOD_PASSWORD }, 'New password must be different from the current one.'],
    ['currentPassword', { newPassword: 'brand-new-secret-2' }, 'Current password is required.'],
  ])('answers 400 naming %s for %j', async (field, body, message) => {
    const account = await newAccount();
    const answer = await api<ErrorAnswerBody>('POST', '/customers/me/password', { token: account.bearerToken, body });
    expect(answer.status).toBe(400);
    expect(answer.body.error.fields).toEqual([{ field, message }]);
  });

  it('counts wrong current passwords against the sign-in limit: 429 after five', async () => {
    const account = await newAccount();
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const wrong = { currentPassword: `wrong-${attempt}-x`, newPassword: 'brand-new-secret-2' };
      expect((await api('POST', '/customers/me/password', { token: account.bearerToken, body: wrong })).status).toBe(400);
    }
    const refused = await api<ErrorAnswerBody>('POST', '/customers/me/password', {
      token: account.bearerToken,
      body: { currentPassword: GOOD_PASSWORD, newPassword: 'brand-new-secret-2' },
    });
    expect(refused.status).toBe(429);
    expect(refused.body.error.kind).toBe('rate-limited');
  });
});
