import {
  EXTRA_PAYMENT_MODES,
  formatPercent,
  LOAN_LIMITS,
  PAYMENT_METHOD_LABELS,
  PAYMENT_METHODS,
  TERMS_LIMITS,
  type ExtraPaymentMode,
} from '@kinloan/domain';
import { useId, type ReactNode } from 'react';
import { SelectField, TextField, type FieldMessages } from '../accounts/form-fields';
import { US_STATE_OPTIONS } from '../accounts/us-states';
import { EXTRA_PAYMENT_MODE_WORDS } from './loan-words';
import type { CoreTermsInput, MoreTermsInput } from './terms-form';

interface AffixFieldProps {
  name: string;
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  error?: string | undefined;
  hint?: ReactNode;
  prefix?: string;
  suffix?: string;
  inputMode?: 'decimal' | 'numeric';
}

/** A labelled input with "$" before or "%"/"months" after it, in the account forms' style. */
export function AffixField({ name, label, value, onValueChange, error, hint, prefix, suffix, inputMode = 'decimal' }: AffixFieldProps) {
  const id = `${useId()}-${name.replace(/\W+/g, '-')}`;
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div className={`field${error ? ' field--invalid' : ''}`}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      {hint ? (
        <p className="field__hint" id={hintId}>
          {hint}
        </p>
      ) : null}
      <div className="field__affixed">
        {prefix ? (
          <span className="field__affix" aria-hidden="true">
            {prefix}
          </span>
        ) : null}
        <input
          id={id}
          name={name}
          type="text"
          inputMode={inputMode}
          autoComplete="off"
          className="field__input"
          value={value}
          required
          aria-invalid={error ? true : undefined}
          aria-describedby={[errorId, hintId].filter(Boolean).join(' ') || undefined}
          onChange={(event) => onValueChange(event.target.value)}
        />
        {suffix ? (
          <span className="field__affix" aria-hidden="true">
            {suffix}
          </span>
        ) : null}
      </div>
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

type Setter<T> = <K extends keyof T>(field: K) => (value: T[K]) => void;

/** Amount, rate, term, first payment date and purpose. Errors are keyed as in loanProposalDetails. */
export function CoreTermsFields({ input, set, errors }: { input: CoreTermsInput; set: Setter<CoreTermsInput>; errors: FieldMessages }) {
  return (
    <>
      <div className="form__row">
        <AffixField
          name="principalCents"
          label="Loan amount"
          prefix="$"
          hint="In dollars, for example 12,000."
          value={input.amount}
          onValueChange={set('amount')}
          error={errors.principalCents}
        />
        <AffixField
          name="annualRateBps"
          label="Annual interest rate"
          suffix="%"
          hint={`0 for an interest-free loan; up to ${formatPercent(LOAN_LIMITS.maxAnnualRateBps)}.`}
          value={input.rate}
          onValueChange={set('rate')}
          error={errors.annualRateBps}
        />
      </div>
      <div className="form__row">
        <AffixField
          name="termMonths"
          label="Term"
          suffix="months"
          inputMode="numeric"
          hint="The number of monthly payments: 24 is two years."
          value={input.termMonths}
          onValueChange={set('termMonths')}
          error={errors.termMonths}
        />
        <TextField
          name="firstPaymentDate"
          label="First payment date"
          type="date"
          hint="Later payments fall on the same day of each month."
          value={input.firstPaymentDate}
          onValueChange={set('firstPaymentDate')}
          error={errors.firstPaymentDate}
        />
      </div>
      <TextField
        name="purpose"
        label="What is the loan for?"
        hint="A few words, like “car repair” or “first month’s rent”. It is written into the agreement."
        maxLength={TERMS_LIMITS.maxPurposeLength}
        value={input.purpose}
        onValueChange={set('purpose')}
        error={errors.purpose}
      />
    </>
  );
}

const METHOD_OPTIONS = PAYMENT_METHODS.map((method) => ({ value: method, label: PAYMENT_METHOD_LABELS[method] }));

/** Late fee and grace, extra payments, hand-over, governing law; `why` explains a suggested value. */
export function MoreTermsFields({
  input,
  set,
  errors,
  why = {},
}: {
  input: MoreTermsInput;
  set: Setter<MoreTermsInput>;
  errors: FieldMessages;
  why?: { disbursementDate?: string | undefined; governingLawState?: string | undefined };
}) {
  const modeName = useId();
  return (
    <>
      <fieldset className="form__section">
        <legend>Handing over the money</legend>
        <div className="form__row">
          <SelectField
            name="disbursement.method"
            label="How"
            placeholder="Choose how"
            hint="Cash, bank transfer, check or an app."
            options={METHOD_OPTIONS}
            value={input.disbursementMethod}
            onValueChange={(value) => set('disbursementMethod')(value as MoreTermsInput['disbursementMethod'])}
            error={errors['disbursement.method']}
          />
          <TextField
            name="disbursement.date"
            label="When"
            type="date"
            hint={['Interest counts from this day.', why.disbursementDate].filter(Boolean).join(' ')}
            value={input.disbursementDate}
            onValueChange={set('disbursementDate')}
            error={errors['disbursement.date']}
          />
        </div>
      </fieldset>

      <fieldset className="form__section">
        <legend>If a payment is late</legend>
        <div className="form__row">
          <AffixField
            name="lateFeeCents"
            label="Late fee"
            prefix="$"
            hint="0 for none. Many families choose a small fee, or none at all."
            value={input.lateFee}
            onValueChange={set('lateFee')}
            error={errors.lateFeeCents}
          />
          <AffixField
            name="lateFeeGraceDays"
            label="Grace period"
            suffix="days"
            inputMode="numeric"
            hint="Days after the due date before a fee applies."
            value={input.lateFeeGraceDays}
            onValueChange={set('lateFeeGraceDays')}
            error={errors.lateFeeGraceDays}
          />
        </div>
      </fieldset>

      <fieldset className={`form__section choice-group${errors.extraPaymentMode ? ' choice-group--invalid' : ''}`}>
        <legend>Paying early or paying extra</legend>
        <p className="field__hint">Early and extra payments are always allowed, without any penalty. Afterwards:</p>
        {EXTRA_PAYMENT_MODES.map((mode: ExtraPaymentMode) => (
          <label key={mode} className="choice">
            <input
              type="radio"
              name={modeName}
              value={mode}
              checked={input.extraPaymentMode === mode}
              onChange={() => set('extraPaymentMode')(mode)}
            />
            <span>
              <span className="choice__label">{EXTRA_PAYMENT_MODE_WORDS[mode].label}</span>
              <span className="choice__hint">{EXTRA_PAYMENT_MODE_WORDS[mode].hint}</span>
            </span>
          </label>
        ))}
      </fieldset>

      <SelectField
        name="governingLawState"
        label="Governing law"
        placeholder="Choose a state"
        hint={['The state whose law applies to the agreement; usually where the borrower lives.', why.governingLawState].filter(Boolean).join(' ')}
        options={US_STATE_OPTIONS}
        value={input.governingLawState}
        onValueChange={set('governingLawState')}
        error={errors.governingLawState}
      />
    </>
  );
}
