import { useId, type ReactNode } from 'react';

/** A labelled multi-line input in the account forms' style. */
export function TextAreaField({
  name,
  label,
  value,
  onValueChange,
  error,
  hint,
  optional,
  maxLength,
  rows = 5,
}: {
  name: string;
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  error?: string | undefined;
  hint?: ReactNode;
  optional?: boolean;
  maxLength?: number;
  rows?: number;
}) {
  const id = `${useId()}-${name.replace(/\W+/g, '-')}`;
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div className={`field${error ? ' field--invalid' : ''}`}>
      <label className="field__label" htmlFor={id}>
        {label}
        {optional ? <span className="field__optional"> (optional)</span> : null}
      </label>
      {hint ? (
        <p className="field__hint" id={hintId}>
          {hint}
        </p>
      ) : null}
      <textarea
        id={id}
        name={name}
        className="field__input field__textarea"
        rows={rows}
        maxLength={maxLength}
        value={value}
        required={!optional}
        aria-invalid={error ? true : undefined}
        aria-describedby={[errorId, hintId].filter(Boolean).join(' ') || undefined}
        onChange={(event) => onValueChange(event.target.value)}
      />
      {error ? (
        <p className="field__error" id={errorId}>
          <span className="field__error-icon" aria-hidden="true">
            !
          </span>
          {error}
        </p>
      ) : null}
    </div>
  );
}
