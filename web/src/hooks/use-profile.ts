import type { Customer } from '@kinloan/domain';
import { useCallback, useEffect, useState } from 'react';
import { useAccountsApi } from '../session/use-session';

/**
 * The signed-in person's profile (GET customers/me): a signature puts it into the document, so
 * every signing page reads it, loan agreements and gift letters alike.
 */
export function useProfile() {
  const accounts = useAccountsApi();
  const [profile, setProfile] = useState<Customer | null>(null);
  const [failed, setFailed] = useState(false);

  const load = useCallback(
    (signal?: AbortSignal) => {
      setFailed(false);
      void accounts.getMe({ signal }).then((result) => {
        if (signal?.aborted) return;
        if (result.ok) setProfile(result.data);
        else setFailed(true);
      });
    },
    [accounts],
  );

  useEffect(() => {
    const controller = new AbortController();
    load(controller.signal);
    return () => controller.abort();
  }, [load]);

  return { profile, failed, reload: () => load() };
}
