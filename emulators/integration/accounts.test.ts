import { beforeEach, describe, expect, it } from 'vitest';
import { PASSWORD_RULE, userMessage } from '@kinloan/domain';
import { URLS } from '../src/ports';
import {
  admin,
  api,
  applyOobCode,
  authEmulatorSignIn,
  clearRateLimits,
  fieldsOf,
  GOOD_PASSWORD,
  mailTo,
  newAccount,
  oobCodesFor,
  signUpBody,
  uniqueEmail,
  type ErrorAnswerBody,
} from './support/api';

interface CustomerBody {
  id: string;
  email: string;
  firstName: string;
  middleName: string;
  lastName: string;
  phone: string;
  address: Record<string, string>;
}

beforeEach(clearRateLimits);

describe('POST /api/v1/signUp', () => {
  it('creates the Auth user and the Customer document, lower-cases the email, and queues the verification email', async () => {
    const email = uniqueEmail('grace.hopper');
    const answer = await api<{ user: CustomerBody }>('POST', '/signUp', {
      body: signUpBody({ email: `  ${email.toUpperCase()} `, firstName: 'Grace', lastName: 'Hopper' }),
    });
    expect(answer.status).toBe(201);
    const lower = email.toLowerCase();
    const { user } = answer.body;
    expect(user).toEqual({
      id: expect.any(String),
      email: lower,
      firstName: 'Grace',
      middleName: '',
      lastName: 'Hopper',
      phone: '',
      address: { line1: '', line2: '', zipCode: '', city: '', state: '' },
    });

    const { auth, db } = admin();
    const record = await auth.getUser(user.id);
    expect(record).toMatchObject({ email: lower, displayName: 'Grace Hopper', emailVerified: false });
    const stored = (await db.doc(`customers/${user.id}`).get()).data();
    expect(stored).toEqual({ ...user, createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/) });

    const [mail, ...more] = await mailTo(lower);
    expect(more).toEqual([]);
    expect(mail?.message.subject).toBe('Confirm your email for Kinloan');
    expect(mail?.message.text).toMatch(/^Hi Grace,/);
    const [code] = (await oobCodesFor(lower)).filter((c) => c.requestType === 'VERIFY_EMAIL');
    expect(code, 'the Auth emulator issued a verification code').toBeDefined();
    expect(mail?.message.text).toContain(`oobCode=${code?.oobCode}`);
    expect(mail?.message.text).toContain(encodeURIComponent('http://localhost:5000/verification'));
  });

  it('answers 409 for an email that already has an account, whatever its case', async () => {
    const body = signUpBody();
    expect((await api('POST', '/signUp', { body })).status).toBe(201);
    const again = await api<ErrorAnswerBody>('POST', '/signUp', { body: { ...body, email: String(body.email).toUpperCase() } });
    expect(again.status).toBe(409);
    expect(again.body.error).toMatchObject({ status: 409, kind: 'conflict', message: userMessage(409) });
    expect(again.body.error.detail).toMatch(/already exists/);
  });

  it.each([
    ['email', 'not-an-email', 'Email must be a valid email address, like name@example.com.'],
    ['email', undefined, 'Email is required.'],
    ['password', 'short1', PASSWORD_RULE],
    ['password', 'onlyletters', PASSWORD_RULE],
    ['password', undefined, 'Password is required.'],
    ['firstName', undefined, 'First name is required.'],
    ['firstName', '  ', 'First name is required.'],
    ['lastName', undefined, 'Last name is required.'],
    ['reCAPTCHAToken', '', 'The human-verification (reCAPTCHA) check is required.'],
    ['reCAPTCHAToken', undefined, 'The human-verification (reCAPTCHA) check is required.'],
  ])('answers 400 naming %s when it is %j', async (field, value, message) => {
    const body = signUpBody();
    if (value === undefined) delete body[field];
    else body[field] = value;
    const answer = await api<ErrorAnswerBody>('POST', '/signUp', { body });
    expect(answer.status).toBe(400);
    expect(answer.body.error).toMatchObject({ status: 400, kind: 'bad-request', message: userMessage(400), detail: message });
    expect(answer.body.error.fields).toEqual([{ field, message }]);
    // Nothing was created for the refused email.
    if (typeof body.email === 'string' && body.email.includes('@')) {
      await expect(admin().auth.getUserByEmail(body.email)).rejects.toMatchObject({ code: 'auth/user-not-found' });
    }
  });

  it('names every bad field at once', async () => {
    const answer = await api<ErrorAnswerBody>('POST', '/signUp', {
      body: { email: 'nope', firstName: '', lastName: '', password: 'x', reCAPTCHAToken: '' },
    });
    expect(answer.status).toBe(400);
    expect(fieldsOf(answer).sort()).toEqual(['email', 'firstName', 'lastName', 'password', 'reCAPTCHAToken']);
  });

  it('refuses the 11th sign-up from one address within the hour with 429', async () => {
    const taken = signUpBody();
    expect((await api('POST', '/signUp', { body: taken })).status).toBe(201);
    for (let attempt = 2; attempt <= 10; attempt += 1) {
      expect((await api('POST', '/signUp', { body: taken })).status).toBe(409);
    }
    const refused = await api<ErrorAnswerBody>('POST', '/signUp', { body: signUpBody() });
    expect(refused.status).toBe(429);
    expect(refused.body.error).toMatchObject({ kind: 'rate-limited', message: userMessage(429) });
    expect(refused.body.error.detail).toMatch(/Too many sign-ups/);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(3000);
  });
});

describe('POST /api/v1/signIn', () => {
  it('answers a custom token, an ID token and the Customer, and re-sends the verification email while unverified', async () => {
    const body = signUpBody();
    const email = String(body.email);
    const { body: signedUp } = await api<{ user: CustomerBody }>('POST', '/signUp', { body });
    expect(await mailTo(email)).toHaveLength(1);

    const answer = await api<{ token: string; bearerToken: string; refreshToken: string; user: CustomerBody; hasVerifiedEmail: boolean }>(
      'POST',
      '/signIn',
      { body: { email: email.toUpperCase(), password: GOOD_PASSWORD } },
    );
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(answer.body.user).toEqual(signedUp.user);
    expect(answer.body.hasVerifiedEmail).toBe(false);
    expect(answer.body.refreshToken).toEqual(expect.any(String));

    const decoded = await admin().auth.verifyIdToken(answer.body.bearerToken);
    expect(decoded.uid).toBe(signedUp.user.id);
    // The custom token signs the browser in to Firebase Auth as the same user.
    const exchanged = await fetch(`${URLS.auth}/identitytoolkit.googleapis.com/v1/accounts:signInWithCustomToken?key=any`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ token: answer.body.token, returnSecureToken: true }),
    });
    expect(exchanged.status).toBe(200);
    const { idToken } = (await exchanged.json()) as { idToken: string };
    expect((await admin().auth.verifyIdToken(idToken)).uid).toBe(signedUp.user.id);

    const mails = await mailTo(email);
    expect(mails).toHaveLength(2);
    expect(mails[1]?.message.subject).toBe('Confirm your email for Kinloan');
  });

  it('says hasVerifiedEmail once the link is opened, and sends no more verification emails', async () => {
    const body = signUpBody();
    const email = String(body.email);
    await api('POST', '/signUp', { body });
    const [code] = (await oobCodesFor(email)).filter((c) => c.requestType === 'VERIFY_EMAIL');
    expect((await applyOobCode(code!.oobCode)).status).toBe(200);

    const answer = await api<{ hasVerifiedEmail: boolean }>('POST', '/signIn', { body: { email, password: GOOD_PASSWORD } });
    expect(answer.status).toBe(200);
    expect(answer.body.hasVerifiedEmail).toBe(true);
    expect(await mailTo(email)).toHaveLength(1);
  });

  it('signs an unverified account in every time, but sends it at most five verification emails an hour', async () => {
    const { email } = await newAccount();
    for (let attempt = 1; attempt <= 7; attempt += 1) {
      expect((await api('POST', '/signIn', { body: { email, password: GOOD_PASSWORD } })).status).toBe(200);
    }
    // One at sign-up (not counted), then five counted: newAccount's own sign-in and four of these.
    expect(await mailTo(email)).toHaveLength(6);
  });

  it('answers 401 with one and the same body for a wrong password and for an unknown email', async () => {
    const { email } = await newAccount();
    const wrongPassword = await api<ErrorAnswerBody>('POST', '/signIn', { body: { email, password: 'not-the-password-1' } });
    const unknownEmail = await api<ErrorAnswerBody>('POST', '/signIn', {
      body: { email: uniqueEmail('nobody'), password: 'not-the-password-1' },
    });
    expect(wrongPassword.status).toBe(401);
    expect(unknownEmail.status).toBe(401);
    expect(wrongPassword.text).toBe(unknownEmail.text);
    expect(wrongPassword.body.error).toEqual({
      status: 401,
      kind: 'unauthenticated',
      message: userMessage(401),
      detail: 'The email or password is not right.',
    });
  });

  it.each([
    ['email', { password: 'whatever' }],
    ['email', { email: 'maya@', password: 'whatever' }],
    ['password', { email: 'maya@example.com' }],
    ['password', { email: 'maya@example.com', password: '' }],
  ])('answers 400 naming %s for %j', async (field, body) => {
    const answer = await api<ErrorAnswerBody>('POST', '/signIn', { body });
    expect(answer.status).toBe(400);
    expect(fieldsOf(answer)).toEqual([field]);
  });

  it('refuses a sixth try after five wrong passwords with 429, even with the right one, for that email only', async () => {
    const { email } = await newAccount();
    const other = await newAccount();
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      expect((await api('POST', '/signIn', { body: { email, password: `wrong-${attempt}-x` } })).status).toBe(401);
    }
    const refused = await api<ErrorAnswerBody>('POST', '/signIn', { body: { email, password: GOOD_PASSWORD } });
    expect(refused.status).toBe(429);
    expect(refused.body.error).toMatchObject({ status: 429, kind: 'rate-limited', message: userMessage(429) });
    expect(refused.body.error.detail).toMatch(/wait 15 minutes/);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(800);
    expect((await api('POST', '/signIn', { body: { email: other.email, password: GOOD_PASSWORD } })).status).toBe(200);
  });

  it('forgets earlier typos after a correct password', async () => {
    const { email } = await newAccount();
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      expect((await api('POST', '/signIn', { body: { email, password: 'typo-typo-1' } })).status).toBe(401);
    }
    expect((await api('POST', '/signIn', { body: { email, password: GOOD_PASSWORD } })).status).toBe(200);
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      expect((await api('POST', '/signIn', { body: { email, password: 'typo-typo-1' } })).status).toBe(401);
    }
  });

  it('makes the missing Customer document of an account whose sign-up stopped half way', async () => {
    const email = uniqueEmail('halfway');
    const { auth, db } = admin();
    const record = await auth.createUser({ email, password: GOOD_PASSWORD, displayName: 'Half Way', emailVerified: true });
    const answer = await api<{ user: CustomerBody }>('POST', '/signIn', { body: { email, password: GOOD_PASSWORD } });
    expect(answer.status).toBe(200);
    expect(answer.body.user).toMatchObject({ id: record.uid, email, firstName: 'Half', lastName: 'Way' });
    expect((await db.doc(`customers/${record.uid}`).get()).data()).toMatchObject({ firstName: 'Half', lastName: 'Way' });
  });
});

describe('POST /api/v1/refreshAccess', () => {
  it('exchanges a refresh token for a fresh ID token', async () => {
    const account = await newAccount();
    const answer = await api<{ id_token: string; refresh_token: string; expires_in: number }>('POST', '/refreshAccess', {
      body: { refreshToken: account.refreshToken },
    });
    expect(answer.status).toBe(200);
    expect(answer.body.expires_in).toBeGreaterThan(0);
    expect((await admin().auth.verifyIdToken(answer.body.id_token)).uid).toBe(account.uid);
  });

  it('answers 401 for a refresh token that is not one', async () => {
    const answer = await api<ErrorAnswerBody>('POST', '/refreshAccess', { body: { refreshToken: 'not-a-refresh-token' } });
    expect(answer.status).toBe(401);
    expect(answer.body.error).toMatchObject({ kind: 'unauthenticated', message: userMessage(401) });
  });

  it('answers 400 naming refreshToken when it is missing', async () => {
    const answer = await api<ErrorAnswerBody>('POST', '/refreshAccess', { body: {} });
    expect(answer.status).toBe(400);
    expect(fieldsOf(answer)).toEqual(['refreshToken']);
  });
});

describe('POST /api/v1/passwordReset', () => {
  it('queues the reset email, whose link sets a new password', async () => {
    const { email } = await newAccount();
    const answer = await api('POST', '/passwordReset', { body: { email: email.toUpperCase() } });
    expect(answer.status).toBe(202);
    expect(answer.body).toEqual({ sent: true });

    const reset = (await mailTo(email)).find((mail) => mail.message.subject === 'Reset your Kinloan password');
    expect(reset?.message.text).toMatch(/^Hi Ada,/);
    const [code] = (await oobCodesFor(email)).filter((c) => c.requestType === 'PASSWORD_RESET');
    expect(reset?.message.text).toContain(`oobCode=${code?.oobCode}`);

    expect((await applyOobCode(code!.oobCode, { newPassword: 'a-new-secret-9' })).status).toBe(200);
    expect(await authEmulatorSignIn(email, 'a-new-secret-9')).toBe(200);
  });

  it('answers an unknown email exactly the same, and sends nothing', async () => {
    const email = uniqueEmail('stranger');
    const answer = await api('POST', '/passwordReset', { body: { email } });
    expect(answer.status).toBe(202);
    expect(answer.body).toEqual({ sent: true });
    expect(await mailTo(email)).toEqual([]);
  });

  it('answers 400 naming email when it is not one', async () => {
    const answer = await api<ErrorAnswerBody>('POST', '/passwordReset', { body: { email: 'maya' } });
    expect(answer.status).toBe(400);
    expect(fieldsOf(answer)).toEqual(['email']);
  });

  it('stops one caller after five reset emails to an address in an hour, without using up the owner’s', async () => {
    const { email } = await newAccount();
    // On the emulators the one proxy hop is the Hosting emulator's client: this header plays it.
    const attacker = { 'x-forwarded-for': '198.51.100.66' };
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      expect((await api('POST', '/passwordReset', { body: { email }, headers: attacker })).status).toBe(202);
    }
    const refused = await api<ErrorAnswerBody>('POST', '/passwordReset', { body: { email }, headers: attacker });
    expect(refused.status).toBe(429);
    expect(refused.body.error.message).toBe(userMessage(429));

    const owner = await api('POST', '/passwordReset', { body: { email }, headers: { 'x-forwarded-for': '203.0.113.7' } });
    expect(owner.status).toBe(202);
    expect((await mailTo(email)).filter((mail) => mail.message.subject === 'Reset your Kinloan password')).toHaveLength(6);
  });

  it('sends at most ten reset emails a day to one address, from however many callers, and says nothing of it', async () => {
    const { email } = await newAccount();
    for (let caller = 1; caller <= 12; caller += 1) {
      const answer = await api('POST', '/passwordReset', { body: { email }, headers: { 'x-forwarded-for': `198.51.100.${caller}` } });
      expect(answer.status).toBe(202);
      expect(answer.body).toEqual({ sent: true });
    }
    expect((await mailTo(email)).filter((mail) => mail.message.subject === 'Reset your Kinloan password')).toHaveLength(10);
  });
});
