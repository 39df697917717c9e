import { useMemo } from 'react';
import { createApiClient } from '../../api/client';
import { fetchLedgerCsv, fetchLoanCalendar, loansApi, type LoansApi } from '../../api/loans';
import { useAppConfig } from '../../config';
import { useSessionService } from '../../session/use-session';

export type ServicingApi = LoansApi & {
  ledgerCsv: (id: string) => ReturnType<typeof fetchLedgerCsv>;
  calendarIcs: (id: string) => ReturnType<typeof fetchLoanCalendar>;
};

/** The loan calls and the loan's files, signed in as the current user. */
export function useServicingApi(): ServicingApi {
  const { apiBase } = useAppConfig();
  const service = useSessionService();
  return useMemo(() => {
    const getToken = (forceRefresh?: boolean) => service.getToken(forceRefresh);
    return {
      ...loansApi(createApiClient({ apiBase, getToken })),
      ledgerCsv: (id: string) => fetchLedgerCsv({ apiBase, getToken }, id),
      calendarIcs: (id: string) => fetchLoanCalendar({ apiBase, getToken }, id),
    };
  }, [apiBase, service]);
}
