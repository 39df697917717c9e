import type { Customer } from '@kinloan/domain';
import { useCallback, useEffect, useState } from 'react';
import { useAccountsApi } from '../../session/use-session';

/** The signed-in person's profile (GET customers/me): a gift recipient is named as it says. */
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

/** Street, city, state and ZIP: what the letter needs to name where the recipient lives. */
export function hasCompleteAddress(profile: Pick<Customer, 'address'>): boolean {
  const { line1, city, state, zipCode } = profile.address;
  return Boolean(line1.trim() && city.trim() && state.trim() && zipCode.trim());
}

export function legalNameOf(person: { firstName: string; middleName?: string | undefined; lastName: string }): string {
  return [person.firstName, person.middleName, person.lastName].map((p) => (p ?? '').trim()).filter(Boolean).join(' ');
}
