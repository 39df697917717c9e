import { formatUsd, type LoanPaymentResponse, type LoanResponse } from '@kinloan/domain';
import { Link } from 'react-router-dom';
import { PaymentActions } from './PaymentActions';
import { paymentMethodWords, paymentStatusWords, recordedByWords, servicingPaths, shortDateWords } from './servicing-words';

/** Newest first: by the date paid, then by when it was recorded. */
export function newestFirst(payments: readonly LoanPaymentResponse[]): LoanPaymentResponse[] {
  return [...payments].sort((a, b) => (a.paidOn === b.paidOn ? b.createdAt.localeCompare(a.createdAt) : b.paidOn.localeCompare(a.paidOn)));
}

/** Every payment recorded on the loan with its status, how a confirmed one was applied, and what this person can do. */
export function PaymentsList({
  loan,
  payments,
  onChanged,
}: {
  loan: LoanResponse;
  payments: readonly LoanPaymentResponse[];
  onChanged: (payment: LoanPaymentResponse) => void | Promise<void>;
}) {
  if (payments.length === 0) {
    return <p className="servicing-empty">No payments recorded yet.</p>;
  }
  return (
    <ul className="payments">
      {newestFirst(payments).map((payment) => {
        const label = `${formatUsd(payment.amountCents)} on ${shortDateWords(payment.paidOn)}`;
        const waiting = payment.status === 'pending-confirmation';
        return (
          <li key={payment.id} className={`payment payment--${payment.status}`}>
            <div className="payment__head">
              <p className="payment__amount">{formatUsd(payment.amountCents)}</p>
              <span className={`status-pill status-pill--${payment.status}`}>{paymentStatusWords(payment.status)}</span>
            </div>
            <p className="payment__meta">
              Paid {shortDateWords(payment.paidOn)} by {paymentMethodWords(payment.method)} · recorded by {recordedByWords(loan, payment)}
            </p>
            {payment.note ? <p className="payment__note">“{payment.note}”</p> : null}
            {waiting && loan.yourLoanRole === 'borrower' ? (
              <p className="payment__explain">Waiting for the lender to confirm it arrived. It counts toward the balance once confirmed.</p>
            ) : null}
            {waiting && loan.yourLoanRole === 'lender' ? (
              <p className="payment__explain">Did this money arrive? Confirm it to count it toward the balance, or dispute it.</p>
            ) : null}
            {payment.status === 'disputed' && payment.disputeReason ? (
              <p className="payment__dispute">
                <strong>Disputed by the lender:</strong> {payment.disputeReason}
              </p>
            ) : null}
            {payment.allocation ? (
              <p className="payment__allocation">
                Interest {formatUsd(payment.allocation.interestCents)} · principal {formatUsd(payment.allocation.principalCents)}
                {payment.allocation.extraPrincipalCents > 0 ? ` (${formatUsd(payment.allocation.extraPrincipalCents)} of it extra)` : ''} ·
                balance after {formatUsd(payment.allocation.balanceAfterCents)}
              </p>
            ) : null}
            <div className="payment__foot">
              <Link to={servicingPaths.receipt(loan.id, payment.id)} className="payment__receipt">
                Receipt<span className="visually-hidden"> for {label}</span>
              </Link>
              <PaymentActions loan={loan} payment={payment} onChanged={onChanged} label={label} />
            </div>
          </li>
        );
      })}
    </ul>
  );
}
