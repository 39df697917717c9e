import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderAccountApp as renderApp } from './render-account-app';
import { SIGNED_OUT, useSessionStore } from './session-store';
import { installSession, MAYA, resetSession, scriptedFetch, signInAs } from './test-support';

const where = (router: ReturnType<typeof renderApp>['router']) =>
  `${router.state.location.pathname}${router.state.location.search}`;

describe('access guard (spec section 4)', () => {
  beforeEach(() => {
    resetSession();
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });

  afterEach(() => {
    resetSession();
    vi.restoreAllMocks();
  });

  it.each(['/dashboard', '/profile/1', '/changepass'])('sends a signed-out visitor from %s to sign-in, remembering it', async (path) => {
    const { router } = renderApp(path);
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeTruthy();
    expect(where(router)).toBe(`/signin?next=${encodeURIComponent(path)}`);
  });

  it('keeps the query of the original location', async () => {
    const { router } = renderApp('/dashboard?tab=gifts');
    await screen.findByRole('heading', { name: 'Sign in' });
    expect(router.state.location.search).toBe('?next=%2Fdashboard%3Ftab%3Dgifts');
  });

  it('sends a signed-in but unverified person to verification, remembering the page', async () => {
    signInAs(MAYA, { verified: false });
    const { router } = renderApp('/profile/1');
    expect(await screen.findByRole('heading', { name: 'Confirm your email' })).toBeTruthy();
    expect(where(router)).toBe('/verification?next=%2Fprofile%2F1');
  });

  it('shows the page to a signed-in, verified person', async () => {
    signInAs(MAYA);
    const { router } = renderApp('/dashboard');
    expect(await screen.findByRole('heading', { name: 'Hello, Maya' })).toBeTruthy();
    expect(where(router)).toBe('/dashboard');
  });

  it('waits while a kept session is being restored instead of sending to sign-in', async () => {
    act(() => useSessionStore.setState({ ...SIGNED_OUT, ready: false }));
    // A service whose restore never finishes on its own.
    const service = installSession({ fetch: scriptedFetch({}).fetch });
    vi.spyOn(service, 'start').mockImplementation(() => new Promise(() => {}));
    const { router } = renderApp('/profile/1');
    expect(screen.getByRole('status').textContent).toContain('Checking your sign-in');
    expect(where(router)).toBe('/profile/1');
    signInAs(MAYA);
    expect(await screen.findByRole('heading', { name: 'My profile' })).toBeTruthy();
  });

  it('returns to the original page after signing in', async () => {
    const { fetch } = scriptedFetch({
      'POST /v1/signIn': {
        status: 200,
        body: { token: 'custom', bearerToken: 'bearer', refreshToken: 'r', user: MAYA, hasVerifiedEmail: true },
      },
      'GET /v1/customers/me': { status: 200, body: { ...MAYA, hasVerifiedEmail: true } },
    });
    installSession({ fetch });
    const { router } = renderApp('/profile/1');
    await screen.findByRole('heading', { name: 'Sign in' });
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: MAYA.email } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'kinloan-demo-1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('heading', { name: 'My profile' })).toBeTruthy();
    await waitFor(() => expect(where(router)).toBe('/profile/1'));
  });

  it('goes to the dashboard after sign-in when next points off-site', async () => {
    signInAs(MAYA);
    const { router } = renderApp('/signin?next=https%3A%2F%2Fevil.example%2F');
    expect(await screen.findByRole('heading', { name: 'Hello, Maya' })).toBeTruthy();
    expect(where(router)).toBe('/dashboard');
  });

  it('sends an unverified person on from verification to the original page once verified', async () => {
    let verified = false;
    const { fetch } = scriptedFetch({
      'GET /v1/customers/me': () => ({ status: 200, body: { ...MAYA, hasVerifiedEmail: verified } }),
    });
    installSession({ fetch });
    signInAs(MAYA, { verified: false });
    const { router } = renderApp('/profile/1');
    await screen.findByRole('heading', { name: 'Confirm your email' });
    verified = true;
    fireEvent.click(screen.getByRole('button', { name: 'I’ve verified — continue' }));
    expect(await screen.findByRole('heading', { name: 'My profile' })).toBeTruthy();
    expect(where(router)).toBe('/profile/1');
  });
});
