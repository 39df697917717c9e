import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { BusyButton } from './BusyButton';

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

describe('BusyButton', () => {
  it('while its action runs: says what is happening, is busy and disabled, and a second press does nothing', async () => {
    const run = deferred();
    const action = vi.fn(() => run.promise);
    render(
      <BusyButton busyLabel="Preparing the PDF…" onClick={action}>
        Download the PDF
      </BusyButton>,
    );
    const button = screen.getByRole('button', { name: 'Download the PDF' });
    fireEvent.click(button);
    fireEvent.click(button);
    expect(action).toHaveBeenCalledTimes(1);
    expect(button.textContent).toBe('Preparing the PDF…');
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect((button as HTMLButtonElement).disabled).toBe(true);
    await act(async () => run.resolve());
    expect(button.textContent).toBe('Download the PDF');
    expect((button as HTMLButtonElement).disabled).toBe(false);
    fireEvent.click(button);
    expect(action).toHaveBeenCalledTimes(2);
  });

  it('ignores presses made before a re-render could disable it', async () => {
    const run = deferred();
    const action = vi.fn(() => run.promise);
    render(
      <BusyButton busyLabel="Signing…" onClick={action}>
        Sign
      </BusyButton>,
    );
    const button = screen.getByRole('button', { name: 'Sign' });
    // Two clicks inside one batch, as a double press can arrive: the ref guard holds.
    act(() => {
      button.click();
      button.click();
    });
    expect(action).toHaveBeenCalledTimes(1);
    await act(async () => run.resolve());
  });

  it('is busy when told (a form being sent), and is again after an action that failed', async () => {
    const { rerender } = render(
      <BusyButton busy busyLabel="Sending…" type="submit">
        Send
      </BusyButton>,
    );
    expect(screen.getByRole('button', { name: 'Sending…' }).getAttribute('aria-busy')).toBe('true');
    const failing = vi.fn(async () => {
      throw new Error('no');
    });
    rerender(
      <BusyButton busyLabel="Sending…" onClick={() => failing().catch(() => undefined)}>
        Send
      </BusyButton>,
    );
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Send' })));
    expect((screen.getByRole('button', { name: 'Send' }) as HTMLButtonElement).disabled).toBe(false);
  });
});
