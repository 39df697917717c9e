import type { LoanRequestResponse } from '@kinloan/domain';
import { useNavigate } from 'react-router-dom';
import { ConfirmDelete } from '../../components/ConfirmDelete';
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
  const sent = request.recipientCustomerId !== null || request.recipientEmail !== null;

  async function onDelete(): Promise<boolean> {
    const result = await api.deleteLoanRequest(request.id);
    if (!result.ok) return false;
    deleted(request.id);
    notifySuccess(sent ? 'Your loan request was withdrawn and deleted.' : 'Your loan request was deleted.');
    void navigate('/dashboard');
    return true;
  }

  return (
    <ConfirmDelete
      label={label}
      question={
        sent
          ? 'Delete this request? The other person will be told it was withdrawn. This can’t be undone.'
          : 'Delete this request? This can’t be undone.'
      }
      onDelete={onDelete}
    />
  );
}
