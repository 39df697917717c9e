import type { GiftRequestResponse } from '@kinloan/domain';
import { FormMessage } from '../accounts/form-fields';

/** Changing a signed or declined letter makes it a draft again: say so before anyone saves. */
export function EditingNotice({ gift }: { gift: Pick<GiftRequestResponse, 'status'> }) {
  if (gift.status === 'initiator-signed') {
    return <FormMessage tone="info">You have signed this letter. Saving a change takes your signature back, and you sign the changed letter again.</FormMessage>;
  }
  if (gift.status === 'rejected') {
    return <FormMessage tone="info">Saving makes the declined letter a draft again. Then you review it, sign it and send it once more.</FormMessage>;
  }
  return null;
}
