import { useId, type ReactNode } from 'react';

/**
 * Radio choices with a line of explanation each, in the loan flow's `.choice` style. A
 * fieldset with a legend, so the question is read with each answer.
 */
export function ChoiceGroup<V extends string>({
  name,
  legend,
  options,
  value,
  onChange,
  error,
  className = '',
}: {
  name: string;
  legend: ReactNode;
  options: readonly { value: V; label: string; hint?: string }[];
  value: V | '';
  onChange: (value: V) => void;
  error?: string | undefined;
  /** Extra classes for the list of choices (e.g. side by side). */
  className?: string;
}) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <fieldset className={`gift-choices${error ? ' gift-choices--invalid' : ''}`} aria-describedby={error ? errorId : undefined}>
      <legend>{legend}</legend>
      <div className={`gift-choices__list ${className}`.trim()}>
        {options.map((option, index) => (
          <label key={option.value} className="choice">
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              // The first radio carries the error state, so focusing the first invalid field lands here.
              aria-invalid={error && index === 0 ? true : undefined}
              onChange={() => onChange(option.value)}
            />
            <span>
              <span className="choice__label">{option.label}</span>
              {option.hint ? <span className="choice__hint">{option.hint}</span> : null}
            </span>
          </label>
        ))}
      </div>
      {error ? (
        <p className="field__error" id={errorId}>
          <span className="field__error-icon" aria-hidden="true">
            !
          </span>
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
