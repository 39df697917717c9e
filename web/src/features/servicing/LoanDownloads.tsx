import type { LoanResponse } from '@kinloan/domain';
import { useState } from 'react';
import { saveBlob } from './download-file';
import { useServicingApi } from './use-servicing-api';

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
      <button type="button" className="button button--secondary" disabled={busy !== null} onClick={() => void download('csv')}>
        {busy === 'csv' ? 'Preparing the file…' : 'Download CSV'}
      </button>
      {loan.status === 'active' ? (
        <button type="button" className="button button--secondary" disabled={busy !== null} onClick={() => void download('ics')}>
          {busy === 'ics' ? 'Preparing the file…' : 'Add to calendar (.ics)'}
        </button>
      ) : null}
    </div>
  );
}
