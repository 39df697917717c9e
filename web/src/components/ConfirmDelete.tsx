import { useState } from 'react';
import { BusyButton } from './BusyButton';

/**
 * A delete link that asks a second, explicit yes before anything happens. `onDelete` answers
 * whether it worked; a failure has already been shown by the API client, so the question stays.
 */
export function ConfirmDelete({
  label,
  question,
  onDelete,
}: {
  label: string;
  question: string;
  onDelete: () => Promise<boolean>;
}) {
  const [confirming, setConfirming] = useState(false);
  const [pending, setPending] = useState(false);

  async function confirm() {
    setPending(true);
    const deleted = await onDelete();
    if (!deleted) setPending(false);
  }

  if (!confirming) {
    return (
      <p className="loan-delete">
        <button type="button" className="link-button" onClick={() => setConfirming(true)}>
          {label}
        </button>
      </p>
    );
  }
  return (
    <div className="form-message form-message--error loan-delete" role="group" aria-label="Confirm deleting">
      <p>{question}</p>
      <div className="button-row">
        <BusyButton className="button button--danger" busy={pending} busyLabel="Deleting…" onClick={confirm}>
          Yes, delete it
        </BusyButton>
        <button type="button" className="button button--secondary" disabled={pending} onClick={() => setConfirming(false)}>
          Keep it
        </button>
      </div>
    </div>
  );
}
