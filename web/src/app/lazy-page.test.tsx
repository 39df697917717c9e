import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CHUNK_LOAD_TIMEOUT_MS, ChunkLoadError, lazyPage, loadWithTimeout } from './lazy-page';

function Hello() {
  return <h1>Hello</h1>;
}

const never = () => new Promise<{ default: typeof Hello }>(() => {});

describe('lazyPage', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });

  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('times out after 120 s (spec section 9)', () => {
    expect(CHUNK_LOAD_TIMEOUT_MS).toBe(120_000);
  });

  it('shows the page once its chunk arrives', async () => {
    const Page = lazyPage(() => Promise.resolve({ default: Hello }));
    render(<Page />);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(screen.getByRole('heading', { name: 'Hello' })).toBeTruthy();
  });

  it('keeps loading until 120 s, then offers Retry', async () => {
    const onRetry = vi.fn();
    const Page = lazyPage(never, { onRetry });
    render(<Page />);
    expect(screen.getByRole('status').textContent).toContain('Loading');

    await act(async () => {
      await vi.advanceTimersByTimeAsync(CHUNK_LOAD_TIMEOUT_MS - 1);
    });
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();

    await act(async () => {
      await vi.advanceTimersByTimeAsync(1);
    });
    expect(screen.getByRole('alert').textContent).toContain('This page didn’t load');
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledOnce();
    expect(console.error).toHaveBeenCalled();
  });

  it('offers Retry when the chunk fails to download', async () => {
    const Page = lazyPage(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module')), {
      onRetry: () => {},
    });
    render(<Page />);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
  });
});

describe('loadWithTimeout', () => {
  it('wraps a failure in ChunkLoadError, keeping the cause', async () => {
    const cause = new Error('404');
    const error: unknown = await loadWithTimeout(() => Promise.reject(cause), 1000).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ChunkLoadError);
    expect((error as ChunkLoadError).cause).toBe(cause);
  });

  it('resolves with the loaded value', async () => {
    await expect(loadWithTimeout(() => Promise.resolve(42), 1000)).resolves.toBe(42);
  });
});
