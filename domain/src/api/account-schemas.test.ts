import { describe, expect, it } from 'vitest';
import {
  changePasswordBodySchema,
  customerPutBodySchema,
  namesFromGoogleDisplayName,
  normalizeUsPhone,
  normalizeZipCode,
  PASSWORD_RULE,
  passwordResetBodySchema,
  refreshAccessBodySchema,
  signInBodySchema,
  signUpBodySchema,
  signUpWithOAuthBodySchema,
  US_STATE_CODES,
} from './schemas';
import { parsed, problems, withField } from './schema-test-support';

const signUp = {
  email: '  Alice.Ng@Example.COM ',
  firstName: ' Alice ',
  lastName: 'Ng',
  password: 'correct horse 9',
  reCAPTCHAToken: '03AGdBq25',
};

describe('signUp', () => {
  it('accepts a good body, trimming names and lower-casing the email', () => {
    expect(parsed(signUpBodySchema, signUp)).toEqual({ ...signUp, email: 'alice.ng@example.com', firstName: 'Alice' });
  });

  it.each([
    ['email', 'alice@', 'Email must be a valid email address, like name@example.com.'],
    ['email', undefined, 'Email is required.'],
    ['email', 42, 'Email must be text.'],
    ['firstName', '   ', 'First name is required.'],
    ['firstName', '1234', 'First name must contain letters.'],
    ['lastName', 'x'.repeat(101), 'Last name must be at most 100 characters.'],
    ['lastName', 'Ng\u0000', 'Last name must not contain control characters.'],
    ['password', 'abc123', PASSWORD_RULE],
    ['password', 'abcdefghij', PASSWORD_RULE],
    ['password', '1234567890', PASSWORD_RULE],
    ['password', undefined, 'Password is required.'],
    ['password', `a1${'x'.repeat(127)}`, 'Password must be at most 128 characters.'],
    ['reCAPTCHAToken', '', 'The human-verification (reCAPTCHA) check is required.'],
  ])('refuses %s = %j: %s', (field, value, message) => {
    expect(problems(signUpBodySchema, withField(signUp, field, value))).toEqual([{ field, message }]);
  });

  it('says the password rule in plain words', () => {
    expect(PASSWORD_RULE).toBe('Password must be at least 8 characters long and include at least one letter and one number.');
  });
});

describe('signUpWithOAuth, refreshAccess, signIn', () => {
  it('lower-cases the OAuth email and requires the ID token', () => {
    const body = { email: 'Bob@Gmail.com', firstName: 'Bob', lastName: 'Bob', idToken: 'eyJ.x.y' };
    expect(parsed(signUpWithOAuthBodySchema, body).email).toBe('bob@gmail.com');
    expect(problems(signUpWithOAuthBodySchema, withField(body, 'idToken', undefined))).toEqual([
      { field: 'idToken', message: 'Google ID token is required.' },
    ]);
  });

  it('lets a missing or blank first name through as absent, for the command to refuse with code 1000', () => {
    const body = { email: 'x@gmail.com', idToken: 'eyJ.x.y' };
    expect(parsed(signUpWithOAuthBodySchema, body)).toMatchObject({ firstName: undefined, lastName: undefined });
    expect(parsed(signUpWithOAuthBodySchema, { ...body, firstName: '  ', lastName: 'Cher' }).firstName).toBeUndefined();
    expect(parsed(signUpWithOAuthBodySchema, { ...body, firstName: null }).firstName).toBeUndefined();
    expect(problems(signUpWithOAuthBodySchema, { ...body, firstName: 42 })).toEqual([{ field: 'firstName', message: expect.any(String) }]);
  });

  it('makes a missing or blank Google last name the first name (spec §5)', () => {
    const body = { email: 'cher@gmail.com', firstName: 'Cher', idToken: 'eyJ.x.y' };
    expect(parsed(signUpWithOAuthBodySchema, body).lastName).toBe('Cher');
    expect(parsed(signUpWithOAuthBodySchema, { ...body, lastName: '  ' }).lastName).toBe('Cher');
    expect(parsed(signUpWithOAuthBodySchema, { ...body, lastName: 'Sarkisian' }).lastName).toBe('Sarkisian');
  });

  it('requires a refresh token', () => {
    expect(parsed(refreshAccessBodySchema, { refreshToken: 'r1' })).toEqual({ refreshToken: 'r1' });
    expect(problems(refreshAccessBodySchema, {})).toEqual([{ field: 'refreshToken', message: 'Refresh token is required.' }]);
  });

  it('signs in with a lower-cased email and any non-empty password (old passwords predate the rule)', () => {
    expect(parsed(signInBodySchema, { email: ' CAROL@x.org', password: 'short' })).toEqual({ email: 'carol@x.org', password: 'short' });
    expect(problems(signInBodySchema, { email: 'carol@x.org', password: '' })).toEqual([
      { field: 'password', message: 'Password is required.' },
    ]);
  });
});

describe('password reset and change', () => {
  it('asks only for a valid email to reset, lower-cased', () => {
    expect(parsed(passwordResetBodySchema, { email: ' Dee@X.org ' })).toEqual({ email: 'dee@x.org' });
    expect(problems(passwordResetBodySchema, { email: 'dee' })).toEqual([
      { field: 'email', message: 'Email must be a valid email address, like name@example.com.' },
    ]);
    expect(problems(passwordResetBodySchema, null)).toEqual([{ field: 'body', message: 'A password reset must be a JSON object.' }]);
  });

  const change = { currentPassword: 'old', newPassword: 'brand new 7' };

  it('accepts any current password and a new one that meets the rule', () => {
    expect(parsed(changePasswordBodySchema, change)).toEqual(change);
  });

  it.each([
    ['currentPassword', '', 'Current password is required.'],
    ['newPassword', 'short1', PASSWORD_RULE],
    ['newPassword', 'old', PASSWORD_RULE],
  ])('refuses %s = %j: %s', (field, value, message) => {
    expect(problems(changePasswordBodySchema, withField(change, field, value))).toEqual([{ field, message }]);
  });

  it('refuses a new password equal to the current one', () => {
    expect(problems(changePasswordBodySchema, { currentPassword: 'same pass 1', newPassword: 'same pass 1' })).toEqual([
      { field: 'newPassword', message: 'New password must be different from the current one.' },
    ]);
  });
});

describe('names from a Google display name (code 1000 when there is no first name)', () => {
  it.each([
    ['Ada Lovelace', { ok: true, firstName: 'Ada', lastName: 'Lovelace' }],
    ['  Ada   King Lovelace ', { ok: true, firstName: 'Ada', lastName: 'King' }],
    ['Cher', { ok: true, firstName: 'Cher', lastName: 'Cher' }],
    ['', { ok: false, kind: 'google-missing-first-name' }],
    ['   ', { ok: false, kind: 'google-missing-first-name' }],
    [null, { ok: false, kind: 'google-missing-first-name' }],
  ])('%j → %j', (displayName, expected) => {
    expect(namesFromGoogleDisplayName(displayName)).toEqual(expected);
  });
});

const customer = {
  id: 'uid_Alice-01',
  address: { line1: '1 Main St', line2: '', zipCode: '941031234', city: 'San Francisco', state: 'ca' },
  email: 'ALICE@example.com',
  firstName: 'Alice',
  middleName: '',
  lastName: 'Ng',
  phone: '(415) 555-2671',
};

describe('customer PUT', () => {
  it('accepts a good body and normalizes email, state, ZIP and phone', () => {
    expect(parsed(customerPutBodySchema, customer)).toEqual({
      ...customer,
      email: 'alice@example.com',
      address: { ...customer.address, zipCode: '94103-1234', state: 'CA' },
      phone: '+14155552671',
    });
  });

  it('accepts DC and leaves out the optional middle name and second line', () => {
    const body = withField(withField(withField(customer, 'address.state', 'DC'), 'middleName', undefined), 'address.line2', undefined);
    expect(parsed(customerPutBodySchema, body).address.state).toBe('DC');
  });

  it.each([
    ['id', 'a/b', 'Customer id must be an id of letters, digits, "-" or "_".'],
    ['email', 'alice', 'Email must be a valid email address, like name@example.com.'],
    ['phone', '123-456-7890', 'Phone number must be a 10-digit US number, like (555) 123-4567.'],
    ['phone', '+44 20 7946 0958', 'Phone number must be a 10-digit US number, like (555) 123-4567.'],
    ['address.state', 'PR', 'State must be a two-letter US state code, like CA or DC.'],
    ['address.state', 'California', 'State must be a two-letter US state code, like CA or DC.'],
    ['address.zipCode', '1234', 'ZIP code must be 5 digits, or 9 digits like 12345-6789.'],
    ['address.line1', '', 'Street address is required.'],
    ['address.city', undefined, 'City is required.'],
    ['address', undefined, 'Address must be an object with line1, city, state and zipCode.'],
    ['middleName', 'x'.repeat(101), 'Middle name must be at most 100 characters.'],
  ])('refuses %s = %j: %s', (field, value, message) => {
    expect(problems(customerPutBodySchema, withField(customer, field, value))).toEqual([{ field, message }]);
  });
});

describe('normalizers', () => {
  it.each([
    ['4155552671', '+14155552671'],
    ['415.555.2671', '+14155552671'],
    ['+1 (415) 555-2671', '+14155552671'],
    ['1-415-555-2671', '+14155552671'],
    ['415555267', null],
    ['041-555-2671', null],
    ['415-155-2671', null],
    ['+2 415 555 2671', null],
    ['415-555-2671 ext 4', null],
  ])('phone %j → %j', (input, output) => {
    expect(normalizeUsPhone(input)).toBe(output);
  });

  it.each([
    ['94103', '94103'],
    [' 94103-1234 ', '94103-1234'],
    ['941031234', '94103-1234'],
    ['9410', null],
    ['94103-12', null],
    ['ABCDE', null],
  ])('ZIP %j → %j', (input, output) => {
    expect(normalizeZipCode(input)).toBe(output);
  });

  it('knows the 50 states and DC, once each', () => {
    expect(US_STATE_CODES).toHaveLength(51);
    expect(new Set(US_STATE_CODES).size).toBe(51);
    expect(US_STATE_CODES).toContain('DC');
  });
});
