import { afterEach, describe, expect, it } from 'vitest';
import { accessOf, displayName, SIGNED_OUT, useSessionStore } from './session-store';

const store = () => useSessionStore.getState();
const MAYA = { id: 'demo-maya', firstName: 'Maya', lastName: 'Okafor', email: 'maya.okafor@example.com' };

describe('session store', () => {
  afterEach(() => useSessionStore.setState({ ...SIGNED_OUT }));

  it('starts signed out and not yet restored', () => {
    expect(store()).toMatchObject({ user: null, isAuthenticated: false, token: null, authState: 'unauthenticated', ready: false });
    expect(accessOf(store())).toBe('pending');
  });

  it('goes through signing-in to success', () => {
    store().startSigningIn();
    expect(store().authState).toBe('signing-in');
    store().signedIn({ user: MAYA, token: 'tok', hasVerifiedEmail: true });
    expect(store()).toMatchObject({ user: MAYA, token: 'tok', isAuthenticated: true, hasVerifiedEmail: true, authState: 'success', authError: null, ready: true });
    expect(accessOf(store())).toBe('allowed');
  });

  it('records a failed sign-in with its message, signed out', () => {
    store().signInFailed('Oops, something went wrong.');
    expect(store()).toMatchObject({ authState: 'error', authError: 'Oops, something went wrong.', isAuthenticated: false, ready: true });
    expect(accessOf(store())).toBe('signed-out');
  });

  it('is unverified until the email is confirmed', () => {
    store().signedIn({ user: MAYA, token: 'tok', hasVerifiedEmail: false });
    expect(accessOf(store())).toBe('unverified');
    store().setVerified(true);
    expect(accessOf(store())).toBe('allowed');
  });

  it('takes refreshed tokens only while signed in', () => {
    store().tokenRefreshed('stray');
    expect(store().token).toBeNull();
    store().signedIn({ user: MAYA, token: 'old', hasVerifiedEmail: true });
    store().tokenRefreshed('new');
    expect(store().token).toBe('new');
  });

  it('sign-out clears user, auth flag, token and verification', () => {
    store().signedIn({ user: MAYA, token: 'tok', hasVerifiedEmail: true });
    store().clear();
    expect(store()).toMatchObject({ ...SIGNED_OUT, authState: 'signed-out', ready: true });
  });

  it('updates the name shown in the menu', () => {
    store().signedIn({ user: MAYA, token: 'tok', hasVerifiedEmail: true });
    store().updateUser({ firstName: 'Maya A.' });
    expect(displayName(store().user)).toBe('Maya A. Okafor');
  });

  it('titles the menu with first and last name', () => {
    expect(displayName(MAYA)).toBe('Maya Okafor');
    expect(displayName({ firstName: 'Cher', lastName: '' })).toBe('Cher');
    expect(displayName(null)).toBe('');
  });
});
