import type { LoanResponse } from '@kinloan/domain';
import { useState } from 'react';
import { saveBlob } from './download-file';
import { useServicingApi } from './use-servicing-api';
import { BusyButton } from '../../components/BusyButton';

export const ledgerFileName = (id: string) => `kinloan-${id}-ledger.csv`;
export const calendarFileName = (id: string) => `kinloan-${id}-payments.ics`;

/** The ledger as a CSV file, and the remaining due dates as a calendar file (while the loan runs). */
export function LoanDownloads({ loan }: { loan: LoanResponse }) {
  const api = useServicingApi();
  const [busy, setBusy] = useState<'csv' | 'ics' | null>(null);

  async function download(kind: 'csv' | 'ics') {
    setBusy(kind);
    const result = kind === 'csv' ? await api.ledgerCsv(loan.id) : await api.calendarIcs(loan.id);
    setBusy(null);
    if (result.ok) saveBlob(result.data, kind === 'csv' ? ledgerFileName(loan.id) : calendarFileName(loan.id));
  }

  return (
    <div className="button-row loan-downloads">
      <BusyButton className="button button--secondary" busy={busy === 'csv'} disabled={busy !== null} busyLabel="Preparing the file…" onClick={() => download('csv')}>
        Download CSV
      </BusyButton>
      {loan.status === 'active' ? (
        <BusyButton className="button button--secondary" busy={busy === 'ics'} disabled={busy !== null} busyLabel="Preparing the file…" onClick={() => download('ics')}>
          Add to calendar (.ics)
        </BusyButton>
      ) : null}
    </div>
  );
}
