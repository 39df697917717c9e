import type { LoanResponse } from '@kinloan/domain';
import { useCallback, useEffect, useState } from 'react';
import { notifyError } from '../../stores/notification-store';
import { useLoanStore } from '../../stores/loan-store';
import { useServicingApi } from './use-servicing-api';

export type LoanLoadState = 'loading' | 'ready' | 'not-found' | 'forbidden' | 'failed';

/**
 * The executed loan `id` (the store's currentExecutedLoan), loaded on arrival and again on
 * `reload()` after an action changed it. A loan already in the store shows at once while the
 * fresh one is on its way.
 */
export function useExecutedLoan(id: string): { state: LoanLoadState; loan: LoanResponse | null; reload: () => Promise<void> } {
  const api = useServicingApi();
  const loan = useLoanStore((s) => (s.currentExecutedLoan?.id === id ? s.currentExecutedLoan : null));
  const setLoan = useLoanStore((s) => s.setCurrentExecutedLoan);
  const [state, setState] = useState<LoanLoadState>('loading');

  const load = useCallback(
    async (signal?: AbortSignal) => {
      const result = await api.getLoan(id, { notify: false, signal });
      if (signal?.aborted) return;
      if (result.ok) {
        setLoan(result.data);
        setState('ready');
        return;
      }
      const { status } = result.error;
      if (status === 404) setState('not-found');
      else if (status === 403) setState('forbidden');
      else {
        notifyError(result.error.userMessage, result.error);
        setState((s) => (s === 'ready' ? s : 'failed'));
      }
    },
    [api, id, setLoan],
  );

  useEffect(() => {
    const controller = new AbortController();
    load(controller.signal).catch((error: unknown) => {
      if (!controller.signal.aborted) console.error('[kinloan] loading a loan failed', error);
    });
    return () => controller.abort();
  }, [load]);

  const shown: LoanLoadState = loan && state === 'loading' ? 'ready' : state;
  return { state: shown, loan, reload: () => load() };
}
