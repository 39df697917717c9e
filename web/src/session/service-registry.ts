import type { SessionService } from './session-service';

/**
 * Holds the app's one session service without importing it: the service (API client, schemas)
 * loads with the first page that needs it, or when a kept session must be restored, so the
 * landing page stays light for visitors.
 */
let instance: SessionService | null = null;

export function registeredSessionService(): SessionService | null {
  return instance;
}

export function registerSessionService(service: SessionService | null): void {
  instance = service;
}

/** Tests put a service with a stand-in gateway and fetch here (null: the app builds the real one again). */
export const setSessionServiceForTests = registerSessionService;
