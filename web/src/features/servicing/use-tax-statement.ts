import type { TaxYearStatementResponse } from '@kinloan/domain';
import { useEffect, useState } from 'react';
import { useServicingApi } from './use-servicing-api';

export type TaxStatementState =
  | { readonly kind: 'loading' }
  | { readonly kind: 'ready'; readonly statement: TaxYearStatementResponse }
  | { readonly kind: 'failed'; readonly message: string };

/** A loan's statement for one year, fetched again when the year changes. */
export function useTaxStatement(loanId: string, year: number): TaxStatementState {
  const api = useServicingApi();
  const [state, setState] = useState<TaxStatementState>({ kind: 'loading' });

  useEffect(() => {
    const controller = new AbortController();
    setState({ kind: 'loading' });
    void api.getTaxStatement(loanId, year, { signal: controller.signal, notify: false }).then((result) => {
      if (controller.signal.aborted) return;
      setState(result.ok ? { kind: 'ready', statement: result.data } : { kind: 'failed', message: result.error.userMessage });
    });
    return () => controller.abort();
  }, [api, loanId, year]);

  return state;
}
