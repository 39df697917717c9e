import { formatPercent, formatUsd, monthLabel, taxYearPeriodLabel, type TaxYearStatementResponse } from '@kinloan/domain';
import { useState } from 'react';
import { BusyButton } from '../../components/BusyButton';
import { longDate } from '../loans/loan-words';
import { saveBlob } from './download-file';
import { useServicingApi } from './use-servicing-api';

export const taxStatementFileName = (loanId: string, year: number, kind: 'pdf' | 'csv') => `kinloan-${loanId}-statement-${year}.${kind}`;

function Figures({ statement }: { statement: TaxYearStatementResponse }) {
  const lenderSide = statement.yourLoanRole === 'lender';
  return (
    <dl className="tax-figures">
      <dt>Balance on January 1</dt>
      <dd>{formatUsd(statement.openingBalanceCents)}</dd>
      {statement.loanMadeOn ? (
        <>
          <dt>Lent on {longDate(statement.loanMadeOn)}</dt>
          <dd>{formatUsd(statement.principalLentCents)}</dd>
        </>
      ) : null}
      <dt>{lenderSide ? 'Interest received' : 'Interest paid'}</dt>
      <dd className="tax-figures__key">{formatUsd(statement.interestCents)}</dd>
      <dt>Principal repaid</dt>
      <dd>
        {formatUsd(statement.principalCents)}
        {statement.extraPrincipalCents > 0 ? <span className="tax-figures__note"> (of which extra: {formatUsd(statement.extraPrincipalCents)})</span> : null}
      </dd>
      <dt>Total paid</dt>
      <dd>{formatUsd(statement.paidCents)}</dd>
      <dt>Late fees that applied</dt>
      <dd>{formatUsd(statement.lateFeesCents)}</dd>
      {statement.ended ? (
        <>
          <dt>Loan ended</dt>
          <dd>
            {longDate(statement.ended.endDate)} ({statement.ended.status}), with {formatUsd(statement.ended.balanceAtEndCents)} owed then
          </dd>
        </>
      ) : null}
      <dt>{statement.complete ? 'Balance on December 31' : `Balance on ${longDate(statement.through)}`}</dt>
      <dd>{formatUsd(statement.closingBalanceCents)}</dd>
    </dl>
  );
}

function Payments({ statement }: { statement: TaxYearStatementResponse }) {
  if (statement.payments.length === 0) return <p className="servicing-lead">No confirmed payments in this period.</p>;
  return (
    <div className="schedule-table tax-payments" role="region" aria-label={`Confirmed payments in ${statement.year}`} tabIndex={0}>
      <table>
        <thead>
          <tr>
            <th scope="col">Date</th>
            <th scope="col">Amount</th>
            <th scope="col">Interest</th>
            <th scope="col">Principal</th>
            <th scope="col">Balance after</th>
          </tr>
        </thead>
        <tbody>
          {statement.payments.map((payment) => (
            <tr key={payment.id}>
              <th scope="row">{longDate(payment.paidOn)}</th>
              <td data-label="Amount">{formatUsd(payment.amountCents)}</td>
              <td data-label="Interest">{formatUsd(payment.interestCents)}</td>
              <td data-label="Principal">
                {formatUsd(payment.principalCents)}
                {payment.extraPrincipalCents > 0 ? <span className="tax-figures__note"> incl. {formatUsd(payment.extraPrincipalCents)} extra</span> : null}
              </td>
              <td data-label="Balance after">{formatUsd(payment.balanceAfterCents)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function ForgoneInterest({ statement }: { statement: TaxYearStatementResponse }) {
  const forgone = statement.forgoneInterest;
  if (!forgone) return null;
  return (
    <aside className="loan-notice tax-forgone" aria-labelledby="tax-forgone-title">
      <h3 id="tax-forgone-title" className="loan-notice__title">
        Below-market loan: forgone interest (IRC §7872)
      </h3>
      <p className="tax-forgone__amount">{formatUsd(forgone.forgoneInterestCents)}</p>
      <p>
        At the {forgone.termClass} AFR of {formatPercent(forgone.afrBps)} ({forgone.source}, the rates for {monthLabel(forgone.afrMonth)}: the latest published at or before the money was handed over), counted
        from {longDate(forgone.from)} to {longDate(forgone.through)} over a {forgone.daysInYear}-day year.
      </p>
      <p>{forgone.explanation}</p>
    </aside>
  );
}

function Downloads({ statement }: { statement: TaxYearStatementResponse }) {
  const api = useServicingApi();
  const [busy, setBusy] = useState<'pdf' | 'csv' | null>(null);
  async function download(kind: 'pdf' | 'csv') {
    setBusy(kind);
    const result = await api.taxStatementFile(statement.loanId, statement.year, kind);
    setBusy(null);
    if (result.ok) saveBlob(result.data, taxStatementFileName(statement.loanId, statement.year, kind));
  }
  return (
    <div className="button-row loan-downloads">
      {(['pdf', 'csv'] as const).map((kind) => (
        <BusyButton
          key={kind}
          className="button button--secondary"
          busy={busy === kind}
          disabled={busy !== null}
          busyLabel="Preparing the file…"
          onClick={() => download(kind)}
        >
          Download {kind.toUpperCase()}
        </BusyButton>
      ))}
    </div>
  );
}

/** One year of the loan for one party: the figures, the payments with their split, late fees, §7872, files. */
export function TaxStatement({ statement }: { statement: TaxYearStatementResponse }) {
  return (
    <div className="tax-statement">
      <p className="servicing-lead">
        {taxYearPeriodLabel(statement)}. {statement.lenderName} (lender) and {statement.borrowerName} (borrower), at {formatPercent(statement.annualRateBps)}.
      </p>
      <Figures statement={statement} />
      <h3 className="loan-subtitle">Confirmed payments</h3>
      <Payments statement={statement} />
      {statement.lateFees.length > 0 ? (
        <>
          <h3 className="loan-subtitle">Late fees</h3>
          <ul className="tax-late-fees">
            {statement.lateFees.map((fee) => (
              <li key={fee.installmentNumber}>
                Installment {fee.installmentNumber}, due {longDate(fee.dueDate)}: {formatUsd(fee.feeCents)} from {longDate(fee.appliedOn)}
              </li>
            ))}
          </ul>
          {statement.lateFeeNote ? <p className="servicing-lead">{statement.lateFeeNote}</p> : null}
        </>
      ) : null}
      <ForgoneInterest statement={statement} />
      <p className="tax-statement__advice">{statement.noTaxAdvice}</p>
      <Downloads statement={statement} />
    </div>
  );
}
