import type { GiftRequestResponse } from '@kinloan/domain';
import { useNavigate } from 'react-router-dom';
import { ConfirmDelete } from '../../components/ConfirmDelete';
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
  const withInvitee = gift.status === 'sent';

  if (!gift.availableActions.includes('delete')) return null;

  async function onDelete(): Promise<boolean> {
    const result = await api.delete(gift.id);
    if (!result.ok) return false;
    deleted(gift.id);
    notifySuccess(withInvitee ? 'Your gift letter was withdrawn and deleted.' : 'Your gift letter was deleted.');
    void navigate('/dashboard');
    return true;
  }

  return (
    <ConfirmDelete
      label={label}
      question={
        withInvitee
          ? 'Delete this gift letter? The other person will be told it was withdrawn. This can’t be undone.'
          : 'Delete this gift letter? This can’t be undone.'
      }
      onDelete={onDelete}
    />
  );
}
