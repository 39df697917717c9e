import { afterEach, describe, expect, it, vi } from 'vitest';
import { browserTabSignals, VERIFIED_STORAGE_KEY } from './tab-signals';

/** Two tabs of one browser: each its own BroadcastChannel on the same name. */
describe('browserTabSignals', () => {
  const cleanups: (() => void)[] = [];
  afterEach(() => {
    cleanups.splice(0).forEach((cleanup) => cleanup());
    vi.restoreAllMocks();
  });

  it('tells the other tabs that an email was confirmed', async () => {
    const first = browserTabSignals();
    const second = browserTabSignals();
    const heard = vi.fn();
    cleanups.push(second.onVerified(heard));
    first.announceVerified('uid-1');
    await vi.waitFor(() => expect(heard).toHaveBeenCalledWith('uid-1'));
  });

  it('without BroadcastChannel, uses a storage event, and ignores keys and values that are not its own', () => {
    const fakeWindow = Object.assign(new EventTarget(), {
      BroadcastChannel: undefined,
      localStorage: { setItem: vi.fn() },
      document: new EventTarget(),
    }) as unknown as Window & typeof globalThis;
    const signals = browserTabSignals(fakeWindow);
    const heard = vi.fn();
    cleanups.push(signals.onVerified(heard));

    signals.announceVerified('uid-2');
    expect(fakeWindow.localStorage.setItem).toHaveBeenCalledWith(VERIFIED_STORAGE_KEY, expect.stringContaining('"uid":"uid-2"'));

    const storage = (key: string, newValue: string) => fakeWindow.dispatchEvent(Object.assign(new Event('storage'), { key, newValue }));
    storage('something-else', JSON.stringify({ type: 'email-verified', uid: 'x' }));
    storage(VERIFIED_STORAGE_KEY, 'not json');
    storage(VERIFIED_STORAGE_KEY, JSON.stringify({ type: 'email-verified', uid: 'uid-3' }));
    expect(heard.mock.calls).toEqual([['uid-3']]);
  });

  it('hears the tab coming back: focus, or becoming visible (not hidden)', () => {
    const signals = browserTabSignals();
    const back = vi.fn();
    const stop = signals.onReturn(back);
    window.dispatchEvent(new Event('focus'));
    const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    document.dispatchEvent(new Event('visibilitychange'));
    visibility.mockReturnValue('visible');
    document.dispatchEvent(new Event('visibilitychange'));
    expect(back).toHaveBeenCalledTimes(2);
    stop();
    window.dispatchEvent(new Event('focus'));
    expect(back).toHaveBeenCalledTimes(2);
  });
});
