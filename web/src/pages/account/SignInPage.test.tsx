import { userMessage } from '@kinloan/domain';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { errorBody, installSession, MAYA, resetSession, scriptedFetch } from '../../session/test-support';
import { useNotificationStore } from '../../stores/notification-store';
import { renderAccountApp as renderApp } from '../../session/render-account-app';
import { leadFor, WRONG_CREDENTIALS_HINT } from './SignInPage';

const fill = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('/signin', () => {
  beforeEach(() => {
    resetSession();
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => {
    resetSession();
    vi.restoreAllMocks();
  });

  it('labels every input and offers Google, password reset and sign-up', async () => {
    renderApp('/signin');
    await screen.findByRole('heading', { name: 'Sign in' });
    expect(screen.getByLabelText('Email').getAttribute('type')).toBe('email');
    expect(screen.getByLabelText('Password').getAttribute('type')).toBe('password');
    expect(screen.getByRole('button', { name: 'Continue with Google' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Forgot your password?' }).getAttribute('href')).toBe('/forgotpass');
    expect(screen.getByRole('link', { name: 'Create an account' }).getAttribute('href')).toBe('/signup');
  });

  it('tells someone arriving from an invitation what was sent, and keeps it for sign-up', async () => {
    renderApp('/signin?next=%2Fabc123%2Floan-review');
    expect(await screen.findByText(/You were sent a loan agreement to review/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Create an account' }).getAttribute('href')).toBe('/signup?next=%2Fabc123%2Floan-review');
    expect(leadFor('/g1/gift-review')).toMatch(/^You were sent a gift letter to review/);
    expect(leadFor('/dashboard')).toMatch(/^Welcome back/);
    expect(leadFor(null)).toMatch(/^Welcome back/);
  });

  it('checks the fields before calling the API, and moves focus to the first problem', async () => {
    const { fetch, calls } = scriptedFetch({});
    installSession({ fetch });
    renderApp('/signin');
    await screen.findByRole('heading', { name: 'Sign in' });
    fill('Email', 'maya@');
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Email must be a valid email address, like name@example.com.')).toBeTruthy();
    expect(screen.getByText('Password is required.')).toBeTruthy();
    const email = screen.getByLabelText('Email');
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(email.getAttribute('aria-describedby')).toContain(screen.getByText(/Email must be a valid/).closest('p')?.id);
    await waitFor(() => expect(document.activeElement).toBe(email));
    expect(calls).toHaveLength(0);
  });

  it('clears a field’s message as the person corrects it', async () => {
    renderApp('/signin');
    await screen.findByRole('heading', { name: 'Sign in' });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await screen.findByText('Password is required.');
    fill('Password', 'x');
    expect(screen.queryByText('Password is required.')).toBeNull();
    expect(screen.getByText('Email is required.')).toBeTruthy();
  });

  it('explains wrong credentials (401) once, next to the form: no notification says it again in other words', async () => {
    const { fetch } = scriptedFetch({ 'POST /v1/signIn': { status: 401, body: { error: { status: 401, kind: 'unauthenticated', message: userMessage(401) } } } });
    installSession({ fetch });
    renderApp('/signin');
    await screen.findByRole('heading', { name: 'Sign in' });
    fill('Email', MAYA.email);
    fill('Password', 'wrong-password');
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText(WRONG_CREDENTIALS_HINT)).toBeTruthy();
    expect(useNotificationStore.getState().show).toBe(false);
    expect(screen.queryByText(/correct format expected/)).toBeNull();
  });

  it('shows the API’s field errors inline', async () => {
    const { fetch } = scriptedFetch({
      'POST /v1/signIn': { status: 400, body: errorBody(400, 'bad-request', { fields: [{ field: 'email', message: 'Email is not allowed here.' }] }) },
    });
    installSession({ fetch });
    renderApp('/signin');
    await screen.findByRole('heading', { name: 'Sign in' });
    fill('Email', MAYA.email);
    fill('Password', 'kinloan-demo-1');
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Email is not allowed here.')).toBeTruthy();
  });

  it('disables the button while signing in', async () => {
    let answer: (value: Response) => void = () => {};
    installSession({ fetch: () => new Promise<Response>((resolve) => (answer = resolve)) });
    renderApp('/signin');
    await screen.findByRole('heading', { name: 'Sign in' });
    fill('Email', MAYA.email);
    fill('Password', 'kinloan-demo-1');
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    const pending = await screen.findByRole('button', { name: 'Signing in…' });
    expect((pending as HTMLButtonElement).disabled).toBe(true);
    answer(new Response(JSON.stringify(errorBody(401, 'unauthenticated')), { status: 401, headers: { 'Content-Type': 'application/json' } }));
    await waitFor(() => expect((screen.getByRole('button', { name: 'Sign in' }) as HTMLButtonElement).disabled).toBe(false));
  });

  it('sends an unverified person to verification after signing in', async () => {
    const { fetch } = scriptedFetch({
      'POST /v1/signIn': { status: 200, body: { token: 'c', bearerToken: 'b', refreshToken: 'r', user: MAYA, hasVerifiedEmail: false } },
    });
    installSession({ fetch });
    const { router } = renderApp('/signin?next=%2Fprofile%2F1');
    await screen.findByRole('heading', { name: 'Sign in' });
    fill('Email', MAYA.email);
    fill('Password', 'kinloan-demo-1');
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('heading', { name: 'Confirm your email' })).toBeTruthy();
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/verification?next=%2Fprofile%2F1');
  });
});
