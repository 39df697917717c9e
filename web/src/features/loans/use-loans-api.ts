import { useMemo } from 'react';
import { createApiClient } from '../../api/client';
import { fetchLoanDocument, loansApi, type LoansApi } from '../../api/loans';
import { useAppConfig } from '../../config';
import { useSessionService } from '../../session/use-session';

/** The loan calls, signed in as the current user (the same token as the account calls). */
export function useLoansApi(): LoansApi & { fetchDocument: (id: string) => ReturnType<typeof fetchLoanDocument> } {
  const { apiBase } = useAppConfig();
  const service = useSessionService();
  return useMemo(() => {
    const getToken = (forceRefresh?: boolean) => service.getToken(forceRefresh);
    return {
      ...loansApi(createApiClient({ apiBase, getToken })),
      fetchDocument: (id: string) => fetchLoanDocument({ apiBase, getToken }, id),
    };
  }, [apiBase, service]);
}
