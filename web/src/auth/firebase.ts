import { getApps, initializeApp } from 'firebase/app';
import { connectAuthEmulator, getAuth, type Auth } from 'firebase/auth';
import type { AppConfig } from '../config';

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
  if (config.authEmulatorUrl !== null) connectAuthEmulator(auth, config.authEmulatorUrl);
  return auth;
}
