import type { LoanPaymentResponse, LoanResponse } from '@kinloan/domain';
import { useState } from 'react';
import { FormMessage } from '../accounts/form-fields';
import { TextAreaField } from '../loans/TextAreaField';
import { useServicingApi } from './use-servicing-api';
import { formFailure } from '../../api/form-failure';
import { BusyButton } from '../../components/BusyButton';

type Action = 'confirm' | 'dispute' | 'withdraw';

/**
 * What this person may do with a payment, as the payment machine allows: the lender confirms
 * or disputes what the borrower recorded (and may still confirm a disputed one after talking
 * it over); the person who recorded a payment may withdraw it while it is not confirmed.
 */
export function paymentActionsFor(
  loan: Pick<LoanResponse, 'status' | 'yourLoanRole' | 'lender' | 'borrower'>,
  payment: Pick<LoanPaymentResponse, 'status' | 'recordedByCustomerId'>,
): Action[] {
  if (loan.status !== 'active') return [];
  const me = loan.yourLoanRole === 'lender' ? loan.lender.customerId : loan.borrower.customerId;
  const actions: Action[] = [];
  if (loan.yourLoanRole === 'lender') {
    if (payment.status === 'pending-confirmation') actions.push('confirm', 'dispute');
    if (payment.status === 'disputed') actions.push('confirm');
  }
  if (
    loan.yourLoanRole === 'borrower' &&
    payment.recordedByCustomerId === me &&
    (payment.status === 'pending-confirmation' || payment.status === 'disputed')
  ) {
    actions.push('withdraw');
  }
  return actions;
}

const REASON_MAX = 1000;

export function PaymentActions({
  loan,
  payment,
  onChanged,
  label,
}: {
  loan: LoanResponse;
  payment: LoanPaymentResponse;
  onChanged: (payment: LoanPaymentResponse) => void | Promise<void>;
  /** Names the payment for screen readers ("$526.45 on Mar 1, 2026"). */
  label: string;
}) {
  const api = useServicingApi();
  const [busy, setBusy] = useState<Action | null>(null);
  const [disputing, setDisputing] = useState(false);
  // Withdrawing can't be undone: a second click says so.
  const [withdrawing, setWithdrawing] = useState(false);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | undefined>();
  const actions = paymentActionsFor(loan, payment);
  if (actions.length === 0) return null;

  async function run(action: Action) {
    if (action === 'dispute' && reason.trim() === '') {
      setReasonError('Say what doesn’t match, so the borrower can sort it out with you.');
      return;
    }
    setBusy(action);
    const result =
      action === 'confirm'
        ? await api.confirmPayment(loan.id, payment.id)
        : action === 'dispute'
          ? await api.disputePayment(loan.id, payment.id, reason.trim(), { notify: false })
          : await api.withdrawPayment(loan.id, payment.id);
    setBusy(null);
    if (!result.ok) {
      // A refused dispute is explained by its reason box; the other actions in the notification bar.
      if (action === 'dispute') {
        const { fields, form } = formFailure(result.error, ['reason']);
        setReasonError(fields.reason ?? form ?? undefined);
      }
      return;
    }
    setDisputing(false);
    setWithdrawing(false);
    setReason('');
    await onChanged(result.data);
  }

  if (withdrawing) {
    return (
      <div className="payment-actions" role="group" aria-label={`Withdraw the payment of ${label}?`}>
        <span>Withdraw this payment? It can’t be undone; you can record it again.</span>
        <BusyButton className="button button--danger" busy={busy === 'withdraw'} busyLabel="Withdrawing…" onClick={() => run('withdraw')}>
          Yes, withdraw it
        </BusyButton>
        <button type="button" className="link-button" disabled={busy !== null} onClick={() => setWithdrawing(false)}>
          Keep it
        </button>
      </div>
    );
  }

  if (disputing) {
    return (
      <form
        className="payment-dispute"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void run('dispute');
        }}
      >
        <TextAreaField
          name="reason"
          label="Why are you disputing this payment?"
          hint="For example: the transfer hasn’t arrived, or the amount is different. The borrower sees this."
          value={reason}
          onValueChange={(value) => {
            setReason(value);
            setReasonError(undefined);
          }}
          error={reasonError}
          maxLength={REASON_MAX}
          rows={3}
        />
        <div className="button-row">
          <BusyButton type="submit" className="button button--danger" busy={busy === 'dispute'} busyLabel="Sending…">
            Dispute the payment
          </BusyButton>
          <button type="button" className="link-button" disabled={busy !== null} onClick={() => setDisputing(false)}>
            Cancel
          </button>
        </div>
      </form>
    );
  }

  return (
    <div className="payment-actions">
      {actions.includes('confirm') ? (
        <BusyButton className="button button--primary" busy={busy === 'confirm'} disabled={busy !== null} busyLabel="Confirming…" onClick={() => run('confirm')}>
          Confirm<span className="visually-hidden"> the payment of {label}</span>
        </BusyButton>
      ) : null}
      {actions.includes('dispute') ? (
        <button type="button" className="button button--secondary" disabled={busy !== null} onClick={() => setDisputing(true)}>
          Dispute<span className="visually-hidden"> the payment of {label}</span>
        </button>
      ) : null}
      {actions.includes('withdraw') ? (
        <button type="button" className="button button--secondary" disabled={busy !== null} onClick={() => setWithdrawing(true)}>
          Withdraw<span className="visually-hidden"> the payment of {label}</span>
        </button>
      ) : null}
      {actions.includes('confirm') && payment.status === 'disputed' ? (
        <FormMessage tone="info">You disputed this payment. If it has been sorted out, you can still confirm it.</FormMessage>
      ) : null}
    </div>
  );
}
