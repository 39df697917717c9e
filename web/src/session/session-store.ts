import { create } from 'zustand';

/** Spec section 4: the sign-in states. */
export type AuthState = 'signing-in' | 'success' | 'error' | 'signed-out' | 'unauthenticated';

export interface SessionUser {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
}

export interface SessionData {
  user: SessionUser | null;
  isAuthenticated: boolean;
  /** The current Firebase ID token (kept fresh by Firebase Auth's own refresh). */
  token: string | null;
  hasVerifiedEmail: boolean;
  authState: AuthState;
  /** The message shown for the last failed sign-in, if any. */
  authError: string | null;
  /**
   * False until the session kept from an earlier visit has been restored (or found absent);
   * the access guard waits for it instead of sending a signed-in person to the sign-in page.
   */
  ready: boolean;
}

export interface SessionState extends SessionData {
  startSigningIn: () => void;
  signedIn: (session: { user: SessionUser; token: string; hasVerifiedEmail: boolean }) => void;
  signInFailed: (message: string) => void;
  /** Firebase issued a fresh ID token. */
  tokenRefreshed: (token: string) => void;
  updateUser: (user: Partial<Omit<SessionUser, 'id'>>) => void;
  setVerified: (verified: boolean) => void;
  /** Clears user, auth flag, token and verification (spec section 4). */
  clear: (authState?: 'signed-out' | 'unauthenticated') => void;
  markReady: () => void;
}

export const SIGNED_OUT: SessionData = {
  user: null,
  isAuthenticated: false,
  token: null,
  hasVerifiedEmail: false,
  authState: 'unauthenticated',
  authError: null,
  ready: false,
};

export const useSessionStore = create<SessionState>()((set) => ({
  ...SIGNED_OUT,
  startSigningIn: () => set({ authState: 'signing-in', authError: null }),
  signedIn: ({ user, token, hasVerifiedEmail }) =>
    set({ user, token, hasVerifiedEmail, isAuthenticated: true, authState: 'success', authError: null, ready: true }),
  signInFailed: (message) =>
    set({ ...SIGNED_OUT, ready: true, authState: 'error', authError: message }),
  tokenRefreshed: (token) => set((state) => (state.isAuthenticated ? { token } : {})),
  updateUser: (changes) => set((state) => (state.user ? { user: { ...state.user, ...changes } } : {})),
  setVerified: (verified) => set({ hasVerifiedEmail: verified }),
  clear: (authState = 'signed-out') => set({ ...SIGNED_OUT, ready: true, authState }),
  markReady: () => set({ ready: true }),
}));

/** "Maya Okafor": the title of the signed-in menu (spec section 2). */
export function displayName(user: Pick<SessionUser, 'firstName' | 'lastName'> | null): string {
  if (!user) return '';
  return [user.firstName, user.lastName].map((part) => part.trim()).filter(Boolean).join(' ');
}

/** Whether the access guard lets this session through to a protected page. */
export type Access = 'pending' | 'signed-out' | 'unverified' | 'allowed';

export function accessOf(state: Pick<SessionData, 'ready' | 'isAuthenticated' | 'hasVerifiedEmail'>): Access {
  if (!state.ready) return 'pending';
  if (!state.isAuthenticated) return 'signed-out';
  if (!state.hasVerifiedEmail) return 'unverified';
  return 'allowed';
}
