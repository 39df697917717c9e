import type { GiftRequestResponse, UpdateParty } from '@kinloan/domain';
import { create } from 'zustand';
import { useSessionStore } from '../session/session-store';

/**
 * Spec section 3's client state group "gifts" (giftRequests, currentGiftRequest). Every gift
 * call answers the whole letter, so pages put that answer here instead of fetching again.
 */
export interface GiftState {
  /** Null until the list has been loaded. */
  giftRequests: GiftRequestResponse[] | null;
  currentGiftRequest: GiftRequestResponse | null;
  /**
   * Whom a donor's letter goes to, by gift id. A donor names the recipient (gift-taker) before
   * signing, but the callables learn it only when the letter is sent.
   */
  invitees: Readonly<Record<string, UpdateParty>>;

  setGiftRequests: (gifts: GiftRequestResponse[]) => void;
  /** The letter being worked on; also refreshes its entry in the list. */
  setCurrentGiftRequest: (gift: GiftRequestResponse) => void;
  /** Request A Gift starts from nothing. */
  resetCurrentGiftRequest: () => void;
  /** Deleting the open letter clears it (as spec section 4 says of loan requests). */
  giftRequestDeleted: (id: string) => void;
  setInvitee: (id: string, invitee: UpdateParty) => void;
  /** On sign-out: nothing of the previous person stays. */
  clearAll: () => void;
}

const EMPTY = { giftRequests: null, currentGiftRequest: null, invitees: {} } as const;

export const useGiftStore = create<GiftState>()((set) => ({
  ...EMPTY,
  setGiftRequests: (giftRequests) => set({ giftRequests }),
  setCurrentGiftRequest: (gift) =>
    set((state) => ({
      currentGiftRequest: gift,
      giftRequests: state.giftRequests?.map((g) => (g.id === gift.id ? gift : g)) ?? null,
    })),
  resetCurrentGiftRequest: () => set({ currentGiftRequest: null }),
  giftRequestDeleted: (id) =>
    set((state) => ({
      currentGiftRequest: state.currentGiftRequest?.id === id ? null : state.currentGiftRequest,
      giftRequests: state.giftRequests?.filter((g) => g.id !== id) ?? null,
    })),
  setInvitee: (id, invitee) => set((state) => ({ invitees: { ...state.invitees, [id]: invitee } })),
  clearAll: () => set({ ...EMPTY }),
}));

/** For the menu's Request A Gift link, outside React state. */
export const resetCurrentGiftRequest = (): void => useGiftStore.getState().resetCurrentGiftRequest();

// Sign-out (or another person signing in on this browser) leaves nothing of the previous person.
useSessionStore.subscribe((state, previous) => {
  if (state.user?.id !== previous.user?.id) useGiftStore.getState().clearAll();
});
