import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installSession, MAYA, resetSession, scriptedFetch, signInAs } from '../../session/test-support';
import { useNotificationStore } from '../../stores/notification-store';
import { renderAccountApp as renderApp } from '../../session/render-account-app';
import { VERIFICATION_SENT } from './VerificationPage';

describe('/verification', () => {
  beforeEach(() => {
    resetSession();
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => {
    resetSession();
    vi.restoreAllMocks();
  });

  it('explains the step and names the address', async () => {
    signInAs(MAYA, { verified: false });
    renderApp('/verification');
    expect(await screen.findByRole('heading', { name: 'Confirm your email' })).toBeTruthy();
    expect(screen.getByText(MAYA.email)).toBeTruthy();
  });

  it('resends the email and says so', async () => {
    const { fetch, calls } = scriptedFetch({ 'POST /v1/customers/me/verificationEmail': { status: 202, body: { sent: true } } });
    installSession({ fetch });
    signInAs(MAYA, { verified: false });
    renderApp('/verification');
    fireEvent.click(await screen.findByRole('button', { name: 'Resend the email' }));
    await waitFor(() => expect(useNotificationStore.getState()).toMatchObject({ isError: false, message: VERIFICATION_SENT }));
    expect(calls[0]?.headers.Authorization).toBe(`Bearer id-token-${MAYA.id}`);
    expect((screen.getByRole('button', { name: 'Email sent' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('says calmly when the link has not been opened yet', async () => {
    installSession({ fetch: scriptedFetch({ 'GET /v1/customers/me': { status: 200, body: { ...MAYA, hasVerifiedEmail: false } } }).fetch });
    signInAs(MAYA, { verified: false });
    const { router } = renderApp('/verification?next=%2Fdashboard');
    fireEvent.click(await screen.findByRole('button', { name: 'I’ve verified — continue' }));
    expect(await screen.findByText(/We haven’t seen the confirmation yet/)).toBeTruthy();
    expect(router.state.location.pathname).toBe('/verification');
  });

  it('asks a signed-out visitor to sign in first, keeping where they were going', async () => {
    renderApp('/verification?next=%2Fprofile%2F1');
    await screen.findByText(/Please sign in first/);
    const links = screen.getAllByRole('link', { name: 'Sign in' }).map((a) => a.getAttribute('href'));
    expect(links).toContain('/signin?next=%2Fprofile%2F1');
  });
});
