import { describe, expect, it } from 'vitest';
import { ApiRequestError, NETWORK_ERROR_MESSAGE } from './client';
import { formFailure } from './form-failure';

const error = (init: Partial<ConstructorParameters<typeof ApiRequestError>[0]>) =>
  new ApiRequestError({ status: 400, kind: 'bad-request', userMessage: 'The catalogue’s 400.', method: 'POST', path: '/x', ...init });

describe('formFailure: one message per failure, in the right place', () => {
  it('puts each shown field’s message beside it, and nothing for the form', () => {
    const failure = formFailure(error({ fields: [{ field: 'email', message: 'Email is required.' }], detail: 'Email is required.' }), ['email']);
    expect(failure).toEqual({ fields: { email: 'Email is required.' }, form: null });
  });

  it('keeps fields the form doesn’t show as the form’s message, under a prefix too', () => {
    const failure = formFailure(
      error({
        fields: [
          { field: 'loanProposalDetails.termMonths', message: 'Term is too long.' },
          { field: 'loanProposalDetails.governingLawState', message: 'Pick a state.' },
        ],
      }),
      ['termMonths'],
      { prefix: 'loanProposalDetails' },
    );
    expect(failure).toEqual({ fields: { termMonths: 'Term is too long.' }, form: 'Pick a state.' });
  });

  it('without fields, says the API’s reason, else the catalogue’s message (offline, a server error)', () => {
    expect(formFailure(error({ status: 409, kind: 'conflict', detail: 'The request was already sent.' }), []).form).toBe('The request was already sent.');
    expect(formFailure(error({ status: 0, kind: 'network', userMessage: NETWORK_ERROR_MESSAGE }), ['email']).form).toBe(NETWORK_ERROR_MESSAGE);
  });

  it('lets the form say it better: its own words for a field, or for the whole failure', () => {
    const taken = formFailure(error({ status: 409, kind: 'conflict', userMessage: 'This has changed since you opened it…' }), ['email'], {
      fields: { email: 'An account with this email already exists.' },
    });
    expect(taken).toEqual({ fields: { email: 'An account with this email already exists.' }, form: null });
    const wrong = formFailure(error({ status: 401, kind: 'unauthenticated' }), ['email', 'password'], { form: 'That email and password don’t match an account.' });
    expect(wrong).toEqual({ fields: {}, form: 'That email and password don’t match an account.' });
  });
});
