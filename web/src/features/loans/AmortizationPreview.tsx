import { formatUsd } from '@kinloan/domain';
import { useId } from 'react';
import { ExpandableSchedule, formatDueDate } from './ScheduleTable';
import type { Preview } from './terms-form';

/**
 * The live preview beside the terms: monthly payment, total interest, the first payments and
 * the whole schedule on request, computed by the domain as the person types.
 */
export function AmortizationPreview({ preview, waiting }: { preview: Preview | null; waiting?: string }) {
  const titleId = useId();
  const first = preview?.ok ? preview.schedule[0] : undefined;
  const last = preview?.ok ? preview.schedule[preview.schedule.length - 1] : undefined;
  // The regular payment: the first can differ (interest from the hand-over day), the last absorbs rounding.
  const regular = preview?.ok ? (preview.schedule[1] ?? first) : undefined;
  return (
    <section className="loan-preview" aria-labelledby={titleId}>
      <h2 id={titleId} className="loan-preview__title">
        Payment preview
      </h2>
      {/* Announced to screen readers as the numbers change, without moving focus. */}
      <p className="visually-hidden" role="status">
        {preview?.ok && regular ? `Monthly payment ${formatUsd(regular.paymentCents)}, total interest ${formatUsd(preview.totals.totalInterestCents)}.` : ''}
      </p>
      {preview?.ok && first && last && regular ? (
        <>
          <dl className="loan-preview__summary">
            <div className="summary-item summary-item--main">
              <dt>Monthly payment</dt>
              <dd>{formatUsd(regular.paymentCents)}</dd>
            </div>
            <div className="summary-item">
              <dt>Total interest</dt>
              <dd>{formatUsd(preview.totals.totalInterestCents)}</dd>
            </div>
            <div className="summary-item">
              <dt>Total repaid</dt>
              <dd>{formatUsd(preview.totals.totalPaidCents)}</dd>
            </div>
            <div className="summary-item">
              <dt>Last payment</dt>
              <dd>{formatDueDate(last.dueDate)}</dd>
            </div>
          </dl>
          {first.paymentCents !== regular.paymentCents ? (
            <p className="loan-preview__note">
              The first payment is {formatUsd(first.paymentCents)}, because interest counts from the day the money is handed over.
            </p>
          ) : null}
          {last !== first && last.paymentCents !== regular.paymentCents ? (
            <p className="loan-preview__note">
              The last payment is {formatUsd(last.paymentCents)}: it absorbs the cents rounded off the others.
            </p>
          ) : null}
          <ExpandableSchedule schedule={preview.schedule} compact />
        </>
      ) : (
        <p className="loan-preview__waiting">{preview && !preview.ok ? preview.message : (waiting ?? 'Fill in the amount, rate, term and first payment date to see the payments.')}</p>
      )}
    </section>
  );
}
