import { useMemo } from 'react';
import { createApiClient } from '../../api/client';
import { fetchLoanDocument, loansApi, type LoansApi } from '../../api/loans';
import { useSignedInCalls } from '../../session/use-signed-in-calls';

/** The loan calls, signed in as the current user (the same token as the account calls). */
export function useLoansApi(): LoansApi & { fetchDocument: (id: string) => ReturnType<typeof fetchLoanDocument> } {
  const calls = useSignedInCalls();
  return useMemo(
    () => ({
      ...loansApi(createApiClient(calls)),
      fetchDocument: (id: string) => fetchLoanDocument(calls, id),
    }),
    [calls],
  );
}
