import { formatUsd, type LoanResponse } from '@kinloan/domain';
import { instantWords, longDate } from '../loans/loan-words';
import { ForgivenessTaxNote } from './EndLoanForm';
import { PayoffLetter } from './PayoffLetter';
import { authorWords, LOAN_STATUS_WORDS } from './servicing-words';

const HEADLINES: Readonly<Record<Exclude<LoanResponse['status'], 'active'>, string>> = {
  'paid-off': 'The loan is paid off',
  forgiven: 'The loan was forgiven',
  'ended-other': 'The loan has ended',
};

export function outcomeHeadline(loan: Pick<LoanResponse, 'status'>): string {
  return loan.status === 'active' ? 'The loan is active' : HEADLINES[loan.status];
}

/** How an ended loan ended: when, how, why, by whom, and what was still owed then. */
export function LoanOutcome({ loan, onChanged }: { loan: LoanResponse; onChanged: (loan: LoanResponse) => void }) {
  const { end } = loan;
  if (!end) return null;
  return (
    <>
      <dl className="loan-summary">
        <dt>Outcome</dt>
        <dd>{LOAN_STATUS_WORDS[end.status]}</dd>
        <dt>End date</dt>
        <dd>{longDate(end.endDate)}</dd>
        {end.reason ? (
          <>
            <dt>Reason</dt>
            <dd>{end.reason}</dd>
          </>
        ) : null}
        <dt>{end.status === 'forgiven' ? 'Amount forgiven' : 'Owed at the end'}</dt>
        <dd>{formatUsd(end.balanceAtEndCents)}</dd>
        <dt>Paid in total</dt>
        <dd>{formatUsd(loan.ledger.totals.paidCents)}</dd>
        <dt>Recorded by</dt>
        <dd>
          {authorWords(loan, end.endedByCustomerId)} on {instantWords(end.endedAt)}
        </dd>
      </dl>
      {end.status === 'forgiven' ? <ForgivenessTaxNote {...(end.taxNote ? { text: end.taxNote } : {})} /> : null}
      <PayoffLetter loan={loan} onIssued={onChanged} />
    </>
  );
}
