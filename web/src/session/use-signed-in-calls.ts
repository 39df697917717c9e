import { useMemo } from 'react';
import type { ApiClientOptions } from '../api/client';
import { useAppConfig } from '../config';
import { useSessionService } from './use-session';

export type SignedInCallOptions = Pick<ApiClientOptions, 'apiBase' | 'getToken' | 'recoverVerification'>;

/**
 * What every signed-in call needs from the session: the API base, the current ID token, and
 * the way back from a refusal for an unconfirmed email (refresh the token and retry once, or
 * go to /verification). One place, so no call forgets the last.
 */
export function useSignedInCalls(): SignedInCallOptions {
  const { apiBase } = useAppConfig();
  const service = useSessionService();
  return useMemo(
    () => ({
      apiBase,
      getToken: (forceRefresh?: boolean) => service.getToken(forceRefresh),
      recoverVerification: () => service.recoverVerification(),
    }),
    [apiBase, service],
  );
}
