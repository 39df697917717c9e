import type { GiftRequestResponse } from '@kinloan/domain';
import { useCallback, useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useGiftStore } from '../../stores/gift-store';
import { notifyError } from '../../stores/notification-store';
import { giftPagePath, type GiftPage } from './gift-steps';
import { useGiftsApi } from './use-gifts-api';

export type GiftLoadState = 'loading' | 'ready' | 'not-found' | 'forbidden' | 'failed';

/**
 * The letter `/{id}/…` is about. Shows the one in the store at once when it is this one (the
 * answer of the last action), and always asks again: the other person may have acted.
 */
export function useGift(id: string) {
  const api = useGiftsApi();
  const current = useGiftStore((s) => (s.currentGiftRequest?.id === id ? s.currentGiftRequest : null));
  const setCurrent = useGiftStore((s) => s.setCurrentGiftRequest);
  const [state, setState] = useState<GiftLoadState>(current ? 'ready' : 'loading');

  const load = useCallback(
    (live: () => boolean = () => true) => {
      void api.get(id, { notify: false }).then((result) => {
        if (!live()) return;
        if (result.ok) {
          setCurrent(result.data);
          setState('ready');
          return;
        }
        const { status } = result.error;
        if (status === 404) setState('not-found');
        else if (status === 403) setState('forbidden');
        else {
          notifyError(result.error.userMessage, result.error);
          setState((s) => (s === 'ready' ? s : 'failed'));
        }
      });
    },
    [api, id, setCurrent],
  );

  useEffect(() => {
    let live = true;
    load(() => live);
    return () => {
      live = false;
    };
  }, [load]);

  return { state: current && state === 'loading' ? 'ready' : state, gift: current, reload: () => load() };
}

/**
 * After an action: keep the answer as the current letter, then go on. The store is set first
 * so the next page already sees the new status.
 */
export function useGiftNavigation() {
  const navigate = useNavigate();
  const setCurrent = useGiftStore((s) => s.setCurrentGiftRequest);
  return useCallback(
    (gift: GiftRequestResponse, to: GiftPage | { path: string }) => {
      setCurrent(gift);
      void navigate(typeof to === 'string' ? giftPagePath(gift.id, to) : to.path);
    },
    [navigate, setCurrent],
  );
}
