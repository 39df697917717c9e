import { PASSWORD_RULE } from '@kinloan/domain';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NETWORK_ERROR_MESSAGE } from '../../api/client';
import { DEV_RECAPTCHA_TOKEN, TICK_AGAIN } from '../../features/accounts/HumanCheck';
import { useNotificationStore } from '../../stores/notification-store';
import { errorBody, installSession, MAYA, resetSession, scriptedFetch } from '../../session/test-support';
import { renderAccountApp as renderApp } from '../../session/render-account-app';
import { EMAIL_TAKEN, HUMAN_CHECK_REQUIRED } from './SignUpPage';

const fill = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

async function fillForm() {
  await screen.findByRole('heading', { name: 'Create your account' });
  fill('First name', 'Nia');
  fill('Last name', 'Park');
  fill('Email', 'Nia.Park@Example.com');
  fill('Password', 'correct horse 9');
}

describe('/signup', () => {
  beforeEach(() => {
    resetSession();
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => {
    resetSession();
    vi.restoreAllMocks();
  });

  it('shows the password rule and a clearly labelled development stand-in for reCAPTCHA', async () => {
    renderApp('/signup');
    await screen.findByRole('heading', { name: 'Create your account' });
    expect(screen.getByText(PASSWORD_RULE)).toBeTruthy();
    expect(screen.getByLabelText('Password').getAttribute('aria-describedby')).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Human check' }).textContent).toContain('Development stand-in for Google reCAPTCHA');
    expect(screen.getByRole('checkbox', { name: 'I’m not a robot' })).toBeTruthy();
  });

  it('checks every field, the password rule and the human check before calling the API', async () => {
    const { fetch, calls } = scriptedFetch({});
    installSession({ fetch });
    renderApp('/signup');
    await screen.findByRole('heading', { name: 'Create your account' });
    fill('Password', 'short');
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('First name is required.')).toBeTruthy();
    expect(screen.getByText('Last name is required.')).toBeTruthy();
    expect(screen.getByText('Email is required.')).toBeTruthy();
    expect(screen.getAllByText(PASSWORD_RULE)).toHaveLength(2); // the hint and the error
    expect(screen.getByText(HUMAN_CHECK_REQUIRED)).toBeTruthy();
    expect(calls).toHaveLength(0);
  });

  it('sends the stand-in’s test token and lands on verification, signed in', async () => {
    const created = { ...MAYA, id: 'new-user', email: 'nia.park@example.com', firstName: 'Nia', lastName: 'Park' };
    const { fetch, calls } = scriptedFetch({ 'POST /v1/signUp': { status: 201, body: { user: created } } });
    installSession({ fetch });
    const { router } = renderApp('/signup');
    await fillForm();
    fireEvent.click(screen.getByRole('checkbox', { name: 'I’m not a robot' }));
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByRole('heading', { name: 'Confirm your email' })).toBeTruthy();
    expect(calls[0]?.body).toEqual({
      email: 'nia.park@example.com',
      firstName: 'Nia',
      lastName: 'Park',
      password: 'correct horse 9',
      reCAPTCHAToken: DEV_RECAPTCHA_TOKEN,
    });
    expect(router.state.location.pathname).toBe('/verification');
    expect(screen.getByText('nia.park@example.com')).toBeTruthy();
  });

  it('shows the API’s field errors inline and clears the human check for another try', async () => {
    const { fetch } = scriptedFetch({
      'POST /v1/signUp': {
        status: 400,
        body: errorBody(400, 'bad-request', {
          fields: [
            { field: 'lastName', message: 'Last name must contain letters.' },
            { field: 'reCAPTCHAToken', message: 'The human-verification (reCAPTCHA) check did not pass.' },
          ],
        }),
      },
    });
    installSession({ fetch });
    renderApp('/signup');
    await fillForm();
    fireEvent.click(screen.getByRole('checkbox', { name: 'I’m not a robot' }));
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('Last name must contain letters.')).toBeTruthy();
    expect(screen.getByText(HUMAN_CHECK_REQUIRED)).toBeTruthy();
    await waitFor(() => expect((screen.getByRole('checkbox', { name: 'I’m not a robot' }) as HTMLInputElement).checked).toBe(false));
  });

  it('says so when the email already has an account (409), with a way to sign in', async () => {
    const { fetch } = scriptedFetch({ 'POST /v1/signUp': { status: 409, body: errorBody(409, 'conflict') } });
    installSession({ fetch });
    renderApp('/signup');
    await fillForm();
    fireEvent.click(screen.getByRole('checkbox', { name: 'I’m not a robot' }));
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText(EMAIL_TAKEN)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Reset your password' }).getAttribute('href')).toBe('/forgotpass');
    // One message: not the catalogue's "This has changed since you opened it… refresh the page" as well.
    expect(useNotificationStore.getState().show).toBe(false);
    expect(screen.queryByText(/refresh the page/)).toBeNull();
    // The human check is clear again (a check counts once), and says so instead of seeming to untick itself.
    const check = screen.getByRole('checkbox', { name: 'I’m not a robot' }) as HTMLInputElement;
    await waitFor(() => expect(check.checked).toBe(false));
    expect(screen.getByText(TICK_AGAIN)).toBeTruthy();
    fireEvent.click(check);
    expect(screen.queryByText(TICK_AGAIN)).toBeNull();
  });

  it('says once, by the form, when the server could not be reached', async () => {
    installSession({ fetch: (async () => Promise.reject(new TypeError('Failed to fetch'))) as unknown as typeof fetch });
    renderApp('/signup');
    await fillForm();
    fireEvent.click(screen.getByRole('checkbox', { name: 'I’m not a robot' }));
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText(NETWORK_ERROR_MESSAGE)).toBeTruthy();
    expect(useNotificationStore.getState().show).toBe(false);
  });
});
