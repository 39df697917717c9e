import { formatUsd, type LoanResponse } from '@kinloan/domain';
import { longDate } from '../loans/loan-words';
import { LOAN_STATUS_WORDS } from './servicing-words';

/** The top of the loan record: what is owed, what is due next, whether it is late, the payoff today. */
export function LoanSummary({ loan }: { loan: LoanResponse }) {
  const { ledger } = loan;
  const active = loan.status === 'active';
  const late = active ? ledger.late : null;
  return (
    <div className="loan-status">
      {late ? (
        <p className="late-badge" role="status">
          <span className="late-badge__label">Late</span>
          <span>
            Payment {late.number}, due {longDate(late.dueDate)}, is {late.daysLate} {late.daysLate === 1 ? 'day' : 'days'} overdue
            {late.lateFeeCents > 0
              ? `. The agreed late fee is ${formatUsd(late.lateFeeCents)}.`
              : ', past the grace period. No late fee was agreed.'}
          </span>
        </p>
      ) : null}
      <dl className="loan-status__grid">
        <div className="summary-item summary-item--main">
          <dt>Balance</dt>
          <dd>{formatUsd(loan.balanceCents)}</dd>
        </div>
        {active ? (
          <div className="summary-item">
            <dt>Next payment</dt>
            <dd>{loan.nextDue ? formatUsd(loan.nextDue.amountCents) : 'None'}</dd>
            {loan.nextDue ? <dd className="summary-item__sub">due {longDate(loan.nextDue.dueDate)}</dd> : null}
          </div>
        ) : (
          <div className="summary-item">
            <dt>Loan</dt>
            <dd>{LOAN_STATUS_WORDS[loan.status]}</dd>
            {loan.endDate ? <dd className="summary-item__sub">on {longDate(loan.endDate)}</dd> : null}
          </div>
        )}
        {active ? (
          <div className="summary-item">
            <dt>Payoff today</dt>
            <dd>{formatUsd(ledger.payoffTodayCents)}</dd>
            <dd className="summary-item__sub">balance and interest to {longDate(ledger.asOf)}</dd>
          </div>
        ) : null}
        <div className="summary-item">
          <dt>Paid so far</dt>
          <dd>{formatUsd(ledger.totals.paidCents)}</dd>
          <dd className="summary-item__sub">{formatUsd(ledger.totals.interestPaidCents)} of it interest</dd>
        </div>
      </dl>
    </div>
  );
}
