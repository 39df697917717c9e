import { useMemo } from 'react';
import { firebaseGiftCallable, giftsApi, type GiftCallable, type GiftsApi } from '../../api/gifts';
import { useAppConfig, type AppConfig } from '../../config';
import { useSessionService } from '../../session/use-session';

/**
 * The gift callables, signed in as the current user. One transport for the app, so the
 * Functions SDK loads once; it uses the same Firebase app (and so the same signed-in user)
 * as the session's Auth, which the session has already loaded for anyone signed in.
 */
let transport: GiftCallable | null = null;
let testTransport: GiftCallable | null = null;

function transportFor(config: AppConfig): GiftCallable {
  if (testTransport) return testTransport;
  transport ??= firebaseGiftCallable(() => import('../../auth/firebase').then((m) => m.getFirebaseAuth(config).app));
  return transport;
}

/** Tests answer the callables themselves (null: the Firebase transport again). */
export function setGiftCallableForTests(call: GiftCallable | null): void {
  testTransport = call;
}

export function useGiftsApi(): GiftsApi {
  const config = useAppConfig();
  const service = useSessionService();
  return useMemo(() => giftsApi(transportFor(config), { recoverVerification: () => service.recoverVerification() }), [config, service]);
}
