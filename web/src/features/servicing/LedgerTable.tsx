import { formatUsd, installmentNotReached, type LedgerInstallment } from '@kinloan/domain';
import { useId, useState } from 'react';
import { INSTALLMENT_STATUS_WORDS, shortDateWords } from './servicing-words';

/** How many rows show before "Show all": the paid ones, then a few to come. */
export function rowsShown(installments: readonly LedgerInstallment[]): number {
  const firstOpen = installments.findIndex((row) => row.status !== 'paid');
  const wanted = Math.max(6, (firstOpen === -1 ? installments.length : firstOpen) + 3);
  // Hiding one or two rows behind a button helps nobody.
  return wanted + 2 >= installments.length ? installments.length : wanted;
}

/**
 * The installment's amount: as agreed, or, for one still open that the payments so far changed
 * (extra principal re-levelled it, an early or late payment moved the last one, or the loan no
 * longer reaches it), what it now asks for, the figure its reminder and calendar event give,
 * with the agreed amount beneath.
 */
function ScheduledAmount({ row }: { row: LedgerInstallment }) {
  const agreed = row.scheduled.paymentCents;
  if (row.status === 'paid' || row.dueCents === agreed) return <>{formatUsd(agreed)}</>;
  return (
    <>
      {formatUsd(row.dueCents)}
      <span className="ledger-table__unit">agreed {formatUsd(agreed)}</span>
    </>
  );
}

/**
 * The ledger: each installment as scheduled beside what was paid toward it, the interest and
 * principal split of the schedule, the balance as scheduled after it, and its status.
 */
export function LedgerTable({ installments }: { installments: readonly LedgerInstallment[] }) {
  const titleId = useId();
  const [all, setAll] = useState(false);
  const limit = rowsShown(installments);
  const rows = all ? installments : installments.slice(0, limit);
  return (
    <div className="ledger">
      <div className="schedule-table ledger-table" role="region" aria-labelledby={titleId} tabIndex={0}>
        <table>
          <caption id={titleId} className="visually-hidden">
            Installments, scheduled and paid{rows.length < installments.length ? ` (the first ${rows.length} of ${installments.length})` : ''}
          </caption>
          <thead>
            <tr>
              <th scope="col">No.</th>
              <th scope="col">Due date</th>
              <th scope="col">Scheduled</th>
              <th scope="col">Interest</th>
              <th scope="col">Principal</th>
              <th scope="col">Paid</th>
              <th scope="col">Paid on</th>
              <th scope="col">
                Balance <span className="ledger-table__unit">as scheduled</span>
              </th>
              <th scope="col">Status</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.number} className={`ledger-row ledger-row--${row.status}`}>
                <th scope="row" data-label="Installment">
                  {row.number}
                </th>
                <td data-label="Due date">{shortDateWords(row.dueDate)}</td>
                <td data-label="Scheduled">
                  <ScheduledAmount row={row} />
                </td>
                <td data-label="Interest">{formatUsd(row.scheduled.interestCents)}</td>
                <td data-label="Principal">{formatUsd(row.scheduled.principalCents)}</td>
                <td data-label="Paid">{row.paidCents > 0 ? formatUsd(row.paidCents) : '—'}</td>
                <td data-label="Paid on">{row.paidOn ? shortDateWords(row.paidOn) : '—'}</td>
                <td data-label="Balance as scheduled">{formatUsd(row.scheduled.balanceCents)}</td>
                <td data-label="Status">
                  <span className={`status-pill status-pill--${row.status}`}>{installmentNotReached(row) ? 'Not needed' : INSTALLMENT_STATUS_WORDS[row.status]}</span>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {limit < installments.length ? (
        <button type="button" className="link-button ledger__toggle" aria-expanded={all} onClick={() => setAll((v) => !v)}>
          {all ? `Show the first ${limit} only` : `Show all ${installments.length} installments`}
        </button>
      ) : null}
    </div>
  );
}
