import { formatUsd, type Installment } from '@kinloan/domain';
import { useId } from 'react';
import '../calculator/calculator.css';
import './loans.css';

const shortDate = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
export const formatDueDate = (date: string): string => shortDate.format(new Date(`${date}T00:00:00Z`));
const monthYear = new Intl.DateTimeFormat('en-US', { month: 'short', year: 'numeric', timeZone: 'UTC' });
/** "Mar 2027": the payments fall on the same day each month, so a narrow table names the month. */
const formatDueMonth = (date: string): string => monthYear.format(new Date(`${date}T00:00:00Z`));

/**
 * The payment schedule as a table: every row, or the first `limit`. `compact` (the preview
 * beside a form) names the month instead of the row and day, and leaves out the principal
 * (the payment less the interest) so it fits a narrow column.
 */
export function ScheduleTable({
  schedule,
  title,
  limit,
  compact = false,
}: {
  schedule: readonly Installment[];
  title: string;
  limit?: number;
  compact?: boolean;
}) {
  const titleId = useId();
  const rows = limit === undefined ? schedule : schedule.slice(0, limit);
  const classes = ['schedule-table', 'loan-schedule', compact ? 'loan-schedule--compact' : '', limit !== undefined ? 'loan-schedule--short' : '']
    .filter(Boolean)
    .join(' ');
  return (
    <div className={classes} role="region" aria-labelledby={titleId} tabIndex={0}>
      <table>
        <caption id={titleId} className="visually-hidden">
          {title}
        </caption>
        <thead>
          <tr>
            {compact ? null : <th scope="col">No.</th>}
            <th scope="col">{compact ? 'Due' : 'Due date'}</th>
            <th scope="col">Payment</th>
            <th scope="col">Interest</th>
            {compact ? null : <th scope="col">Principal</th>}
            <th scope="col">Balance</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.number}>
              {compact ? (
                <th scope="row">{formatDueMonth(row.dueDate)}</th>
              ) : (
                <>
                  <th scope="row">{row.number}</th>
                  <td>{formatDueDate(row.dueDate)}</td>
                </>
              )}
              <td>{formatUsd(row.paymentCents)}</td>
              <td>{formatUsd(row.interestCents)}</td>
              {compact ? null : <td>{formatUsd(row.principalCents)}</td>}
              <td>{formatUsd(row.balanceCents)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The whole schedule behind a "Show all" disclosure, the first rows always visible. */
export function ExpandableSchedule({
  schedule,
  firstRows = 3,
  compact = false,
}: {
  schedule: readonly Installment[];
  firstRows?: number;
  compact?: boolean;
}) {
  if (schedule.length <= firstRows) return <ScheduleTable schedule={schedule} title={`All ${schedule.length} payments`} compact={compact} />;
  return (
    <div className="expandable-schedule">
      <ScheduleTable schedule={schedule} title={`The first ${firstRows} of ${schedule.length} payments`} limit={firstRows} compact={compact} />
      <details className="expandable-schedule__all">
        <summary>Show all {schedule.length} payments</summary>
        <ScheduleTable schedule={schedule} title={`All ${schedule.length} payments`} compact={compact} />
      </details>
    </div>
  );
}
