/**
 * A note in localStorage that someone signed in on this browser. Without it the app knows at
 * once that nobody is signed in and never downloads Firebase Auth for a visitor; with it, the
 * app loads Firebase Auth and restores the session Firebase kept.
 */
export interface SessionHint {
  get(): boolean;
  set(): void;
  clear(): void;
}

export const SESSION_HINT_KEY = 'kinloan.signedIn';

export function localStorageHint(storage: () => Storage | undefined = () => globalThis.localStorage): SessionHint {
  // Storage can be switched off (private modes, strict settings); then sessions last as long as the tab.
  const attempt = <T>(action: (s: Storage) => T, fallback: T): T => {
    try {
      const s = storage();
      return s ? action(s) : fallback;
    } catch {
      return fallback;
    }
  };
  return {
    get: () => attempt((s) => s.getItem(SESSION_HINT_KEY) === '1', false),
    set: () => attempt((s) => s.setItem(SESSION_HINT_KEY, '1'), undefined),
    clear: () => attempt((s) => s.removeItem(SESSION_HINT_KEY), undefined),
  };
}
