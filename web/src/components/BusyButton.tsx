import { useRef, useState, type ButtonHTMLAttributes, type ReactNode } from 'react';

type NativeProps = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'onClick' | 'children' | 'disabled'>;

export interface BusyButtonProps extends NativeProps {
  /** What the button says while its action runs: "Preparing the PDF…", "Signing and sending…". */
  busyLabel: string;
  /** The action; the button is busy until the promise settles. */
  onClick?: () => Promise<unknown> | void;
  /** Busy because of something outside the button (the form it submits is being sent). */
  busy?: boolean;
  disabled?: boolean;
  children: ReactNode;
}

/**
 * A button for an action that can take a while (a PDF, a signature, a payment): while it runs
 * the button shows a spinner and says what is happening, is marked aria-busy, and cannot be
 * pressed again. A press during the run is ignored even before the page re-renders.
 */
export function BusyButton({ busyLabel, onClick, busy: busyOutside = false, disabled = false, children, type = 'button', className = 'button button--primary', ...rest }: BusyButtonProps) {
  const [running, setRunning] = useState(false);
  const inFlight = useRef(false);
  const busy = busyOutside || running;

  async function press() {
    if (!onClick || inFlight.current || busyOutside) return;
    inFlight.current = true;
    setRunning(true);
    try {
      await onClick();
    } finally {
      inFlight.current = false;
      setRunning(false);
    }
  }

  return (
    <button
      {...rest}
      type={type}
      className={className}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
      onClick={onClick ? () => void press() : undefined}
    >
      {busy ? (
        <>
          <span className="button__spinner" aria-hidden="true" />
          {busyLabel}
        </>
      ) : (
        children
      )}
    </button>
  );
}
