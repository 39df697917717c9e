import type { GiftRequestResponse } from '@kinloan/domain';
import { useState, type RefObject } from 'react';
import type { GiftChanges } from '../../api/gifts';
import { useFieldErrors } from '../accounts/validation';
import { formFailure } from '../../api/form-failure';
import { useGiftsApi } from './use-gifts-api';

/**
 * Saving one step of a draft (gifts-update with that step's fields): field errors on the
 * inputs, anything else above the button, the red notification from the API layer.
 */
export function useStepSave(formRef: RefObject<HTMLFormElement | null>) {
  const api = useGiftsApi();
  const fieldErrors = useFieldErrors(formRef);
  const [pending, setPending] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);

  /**
   * The saved letter, or null when it failed. A step left unchanged is not saved again: that
   * would take back a signature for nothing. A declined letter is always saved, as only a
   * saved change makes it a draft that can be signed again.
   */
  async function save(
    gift: GiftRequestResponse,
    changes: GiftChanges,
    { prefix, shown, changed }: { prefix: 'giftDetails' | 'donorRequestDetails'; shown: readonly string[]; changed: boolean },
  ): Promise<GiftRequestResponse | null> {
    setFormError(null);
    fieldErrors.clear();
    if (!changed && gift.status !== 'rejected') return gift;
    setPending(true);
    const result = await api.update(gift.id, changes, { notify: false });
    setPending(false);
    if (result.ok) return result.data;
    const { fields, form } = formFailure(result.error, shown, { prefix });
    fieldErrors.show(fields);
    setFormError(form);
    return null;
  }

  return { ...fieldErrors, pending, formError, setFormError, save };
}
