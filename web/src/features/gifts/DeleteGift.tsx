import type { GiftRequestResponse } from '@kinloan/domain';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useGiftStore } from '../../stores/gift-store';
import { notifySuccess } from '../../stores/notification-store';
import { useGiftsApi } from './use-gifts-api';

/**
 * Delete (or withdraw) the letter, after a second, explicit yes. Only its initiator can, and
 * only before both have signed; deleting the open letter clears it.
 */
export function DeleteGift({ gift, label = 'Delete this gift letter' }: { gift: GiftRequestResponse; label?: string }) {
  const api = useGiftsApi();
  const navigate = useNavigate();
  const deleted = useGiftStore((s) => s.giftRequestDeleted);
  const [confirming, setConfirming] = useState(false);
  const [pending, setPending] = useState(false);
  const withInvitee = gift.status === 'sent';

  if (!gift.availableActions.includes('delete')) return null;

  async function onDelete() {
    setPending(true);
    const result = await api.delete(gift.id);
    setPending(false);
    if (!result.ok) return;
    deleted(gift.id);
    notifySuccess(withInvitee ? 'Your gift letter was withdrawn and deleted.' : 'Your gift letter was deleted.');
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
        {withInvitee
          ? 'Delete this gift letter? The other person will be told it was withdrawn. This can’t be undone.'
          : 'Delete this gift letter? This can’t be undone.'}
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
