import { formatUsd, LOAN_FORGIVENESS_TAX_NOTE, type LoanEndStatus, type LoanResponse } from '@kinloan/domain';
import { useId, useState, type FormEvent } from 'react';
import { FormMessage, TextField, type FieldMessages } from '../accounts/form-fields';
import { formFailure } from '../../api/form-failure';
import { longDate } from '../loans/loan-words';
import { TextAreaField } from '../loans/TextAreaField';
import { endOptions, whyNoEndOptions } from './end-options';
import { localToday } from './payment-form';
import { useServicingApi } from './use-servicing-api';
import { BusyButton } from '../../components/BusyButton';

const REASON_MAX = 1000;

/** The plain tax note on forgiving: shown before the lender confirms, and in the outcome. */
export function ForgivenessTaxNote({ text = LOAN_FORGIVENESS_TAX_NOTE }: { text?: string }) {
  return (
    <div className="loan-notice" role="note">
      <h3 className="loan-notice__title">Forgiving counts as a gift</h3>
      <p>{text}</p>
    </div>
  );
}

/**
 * Ending the loan: the endings this person may choose (see end-options.ts), the date, a
 * reason (required for "another reason"), and a second look before it is final. For
 * forgiving, the tax note shows as soon as it is chosen and again before confirming.
 */
export function EndLoanForm({ loan, onEnded }: { loan: LoanResponse; onEnded: (loan: LoanResponse) => void }) {
  const api = useServicingApi();
  const legendId = useId();
  const options = endOptions(loan.yourLoanRole, loan.balanceCents);
  const why = whyNoEndOptions(loan.yourLoanRole, loan.balanceCents);
  const [status, setStatus] = useState<LoanEndStatus | ''>(options.length === 1 ? options[0]!.status : '');
  const [endDate, setEndDate] = useState(localToday());
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<FieldMessages>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [pending, setPending] = useState(false);

  if (options.length === 0) {
    return <FormMessage tone="info">{why ?? 'This loan can’t be ended from your side right now.'}</FormMessage>;
  }

  function check(): boolean {
    const found: FieldMessages = {};
    if (status === '') found.status = 'Choose how the loan ends.';
    if (!/^\d{4}-\d{2}-\d{2}$/.test(endDate)) found.endDate = 'Enter the date the loan ends.';
    else if (endDate > localToday()) found.endDate = 'The end date can’t be in the future.';
    if (status === 'other' && reason.trim() === '') found.reason = 'Say why the loan ends.';
    setErrors(found);
    return Object.keys(found).length === 0;
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFormError(null);
    if (!check()) return;
    if (!confirming) {
      setConfirming(true);
      return;
    }
    if (status === '') return;
    setPending(true);
    const trimmed = reason.trim();
    const result = await api.endLoan(loan.id, { endDate, status, ...(trimmed ? { reason: trimmed } : {}) }, { notify: false });
    setPending(false);
    if (result.ok) {
      onEnded(result.data);
      return;
    }
    const { fields, form } = formFailure(result.error, ['endDate', 'status', 'reason']);
    setErrors(fields);
    setConfirming(false);
    setFormError(form);
  }

  const chosen = options.find((o) => o.status === status);
  return (
    <form className="form end-loan-form" noValidate onSubmit={(event) => void submit(event)}>
      <fieldset className="form__section choice-group" aria-labelledby={legendId} aria-invalid={errors.status ? true : undefined} disabled={confirming}>
        <legend id={legendId}>How does the loan end?</legend>
        {options.map((option) => (
          <label key={option.status} className="choice">
            <input
              type="radio"
              name="status"
              value={option.status}
              checked={status === option.status}
              onChange={() => {
                setStatus(option.status);
                setErrors({});
              }}
            />
            <span>
              <span className="choice__label">{option.label}</span>
              <span className="choice__hint">{option.hint}</span>
            </span>
          </label>
        ))}
        {errors.status ? <p className="field__error">{errors.status}</p> : null}
      </fieldset>
      {why ? <p className="field__hint">{why}</p> : null}

      {status === 'forgiven' ? (
        <>
          <p>
            Still owed today: <strong>{formatUsd(loan.ledger.payoffTodayCents)}</strong> (principal and interest to {longDate(loan.ledger.asOf)}
            ). Forgiving it means the borrower owes nothing more.
          </p>
          <ForgivenessTaxNote />
        </>
      ) : null}

      <fieldset className="end-loan-form__details" disabled={confirming}>
        <legend className="visually-hidden">Date and reason</legend>
        <TextField
          name="endDate"
          label="End date"
          type="date"
          max={localToday()}
          value={endDate}
          onValueChange={(value) => {
            setEndDate(value);
            setErrors(({ endDate: _, ...rest }) => rest);
          }}
          error={errors.endDate}
        />
        <TextAreaField
          name="reason"
          label="Reason"
          optional={status !== 'other'}
          rows={3}
          maxLength={REASON_MAX}
          hint="Both of you see it in the loan record."
          value={reason}
          onValueChange={(value) => {
            setReason(value);
            setErrors(({ reason: _, ...rest }) => rest);
          }}
          error={errors.reason}
        />
      </fieldset>

      {formError ? <FormMessage>{formError}</FormMessage> : null}

      {confirming && chosen ? (
        <div className="end-confirm" role="alertdialog" aria-labelledby={`${legendId}-confirm`}>
          <h3 id={`${legendId}-confirm`} className="loan-notice__title">
            {status === 'forgiven'
              ? `Forgive the loan as of ${longDate(endDate)}?`
              : status === 'paid-off'
                ? `Mark the loan paid off on ${longDate(endDate)}?`
                : `End the loan on ${longDate(endDate)}?`}
          </h3>
          <p>This is final: the loan takes no more payments, and both of you are told by email.</p>
          {status === 'forgiven' ? <p>As the note above says, forgiving counts as a gift from you for tax purposes.</p> : null}
          {status === 'paid-off' ? <p>Both of you get a payoff and release letter saying the note is paid in full.</p> : null}
          <div className="button-row">
            <BusyButton type="submit" className={`button ${status === 'paid-off' ? 'button--primary' : 'button--danger'}`} busy={pending} busyLabel="Ending the loan…">
              {status === 'forgiven' ? 'Yes, forgive the loan' : 'Yes, end the loan'}
            </BusyButton>
            <button type="button" className="button button--secondary" disabled={pending} onClick={() => setConfirming(false)}>
              Go back
            </button>
          </div>
        </div>
      ) : (
        <button type="submit" className="button button--primary button--large form__submit">
          Continue
        </button>
      )}
    </form>
  );
}
