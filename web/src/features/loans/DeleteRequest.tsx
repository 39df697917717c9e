import type { LoanRequestResponse } from '@kinloan/domain';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useLoanStore } from '../../stores/loan-store';
import { notifySuccess } from '../../stores/notification-store';
import { useLoansApi } from './use-loans-api';

/**
 * Delete (or withdraw) the request, after a second, explicit yes. Spec section 4: deleting the
 * open request clears the current one.
 */
export function DeleteRequest({ request, label = 'Delete this request' }: { request: LoanRequestResponse; label?: string }) {
  const api = useLoansApi();
  const navigate = useNavigate();
  const deleted = useLoanStore((s) => s.loanRequestDeleted);
  const [confirming, setConfirming] = useState(false);
  const [pending, setPending] = useState(false);
  const sent = request.recipientCustomerId !== null || request.recipientEmail !== null;

  async function onDelete() {
    setPending(true);
    const result = await api.deleteLoanRequest(request.id);
    setPending(false);
    if (!result.ok) return;
    deleted(request.id);
    notifySuccess(sent ? 'Your loan request was withdrawn and deleted.' : 'Your loan request was deleted.');
    void navigate('/dashboard');
  }

  if (!confirming) {
    return (
      <p className="loan-delete">
        <button type="button" className="link-button" onClick={() => setConfirming(true)}>
          {label}
        </button>
      </p>
    );
  }
  return (
    <div className="form-message form-message--error loan-delete" role="group" aria-label="Confirm deleting">
      <p>
        {sent
          ? 'Delete this request? The other person will be told it was withdrawn. This can’t be undone.'
          : 'Delete this request? This can’t be undone.'}
      </p>
      <div className="button-row">
        <button type="button" className="button button--danger" disabled={pending} onClick={() => void onDelete()}>
          {pending ? 'Deleting…' : 'Yes, delete it'}
        </button>
        <button type="button" className="button button--secondary" onClick={() => setConfirming(false)}>
          Keep it
        </button>
      </div>
    </div>
  );
}
