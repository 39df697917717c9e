import { useEffect } from 'react';
import { useAppConfig } from '../config/config-context';
import type { AppConfig } from '../config/validate';
import { registeredSessionService } from './service-registry';
import type { SessionService } from './session-service';
import { localStorageHint } from './session-hint';
import { useSessionStore } from './session-store';

/** The session service, loading its code first if no page has yet. */
export async function loadSessionService(config: AppConfig): Promise<SessionService> {
  return registeredSessionService() ?? (await import('./use-session')).getSessionService(config);
}

/**
 * Rendered once by the layout: restores a session kept from an earlier visit and keeps the
 * store in step with Firebase. A visitor who never signed in on this browser is known to be
 * signed out at once, without downloading the session code or Firebase Auth.
 */
export function SessionSync() {
  const config = useAppConfig();
  useEffect(() => {
    const existing = registeredSessionService();
    if (existing) {
      void existing.start();
    } else if (!localStorageHint().get()) {
      useSessionStore.getState().markReady();
    } else {
      loadSessionService(config).then(
        (service) => service.start(),
        (error: unknown) => {
          console.error('[kinloan] could not load the session code to restore the sign-in', error);
          useSessionStore.getState().clear('unauthenticated');
        },
      );
    }
  }, [config]);
  return null;
}
