import { useAppConfig, type AppConfig } from '../config';
import { registeredSessionService, registerSessionService } from './service-registry';
import { createSessionService, type SessionService } from './session-service';
import { browserTabSignals, NO_TAB_SIGNALS } from './tab-signals';

export { setSessionServiceForTests } from './service-registry';

/** The app's one session service (it owns the Firebase listener, so there must be only one). */
export function getSessionService(config: AppConfig): SessionService {
  const existing = registeredSessionService();
  if (existing) return existing;
  const service = createSessionService({
    apiBase: config.apiBase,
    tabs: typeof window === 'undefined' ? NO_TAB_SIGNALS : browserTabSignals(),
    loadGateway: () => import('../auth/firebase').then((m) => m.createFirebaseGateway(config)),
  });
  registerSessionService(service);
  return service;
}

export function useSessionService(): SessionService {
  return getSessionService(useAppConfig());
}

/** The account calls, signed in as the current user. */
export function useAccountsApi() {
  return useSessionService().api;
}
