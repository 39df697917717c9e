import type { LoanRequestResponse } from '@kinloan/domain';
import { useCallback, useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { notifyError } from '../../stores/notification-store';
import { useLoanStore } from '../../stores/loan-store';
import { loanPagePath, type LoanPage } from './next-step';
import { useLoansApi } from './use-loans-api';

export type LoadState = 'loading' | 'ready' | 'not-found' | 'forbidden' | 'failed';

/**
 * The request `/{id}/…` is about. Shows the one in the store at once when it is this one (the
 * answer of the last action), and always asks the API again: the other person may have acted.
 */
export function useLoanRequest(id: string) {
  const api = useLoansApi();
  const current = useLoanStore((s) => (s.currentLoanRequest?.id === id ? s.currentLoanRequest : null));
  const setCurrent = useLoanStore((s) => s.setCurrentLoanRequest);
  const [state, setState] = useState<LoadState>(current ? 'ready' : 'loading');
  const [fresh, setFresh] = useState(false);

  const load = useCallback(
    (signal?: AbortSignal) => {
      api.getLoanRequest(id, { notify: false, signal }).then(
        (result) => {
          if (signal?.aborted) return;
          if (result.ok) {
            setCurrent(result.data);
            setState('ready');
            setFresh(true);
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
        (error: unknown) => {
          if (!signal?.aborted) console.error('[kinloan] loading a loan request failed', error);
        },
      );
    },
    [api, id, setCurrent],
  );

  useEffect(() => {
    const controller = new AbortController();
    load(controller.signal);
    return () => controller.abort();
  }, [load]);

  return { state: current ? (state === 'loading' ? 'ready' : state) : state, request: current, fresh, reload: () => load() };
}

/**
 * After an action: keep the API's answer as the current request, then go on. The store is set
 * first so the next page already sees the new status.
 */
export function useFlowNavigation() {
  const navigate = useNavigate();
  const setCurrent = useLoanStore((s) => s.setCurrentLoanRequest);
  return useCallback(
    (request: LoanRequestResponse, to: LoanPage | { path: string }) => {
      setCurrent(request);
      void navigate(typeof to === 'string' ? loanPagePath(request.id, to) : to.path);
    },
    [navigate, setCurrent],
  );
}
