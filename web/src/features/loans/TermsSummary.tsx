import { formatPercent, formatUsd, PAYMENT_METHOD_LABELS, usStateName, type LoanProposalDetails } from '@kinloan/domain';
import { Link } from 'react-router-dom';
import { EXTRA_PAYMENT_MODE_WORDS, longDate, termMonthsWords } from './loan-words';

const NOT_YET = 'Not chosen yet';

/** The terms as a short list, each with a "Change" link when editing is still possible. */
export function TermsSummary({
  terms,
  editCore,
  editMore,
}: {
  terms: LoanProposalDetails;
  /** Where "Change" goes for the core terms; none when they can't be changed now. */
  editCore?: string | null;
  editMore?: string | null;
}) {
  const change = (to: string | null | undefined, what: string) =>
    to ? (
      <Link to={to} className="loan-summary__edit">
        Change<span className="visually-hidden"> {what}</span>
      </Link>
    ) : null;
  return (
    <dl className="loan-summary">
      <dt>Amount</dt>
      <dd>
        {formatUsd(terms.principalCents)}
        {change(editCore, 'the amount, rate, term or purpose')}
      </dd>
      <dt>Interest rate</dt>
      <dd>{terms.annualRateBps === 0 ? '0% (interest-free)' : `${formatPercent(terms.annualRateBps)} a year`}</dd>
      <dt>Term</dt>
      <dd>{termMonthsWords(terms.termMonths)}</dd>
      <dt>First payment</dt>
      <dd>{longDate(terms.firstPaymentDate)}</dd>
      <dt>Purpose</dt>
      <dd>{terms.purpose}</dd>
      <dt>Hand-over</dt>
      <dd>
        {terms.disbursement ? `${PAYMENT_METHOD_LABELS[terms.disbursement.method]}, ${longDate(terms.disbursement.date)}` : NOT_YET}
        {change(editMore, 'the hand-over, late fee, extra payments or governing law')}
      </dd>
      <dt>Late fee</dt>
      <dd>
        {terms.lateFeeCents === 0 ? 'None' : `${formatUsd(terms.lateFeeCents)} after ${terms.lateFeeGraceDays} days’ grace`}
      </dd>
      <dt>Extra payments</dt>
      <dd>{EXTRA_PAYMENT_MODE_WORDS[terms.extraPaymentMode].label}</dd>
      <dt>Governing law</dt>
      <dd>{terms.governingLawState ? usStateName(terms.governingLawState) : NOT_YET}</dd>
    </dl>
  );
}
