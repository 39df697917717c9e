import { formatUsd, type LoanPaymentResponse, type LoanResponse } from '@kinloan/domain';
import { Link } from 'react-router-dom';
import { fullName, instantWords, longDate } from '../loans/loan-words';
import { paymentMethodWords, paymentReference, paymentStatusWords, recordedByWords, servicingPaths } from './servicing-words';

/**
 * A receipt for one payment, made to be printed: the parties, what was paid, when and how,
 * its status, and how a confirmed payment was applied to interest and principal.
 */
export function PaymentReceipt({ loan, payment }: { loan: LoanResponse; payment: LoanPaymentResponse }) {
  const { allocation } = payment;
  return (
    <article className="receipt" aria-labelledby="receipt-title">
      <header className="receipt__header">
        <p className="receipt__brand">Kinloan</p>
        <h1 id="receipt-title" className="receipt__title">
          Payment receipt
        </h1>
        <p className="receipt__number">{paymentReference(loan, payment.id)}</p>
      </header>

      <div className="receipt__parties">
        <div>
          <p className="receipt__role">Lender</p>
          <p className="receipt__name">{fullName(loan.lender) || loan.lender.email}</p>
          <p>{loan.lender.email}</p>
        </div>
        <div>
          <p className="receipt__role">Borrower</p>
          <p className="receipt__name">{fullName(loan.borrower) || loan.borrower.email}</p>
          <p>{loan.borrower.email}</p>
        </div>
      </div>

      <dl className="receipt__facts">
        <dt>Amount</dt>
        <dd className="receipt__amount">{formatUsd(payment.amountCents)}</dd>
        <dt>Date paid</dt>
        <dd>{longDate(payment.paidOn)}</dd>
        <dt>Method</dt>
        <dd>{paymentMethodWords(payment.method)}</dd>
        {payment.note ? (
          <>
            <dt>Note</dt>
            <dd>{payment.note}</dd>
          </>
        ) : null}
        <dt>Status</dt>
        <dd>
          <span className={`status-pill status-pill--${payment.status}`}>{paymentStatusWords(payment.status)}</span>
          {payment.status === 'disputed' && payment.disputeReason ? <span className="receipt__reason"> Reason: {payment.disputeReason}</span> : null}
        </dd>
        <dt>Recorded</dt>
        <dd>
          by {recordedByWords(loan, payment)} on {instantWords(payment.createdAt)}
          {payment.updatedAt !== payment.createdAt ? `; last changed ${instantWords(payment.updatedAt)}` : ''}
        </dd>
      </dl>

      <h2 className="receipt__subtitle">How it was applied</h2>
      {allocation ? (
        <table className="receipt__allocation">
          <caption className="visually-hidden">How the payment was applied</caption>
          <tbody>
            <tr>
              <th scope="row">Interest</th>
              <td>{formatUsd(allocation.interestCents)}</td>
            </tr>
            <tr>
              <th scope="row">Principal, as scheduled</th>
              <td>{formatUsd(allocation.principalCents - allocation.extraPrincipalCents)}</td>
            </tr>
            <tr>
              <th scope="row">Extra principal</th>
              <td>{formatUsd(allocation.extraPrincipalCents)}</td>
            </tr>
            <tr className="receipt__total">
              <th scope="row">Total</th>
              <td>{formatUsd(payment.amountCents)}</td>
            </tr>
            <tr>
              <th scope="row">Balance after this payment</th>
              <td>{formatUsd(allocation.balanceAfterCents)}</td>
            </tr>
            <tr>
              <th scope="row">Interest paid on the loan so far</th>
              <td>{formatUsd(allocation.cumulativeInterestCents)}</td>
            </tr>
          </tbody>
        </table>
      ) : (
        <p className="receipt__pending">
          Not applied to the balance: only payments the lender has confirmed count.
          {payment.status === 'pending-confirmation' ? ' This one is waiting for the lender’s confirmation.' : ''}
        </p>
      )}

      <p className="receipt__footer">
        Issued {instantWords(new Date().toISOString())} from the Kinloan loan record. Amounts in US dollars.
      </p>

      <div className="button-row loan-actions no-print">
        <button type="button" className="button button--primary" onClick={() => window.print()}>
          Print
        </button>
        <Link to={servicingPaths.record(loan.id)} className="button button--secondary">
          Back to the loan record
        </Link>
      </div>
    </article>
  );
}
