import { REMINDER_LEVELS, type LoanRemindersResponse, type LoanResponse, type ReminderLevel } from '@kinloan/domain';
import { useId, useState, type FormEvent } from 'react';
import { FormMessage } from '../accounts/form-fields';
import { REMINDER_WORDS } from './servicing-words';
import { useServicingApi } from './use-servicing-api';

/**
 * This person's own reminder emails for the loan; the other party's setting is theirs.
 * Saved with a button rather than on each change, so moving through the choices with the
 * arrow keys doesn't send a request per step.
 */
export function ReminderSetting({
  loan,
  onSaved,
}: {
  loan: LoanResponse;
  onSaved: (answer: LoanRemindersResponse) => void | Promise<void>;
}) {
  const api = useServicingApi();
  const legendId = useId();
  const saved = loan.reminders[loan.yourLoanRole];
  const [choice, setChoice] = useState<ReminderLevel>(saved);
  const [pending, setPending] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const ended = loan.status !== 'active';

  async function save(event: FormEvent) {
    event.preventDefault();
    if (pending) return;
    setPending(true);
    const result = await api.setReminders(loan.id, choice);
    setPending(false);
    if (!result.ok) return;
    setMessage(`Saved: ${REMINDER_WORDS[result.data.reminders[loan.yourLoanRole]].label.toLowerCase()}.`);
    await onSaved(result.data);
  }

  return (
    <form className="reminder-setting" noValidate onSubmit={(event) => void save(event)}>
      <fieldset className="choice-group" aria-labelledby={legendId} disabled={ended}>
        <legend id={legendId}>My reminder emails for this loan</legend>
        {REMINDER_LEVELS.map((level) => (
          <label key={level} className="choice">
            <input
              type="radio"
              name={`reminders-${loan.id}`}
              value={level}
              checked={choice === level}
              onChange={() => {
                setChoice(level);
                setMessage(null);
              }}
            />
            <span>
              <span className="choice__label">{REMINDER_WORDS[level].label}</span>
              <span className="choice__hint">{REMINDER_WORDS[level].hint}</span>
            </span>
          </label>
        ))}
      </fieldset>
      {ended ? (
        <p className="field__hint">The loan has ended: no more reminders are sent.</p>
      ) : (
        <button type="submit" className="button button--secondary" disabled={pending || choice === saved}>
          {pending ? 'Saving…' : 'Save my reminders'}
        </button>
      )}
      {message ? <FormMessage tone="info">{message}</FormMessage> : null}
    </form>
  );
}
