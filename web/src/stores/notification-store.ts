import { NOTIFICATION_AUTO_HIDE_MS } from '@kinloan/domain';
import { create } from 'zustand';

/** Spec section 9: a notification hides itself after 3 seconds (the constant lives in the domain). */
export { NOTIFICATION_AUTO_HIDE_MS };

export interface NotificationState {
  isError: boolean;
  message: string;
  show: boolean;
  /** Increases with every notification, so a repeated identical message still counts as new. */
  sequence: number;
  notifySuccess: (message: string) => void;
  /** Shows `message` in red and logs it with the underlying error (spec section 8: logged, then shown). */
  notifyError: (message: string, cause?: unknown) => void;
  dismiss: () => void;
  /** Pauses auto-hide while the person is reading it (pointer over it, or keyboard focus in it). */
  hold: () => void;
  /** Restarts the full auto-hide delay after `hold`. */
  release: () => void;
}

let hideTimer: ReturnType<typeof setTimeout> | undefined;

function clearHideTimer(): void {
  if (hideTimer !== undefined) {
    clearTimeout(hideTimer);
    hideTimer = undefined;
  }
}

export const useNotificationStore = create<NotificationState>()((set, get) => {
  const scheduleHide = (): void => {
    clearHideTimer();
    hideTimer = setTimeout(() => {
      hideTimer = undefined;
      set({ show: false });
    }, NOTIFICATION_AUTO_HIDE_MS);
  };

  const notify = (isError: boolean, message: string): void => {
    set((state) => ({ isError, message, show: true, sequence: state.sequence + 1 }));
    scheduleHide();
  };

  return {
    isError: false,
    message: '',
    show: false,
    sequence: 0,
    notifySuccess: (message) => notify(false, message),
    notifyError: (message, cause) => {
      if (cause === undefined) console.error(`[kinloan] ${message}`);
      else console.error(`[kinloan] ${message}`, cause);
      notify(true, message);
    },
    dismiss: () => {
      clearHideTimer();
      set({ show: false });
    },
    hold: () => clearHideTimer(),
    release: () => {
      if (get().show) scheduleHide();
    },
  };
});

/** For code outside React (API client, auth listeners). */
export const notifySuccess = (message: string): void => useNotificationStore.getState().notifySuccess(message);
export const notifyError = (message: string, cause?: unknown): void =>
  useNotificationStore.getState().notifyError(message, cause);
