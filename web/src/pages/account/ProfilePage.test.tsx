import { SUCCESS_MESSAGES, userMessage } from '@kinloan/domain';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '../../session/session-store';
import { errorBody, installSession, MAYA, resetSession, scriptedFetch, signInAs, type FetchCall } from '../../session/test-support';
import { useNotificationStore } from '../../stores/notification-store';
import { renderAccountApp as renderApp } from '../../session/render-account-app';

const fill = (label: string | RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const ME = { status: 200, body: { ...MAYA, hasVerifiedEmail: true } };

describe('/profile/:id', () => {
  beforeEach(() => {
    resetSession();
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => {
    resetSession();
    vi.restoreAllMocks();
  });

  it.each(['/profile/1', '/profile/me', `/profile/${MAYA.id}`])('%s opens your own profile, filled in', async (path) => {
    installSession({ fetch: scriptedFetch({ 'GET /v1/customers/me': ME }).fetch });
    signInAs(MAYA);
    renderApp(path);
    expect(await screen.findByDisplayValue('1420 SE Alder St')).toBeTruthy();
    expect((screen.getByLabelText('First name') as HTMLInputElement).value).toBe('Maya');
    expect((screen.getByLabelText(/Middle name/) as HTMLInputElement).value).toBe('');
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe(MAYA.email);
    expect((screen.getByLabelText('Phone number') as HTMLInputElement).value).toBe('(503) 555-0142');
    expect((screen.getByLabelText('State') as HTMLSelectElement).value).toBe('OR');
    expect((screen.getByLabelText('ZIP code') as HTMLInputElement).value).toBe('97214');
  });

  it('does not show someone else’s profile', async () => {
    signInAs(MAYA);
    renderApp('/profile/demo-daniel');
    expect(await screen.findByRole('heading', { name: 'This isn’t your profile' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to my profile' }).getAttribute('href')).toBe('/profile/1');
  });

  it('checks the fields with the shared rules before saving', async () => {
    const { fetch, calls } = scriptedFetch({ 'GET /v1/customers/me': ME });
    installSession({ fetch });
    signInAs(MAYA);
    renderApp('/profile/1');
    await screen.findByDisplayValue('1420 SE Alder St');
    fill('ZIP code', '972');
    fill('Phone number', '555-0142');
    fill('First name', ' ');
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('ZIP code must be 5 digits, or 9 digits like 12345-6789.')).toBeTruthy();
    expect(screen.getByText('Phone number must be a 10-digit US number, like (555) 123-4567.')).toBeTruthy();
    expect(screen.getByText('First name is required.')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('First name')));
    expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(0);
  });

  it('saves your own id with normalized values and says so in green', async () => {
    let put: FetchCall | undefined;
    const { fetch } = scriptedFetch({
      'GET /v1/customers/me': ME,
      [`PUT /v1/customers/${MAYA.id}`]: (call) => {
        put = call;
        return { status: 200, body: { ...MAYA, ...(call.body as object) } };
      },
    });
    installSession({ fetch });
    signInAs(MAYA);
    renderApp('/profile/1');
    await screen.findByDisplayValue('1420 SE Alder St');
    fill('Last name', 'Okafor-Reyes');
    fill('Phone number', '503 555 0199');
    fill('ZIP code', '972141234');
    fill(/Apartment, suite or unit/, 'Unit 2');
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(useNotificationStore.getState()).toMatchObject({ show: true, isError: false, message: SUCCESS_MESSAGES.profileUpdated }));
    expect(put?.body).toEqual({
      id: MAYA.id,
      email: MAYA.email,
      firstName: 'Maya',
      middleName: '',
      lastName: 'Okafor-Reyes',
      phone: '+15035550199',
      address: { line1: '1420 SE Alder St', line2: 'Unit 2', city: 'Portland', state: 'OR', zipCode: '97214-1234' },
    });
    expect(put?.headers.Authorization).toBe(`Bearer id-token-${MAYA.id}`);
    expect(await screen.findByDisplayValue('(503) 555-0199')).toBeTruthy();
    // The menu title follows the new name.
    expect(useSessionStore.getState().user?.lastName).toBe('Okafor-Reyes');
  });

  it('shows the API’s field errors next to the fields', async () => {
    const { fetch } = scriptedFetch({
      'GET /v1/customers/me': ME,
      [`PUT /v1/customers/${MAYA.id}`]: {
        status: 400,
        body: errorBody(400, 'bad-request', { fields: [{ field: 'address.city', message: 'City must be at most 100 characters.' }] }),
      },
    });
    installSession({ fetch });
    signInAs(MAYA);
    renderApp('/profile/1');
    await screen.findByDisplayValue('1420 SE Alder St');
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('City must be at most 100 characters.')).toBeTruthy();
    expect(screen.getByLabelText('City').getAttribute('aria-invalid')).toBe('true');
  });

  it('shows the spec’s 403 message once, by the form, when the API refuses', async () => {
    const { fetch } = scriptedFetch({
      'GET /v1/customers/me': ME,
      [`PUT /v1/customers/${MAYA.id}`]: { status: 403, body: { error: { status: 403, kind: 'forbidden', message: userMessage(403) } } },
    });
    installSession({ fetch });
    signInAs(MAYA);
    renderApp('/profile/1');
    await screen.findByDisplayValue('1420 SE Alder St');
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(
      await screen.findByText('Oops, something went wrong. This operation is not being allowed either due to information provided that is not as expected.'),
    ).toBeTruthy();
    expect(useNotificationStore.getState().show).toBe(false);
  });

  it('offers Try again when the profile cannot be loaded', async () => {
    installSession({ fetch: scriptedFetch({ 'GET /v1/customers/me': { status: 500, body: errorBody(500, 'internal') } }).fetch });
    signInAs(MAYA);
    renderApp('/profile/1');
    expect(await screen.findByText('We couldn’t load your profile just now.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
