import type { LoanNote, LoanResponse } from '@kinloan/domain';
import { useState, type FormEvent } from 'react';
import { SubmitButton } from '../accounts/form-fields';
import { instantWords } from '../loans/loan-words';
import { TextAreaField } from '../loans/TextAreaField';
import { authorWords } from './servicing-words';
import { useServicingApi } from './use-servicing-api';
import { formFailure } from '../../api/form-failure';

const NOTE_MAX = 2000;

/**
 * The loan's notes, oldest first, each with who wrote it and when, and a form to add one.
 * Notes are the record: once added they can't be changed, so there is no edit.
 */
export function LoanNotes({ loan, onAdded }: { loan: LoanResponse; onAdded: (note: LoanNote) => void | Promise<void> }) {
  const api = useServicingApi();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [pending, setPending] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (pending) return;
    const trimmed = text.trim();
    if (trimmed === '') {
      setError('Write the note first.');
      return;
    }
    setPending(true);
    const result = await api.addNote(loan.id, trimmed, { notify: false });
    setPending(false);
    if (!result.ok) {
      const { fields, form } = formFailure(result.error, ['text']);
      setError(fields.text ?? form ?? undefined);
      return;
    }
    setText('');
    await onAdded(result.data);
  }

  return (
    <div className="loan-notes">
      {loan.loanNotes.length === 0 ? (
        <p className="servicing-empty">No notes yet.</p>
      ) : (
        <ol className="loan-notes__list">
          {loan.loanNotes.map((note) => (
            <li key={note.id} className={`loan-note${note.authorCustomerId === null ? ' loan-note--kinloan' : ''}`}>
              <p className="loan-note__meta">
                <strong>{authorWords(loan, note.authorCustomerId)}</strong> · <time dateTime={note.createdAt}>{instantWords(note.createdAt)}</time>
              </p>
              <p className="loan-note__text">{note.text}</p>
            </li>
          ))}
        </ol>
      )}
      <form className="form loan-notes__form" noValidate onSubmit={(event) => void submit(event)}>
        <TextAreaField
          name="text"
          label="Add a note"
          hint="Both of you see it. Notes stay as written: they can’t be edited or deleted later."
          value={text}
          onValueChange={(value) => {
            setText(value);
            setError(undefined);
          }}
          error={error}
          maxLength={NOTE_MAX}
          rows={3}
        />
        <SubmitButton pending={pending} pendingLabel="Adding…">
          Add the note
        </SubmitButton>
      </form>
    </div>
  );
}
