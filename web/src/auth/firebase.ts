import { getApps, initializeApp } from 'firebase/app';
import {
  connectAuthEmulator,
  getAuth,
  GoogleAuthProvider,
  onIdTokenChanged,
  signInWithCustomToken,
  signInWithEmailAndPassword,
  signInWithPopup,
  signOut,
  type Auth,
  type User,
} from 'firebase/auth';
import type { AppConfig } from '../config';
import type { AuthGateway, AuthUserInfo } from './auth-gateway';

let auth: Auth | null = null;

/**
 * Firebase Auth for this environment, created on first use (so visitors who never sign in
 * don't download it). In development it talks to the Auth emulator named in the config.
 * The SPA uses the Firebase SDK for Auth only; data goes through the API.
 */
export function getFirebaseAuth(config: AppConfig): Auth {
  if (auth) return auth;
  const app = getApps()[0] ?? initializeApp(config.firebase);
  auth = getAuth(app);
  if (config.authEmulatorUrl !== null) connectAuthEmulator(auth, config.authEmulatorUrl, { disableWarnings: true });
  return auth;
}

function info(user: User): AuthUserInfo {
  return { uid: user.uid, email: user.email, displayName: user.displayName, emailVerified: user.emailVerified };
}

/**
 * The session's view of Firebase Auth. Firebase keeps the ID token fresh by itself (about five
 * minutes before it expires, retrying on network failure) while an onIdTokenChanged listener
 * is attached, which the session always has once signed in.
 */
export function createFirebaseGateway(config: AppConfig): AuthGateway {
  const a = getFirebaseAuth(config);
  return {
    async initialUser() {
      await a.authStateReady();
      return a.currentUser ? info(a.currentUser) : null;
    },
    currentUser: () => (a.currentUser ? info(a.currentUser) : null),
    async signInWithCustomToken(token) {
      return info((await signInWithCustomToken(a, token)).user);
    },
    async signInWithPassword(email, password) {
      return info((await signInWithEmailAndPassword(a, email, password)).user);
    },
    async signInWithGoogle() {
      const provider = new GoogleAuthProvider();
      provider.setCustomParameters({ prompt: 'select_account' });
      const { user } = await signInWithPopup(a, provider);
      return { user: info(user), idToken: await user.getIdToken() };
    },
    signOut: () => signOut(a),
    async getIdToken(forceRefresh = false) {
      return a.currentUser ? a.currentUser.getIdToken(forceRefresh) : null;
    },
    async reloadUser() {
      if (!a.currentUser) return null;
      await a.currentUser.reload();
      return info(a.currentUser);
    },
    async idTokenSaysVerified() {
      if (!a.currentUser) return false;
      return (await a.currentUser.getIdTokenResult()).claims.email_verified === true;
    },
    onIdTokenChanged(listener) {
      return onIdTokenChanged(a, (user) => {
        if (!user) {
          listener(null, null);
          return;
        }
        user.getIdToken().then(
          (token) => listener(info(user), token),
          (error: unknown) => console.error('[kinloan] could not read the refreshed ID token', error),
        );
      });
    },
  };
}
