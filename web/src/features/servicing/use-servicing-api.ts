import { useMemo } from 'react';
import { createApiClient } from '../../api/client';
import { fetchLedgerCsv, fetchLoanCalendar, fetchPayoffLetter, fetchTaxStatementFile, loansApi, type LoansApi } from '../../api/loans';
import { useSignedInCalls } from '../../session/use-signed-in-calls';

export type ServicingApi = LoansApi & {
  ledgerCsv: (id: string) => ReturnType<typeof fetchLedgerCsv>;
  calendarIcs: (id: string) => ReturnType<typeof fetchLoanCalendar>;
  payoffLetter: (id: string) => ReturnType<typeof fetchPayoffLetter>;
  taxStatementFile: (id: string, year: number, kind: 'pdf' | 'csv') => ReturnType<typeof fetchTaxStatementFile>;
};

/** The loan calls and the loan's files, signed in as the current user. */
export function useServicingApi(): ServicingApi {
  const calls = useSignedInCalls();
  return useMemo(
    () => ({
      ...loansApi(createApiClient(calls)),
      ledgerCsv: (id: string) => fetchLedgerCsv(calls, id),
      calendarIcs: (id: string) => fetchLoanCalendar(calls, id),
      payoffLetter: (id: string) => fetchPayoffLetter(calls, id),
      taxStatementFile: (id: string, year: number, kind: 'pdf' | 'csv') => fetchTaxStatementFile(calls, id, year, kind),
    }),
    [calls],
  );
}
