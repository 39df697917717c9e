import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NOTIFICATION_AUTO_HIDE_MS, notifyError, notifySuccess, useNotificationStore } from './notification-store';

const state = () => useNotificationStore.getState();

describe('notification store', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });

  afterEach(() => {
    state().dismiss();
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('auto-hides after 3000 ms (spec section 9)', () => {
    expect(NOTIFICATION_AUTO_HIDE_MS).toBe(3000);
  });

  it('shows a success message', () => {
    state().notifySuccess('Successfully updated your profile.');
    expect(state()).toMatchObject({ show: true, isError: false, message: 'Successfully updated your profile.' });
  });

  it('shows an error message and logs the underlying error', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const cause = new Error('HTTP 403');
    state().notifyError('Oops, something went wrong.', cause);
    expect(state()).toMatchObject({ show: true, isError: true, message: 'Oops, something went wrong.' });
    expect(log).toHaveBeenCalledWith('[kinloan] Oops, something went wrong.', cause);
  });

  it('hides itself after 3000 ms', () => {
    notifySuccess('Saved.');
    vi.advanceTimersByTime(NOTIFICATION_AUTO_HIDE_MS - 1);
    expect(state().show).toBe(true);
    vi.advanceTimersByTime(1);
    expect(state().show).toBe(false);
  });

  it('restarts the 3000 ms on a new notification', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    notifySuccess('First.');
    vi.advanceTimersByTime(2000);
    notifyError('Second.');
    vi.advanceTimersByTime(2000);
    expect(state()).toMatchObject({ show: true, message: 'Second.', isError: true });
    vi.advanceTimersByTime(1000);
    expect(state().show).toBe(false);
  });

  it('counts a repeated identical message as new', () => {
    notifySuccess('Saved.');
    const first = state().sequence;
    notifySuccess('Saved.');
    expect(state().sequence).toBe(first + 1);
  });

  it('dismisses on request', () => {
    notifySuccess('Saved.');
    state().dismiss();
    expect(state().show).toBe(false);
  });

  it('stays open while held and hides 3000 ms after release', () => {
    notifySuccess('Saved.');
    state().hold();
    vi.advanceTimersByTime(10_000);
    expect(state().show).toBe(true);
    state().release();
    vi.advanceTimersByTime(NOTIFICATION_AUTO_HIDE_MS);
    expect(state().show).toBe(false);
  });
});
