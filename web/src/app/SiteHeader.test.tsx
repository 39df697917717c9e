import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SIGNED_OUT, useSessionStore } from '../session/session-store';
import { installSession, MAYA, resetSession, scriptedFetch, signInAs } from '../session/test-support';
import { renderAccountApp as renderApp } from '../session/render-account-app';

const nav = () => within(screen.getByRole('navigation', { name: 'Main' }));

describe('header menus per session state (spec section 2)', () => {
  beforeEach(() => {
    resetSession();
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });

  afterEach(() => {
    resetSession();
    vi.restoreAllMocks();
  });

  it('shows visitors Sign up and Sign in, and no account menu', () => {
    renderApp('/');
    expect(nav().getByRole('link', { name: 'Sign up' }).getAttribute('href')).toBe('/signup');
    expect(nav().getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/signin');
    expect(nav().queryByRole('button', { name: 'Maya Okafor' })).toBeNull();
  });

  it('gives a signed-in, verified person a menu titled with their first and last name', () => {
    signInAs(MAYA);
    renderApp('/');
    expect(nav().queryByRole('link', { name: 'Sign in' })).toBeNull();
    expect(nav().queryByRole('link', { name: 'Sign up' })).toBeNull();
    const menu = nav().getByRole('button', { name: 'Maya Okafor' });
    expect(menu.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(menu);
    expect(menu.getAttribute('aria-expanded')).toBe('true');
    const links = nav()
      .getAllByRole('link')
      .filter((a) => a.closest('.dropdown--end'))
      .map((a) => [a.textContent, a.getAttribute('href')]);
    expect(links).toEqual([
      ['Borrow Money', '/loan-terms?requestType=borrow'],
      ['Lend Money', '/loan-terms?requestType=lend'],
      ['Request A Gift', '/gift-terms'],
      ['My Dashboard', '/dashboard'],
      ['My Profile', '/profile/1'],
    ]);
    expect(nav().getByRole('button', { name: 'Sign out' })).toBeTruthy();
  });

  it('signs out from the menu: everything cleared, back on the home page', async () => {
    const service = installSession({ fetch: scriptedFetch({ 'GET /v1/customers/me': { status: 200, body: { ...MAYA, hasVerifiedEmail: true } } }).fetch });
    const signOut = vi.spyOn(service, 'signOut');
    signInAs(MAYA);
    const { router } = renderApp('/profile/1');
    await screen.findByRole('heading', { name: 'My profile' });
    fireEvent.click(nav().getByRole('button', { name: 'Maya Okafor' }));
    fireEvent.click(nav().getByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(signOut).toHaveBeenCalled();
    expect(useSessionStore.getState()).toMatchObject({ user: null, token: null, isAuthenticated: false });
    expect(await screen.findByRole('link', { name: 'Sign in' })).toBeTruthy();
  });

  it('updates the menu title when the name changes', () => {
    signInAs(MAYA);
    renderApp('/');
    act(() => useSessionStore.getState().updateUser({ lastName: 'Okafor-Reyes' }));
    expect(nav().getByRole('button', { name: 'Maya Okafor-Reyes' })).toBeTruthy();
  });

  it('offers a signed-in but unverified person a way to verify or sign out, not Sign in', () => {
    signInAs(MAYA, { verified: false });
    renderApp('/');
    expect(nav().getByRole('link', { name: 'Confirm your email' }).getAttribute('href')).toBe('/verification');
    expect(nav().getByRole('button', { name: 'Sign out' })).toBeTruthy();
    expect(nav().queryByRole('link', { name: 'Sign in' })).toBeNull();
    expect(nav().queryByRole('button', { name: 'Maya Okafor' })).toBeNull();
  });

  it('shows neither while a kept session is being restored (no flicker)', () => {
    const service = installSession({ fetch: scriptedFetch({}).fetch });
    vi.spyOn(service, 'start').mockImplementation(() => new Promise(() => {}));
    act(() => useSessionStore.setState({ ...SIGNED_OUT, ready: false }));
    renderApp('/');
    expect(nav().queryByRole('link', { name: 'Sign in' })).toBeNull();
    expect(nav().queryByRole('button', { name: 'Sign out' })).toBeNull();
  });
});
