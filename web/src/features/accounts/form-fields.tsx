import { useId, useState, type ChangeEvent, type InputHTMLAttributes, type ReactNode } from 'react';
import type { FieldMessages } from '../../api/form-failure';
import { BusyButton } from '../../components/BusyButton';
import './accounts.css';

/** Messages per field, keyed by the API's dotted field path ("address.zipCode"). */
export type { FieldMessages };

interface FieldShellProps {
  id: string;
  label: string;
  error?: string | undefined;
  hint?: ReactNode;
  optional?: boolean;
  children: (describedBy: string | undefined) => ReactNode;
}

function FieldShell({ id, label, error, hint, optional, children }: FieldShellProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(' ') || undefined;
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
      {children(describedBy)}
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

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value' | 'id' | 'name'>;

export interface TextFieldProps extends InputProps {
  /** The field's path, as the API names it ("email", "address.zipCode"). */
  name: string;
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  error?: string | undefined;
  hint?: ReactNode;
  optional?: boolean;
}

export function TextField({ name, label, value, onValueChange, error, hint, optional, type = 'text', ...rest }: TextFieldProps) {
  const id = `${useId()}-${name.replace(/\W+/g, '-')}`;
  return (
    <FieldShell id={id} label={label} error={error} hint={hint} optional={optional}>
      {(describedBy) => (
        <input
          {...rest}
          id={id}
          name={name}
          type={type}
          className="field__input"
          value={value}
          required={!optional}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          onChange={(event: ChangeEvent<HTMLInputElement>) => onValueChange(event.target.value)}
        />
      )}
    </FieldShell>
  );
}

export function PasswordField(props: Omit<TextFieldProps, 'type'>) {
  const [visible, setVisible] = useState(false);
  const { name, label, value, onValueChange, error, hint, optional, ...rest } = props;
  const id = `${useId()}-${name.replace(/\W+/g, '-')}`;
  return (
    <FieldShell id={id} label={label} error={error} hint={hint} optional={optional}>
      {(describedBy) => (
        <div className="field__password">
          <input
            {...rest}
            id={id}
            name={name}
            type={visible ? 'text' : 'password'}
            className="field__input"
            value={value}
            required={!optional}
            autoCapitalize="off"
            spellCheck={false}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy}
            onChange={(event) => onValueChange(event.target.value)}
          />
          <button
            type="button"
            className="field__reveal"
            aria-pressed={visible}
            aria-label={visible ? `Hide ${label.toLowerCase()}` : `Show ${label.toLowerCase()}`}
            onClick={() => setVisible((v) => !v)}
          >
            {visible ? 'Hide' : 'Show'}
          </button>
        </div>
      )}
    </FieldShell>
  );
}

export interface SelectFieldProps {
  name: string;
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  options: readonly { value: string; label: string }[];
  placeholder?: string;
  error?: string | undefined;
  hint?: ReactNode;
  autoComplete?: string;
}

export function SelectField({ name, label, value, onValueChange, options, placeholder, error, hint, autoComplete }: SelectFieldProps) {
  const id = `${useId()}-${name.replace(/\W+/g, '-')}`;
  return (
    <FieldShell id={id} label={label} error={error} hint={hint}>
      {(describedBy) => (
        <select
          id={id}
          name={name}
          className="field__input field__select"
          value={value}
          required
          autoComplete={autoComplete}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          onChange={(event) => onValueChange(event.target.value)}
        >
          {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FieldShell>
  );
}

/** The form's main button: says what is happening while the request is on its way. */
export function SubmitButton({ pending, pendingLabel, children }: { pending: boolean; pendingLabel: string; children: ReactNode }) {
  return (
    <BusyButton type="submit" className="button button--primary button--large form__submit" busy={pending} busyLabel={pendingLabel}>
      {children}
    </BusyButton>
  );
}

/**
 * A problem with the form as a whole (not one field), shown above the button. It is the only
 * word about the failure (forms make their calls without a notification), so an error is
 * announced at once; the informational kind politely.
 */
export function FormMessage({ tone = 'error', children }: { tone?: 'error' | 'info'; children: ReactNode }) {
  return (
    <div className={`form-message form-message--${tone}`} role={tone === 'info' ? 'status' : 'alert'}>
      {children}
    </div>
  );
}

/** Moves focus to the first field with an error, so keyboard and screen-reader users land on it. */
export function focusFirstInvalid(form: HTMLFormElement | null): void {
  const first = form?.querySelector<HTMLElement>('[aria-invalid="true"]');
  first?.focus();
}
