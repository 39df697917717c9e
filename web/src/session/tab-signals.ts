/**
 * What the session hears from the rest of the browser: another tab saying the email was just
 * confirmed there (the link is often opened in a new tab), and this tab coming back into view
 * (the link may have been opened on another device meanwhile). Either is a reason to re-read
 * the account and refresh the ID token instead of waiting for a 403.
 */
export interface TabSignals {
  /** Tells the other tabs of this browser that `uid` has confirmed their email. */
  announceVerified(uid: string): void;
  /** Another tab announced a confirmation. Returns the unsubscribe function. */
  onVerified(listener: (uid: string) => void): () => void;
  /** This tab regained focus or became visible. Returns the unsubscribe function. */
  onReturn(listener: () => void): () => void;
}

export const SESSION_CHANNEL = 'kinloan.session';
/** Only where BroadcastChannel is missing: a localStorage write, which other tabs see as a storage event. */
export const VERIFIED_STORAGE_KEY = 'kinloan.emailVerified';

interface VerifiedMessage {
  type: 'email-verified';
  uid: string;
}

function isVerifiedMessage(data: unknown): data is VerifiedMessage {
  if (typeof data !== 'object' || data === null) return false;
  const { type, uid } = data as Partial<VerifiedMessage>;
  return type === 'email-verified' && typeof uid === 'string';
}

/** For tests and for the server render: hears nothing, tells nobody. */
export const NO_TAB_SIGNALS: TabSignals = {
  announceVerified: () => undefined,
  onVerified: () => () => undefined,
  onReturn: () => () => undefined,
};

export function browserTabSignals(win: Window & typeof globalThis = window): TabSignals {
  let channel: BroadcastChannel | null | undefined;
  // Opened on first use, so a visitor who never signs in never opens one.
  const channelOf = (): BroadcastChannel | null => {
    channel ??= typeof win.BroadcastChannel === 'function' ? new win.BroadcastChannel(SESSION_CHANNEL) : null;
    return channel;
  };

  return {
    announceVerified(uid) {
      const message: VerifiedMessage = { type: 'email-verified', uid };
      const open = channelOf();
      if (open) {
        open.postMessage(message);
        return;
      }
      try {
        win.localStorage.setItem(VERIFIED_STORAGE_KEY, JSON.stringify({ ...message, at: Date.now() }));
      } catch {
        // Storage switched off: the other tab still re-checks when it is looked at again.
      }
    },
    onVerified(listener) {
      const open = channelOf();
      if (open) {
        const onMessage = (event: MessageEvent) => {
          if (isVerifiedMessage(event.data)) listener(event.data.uid);
        };
        open.addEventListener('message', onMessage);
        return () => open.removeEventListener('message', onMessage);
      }
      const onStorage = (event: StorageEvent) => {
        if (event.key !== VERIFIED_STORAGE_KEY || !event.newValue) return;
        try {
          const data: unknown = JSON.parse(event.newValue);
          if (isVerifiedMessage(data)) listener(data.uid);
        } catch {
          // Not ours to read.
        }
      };
      win.addEventListener('storage', onStorage);
      return () => win.removeEventListener('storage', onStorage);
    },
    onReturn(listener) {
      const onVisibility = () => {
        if (win.document.visibilityState === 'visible') listener();
      };
      win.addEventListener('focus', listener);
      win.document.addEventListener('visibilitychange', onVisibility);
      return () => {
        win.removeEventListener('focus', listener);
        win.document.removeEventListener('visibilitychange', onVisibility);
      };
    },
  };
}
