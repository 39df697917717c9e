import { formatUsd, PAYMENT_METHOD_LABELS, PAYMENT_METHODS, type LoanPaymentResponse, type LoanResponse } from '@kinloan/domain';
import { useRef, useState, type FormEvent } from 'react';
import { focusFirstInvalid, FormMessage, SelectField, SubmitButton, TextField, type FieldMessages } from '../accounts/form-fields';
import { formFailure } from '../../api/form-failure';
import { TextAreaField } from '../loans/TextAreaField';
import { AffixField } from '../loans/TermsFields';
import { emptyPaymentInput, localToday, NOTE_MAX, submissionFor, validatePayment, type PaymentInput, type Submission } from './payment-form';
import { partyName } from './servicing-words';
import { useServicingApi } from './use-servicing-api';

const METHOD_OPTIONS = PAYMENT_METHODS.map((method) => ({ value: method, label: PAYMENT_METHOD_LABELS[method] }));
const FIELDS = ['amountCents', 'paidOn', 'method', 'note'] as const;

/** A fresh key per submission; the same key again when the same submission is retried. */
const newKey = (): string => crypto.randomUUID();

/**
 * "Record a payment": amount, date, method and a note. The borrower's record waits for the
 * lender's confirmation; the lender's counts at once. Sent with an Idempotency-Key that is
 * kept while the same payment is retried, so a lost answer never records it twice.
 */
export function PaymentForm({
  loan,
  onRecorded,
}: {
  loan: LoanResponse;
  onRecorded: (payment: LoanPaymentResponse) => void | Promise<void>;
}) {
  const api = useServicingApi();
  const formRef = useRef<HTMLFormElement>(null);
  const submission = useRef<Submission | null>(null);
  const [input, setInput] = useState<PaymentInput>(() => emptyPaymentInput(localToday()));
  const [errors, setErrors] = useState<FieldMessages>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const lender = loan.yourLoanRole === 'lender';
  const other = partyName(loan, lender ? 'borrower' : 'lender');

  const set =
    <K extends keyof PaymentInput>(field: K, apiField: string) =>
    (value: PaymentInput[K]) => {
      setInput((prev) => ({ ...prev, [field]: value }));
      setErrors((prev) => {
        const { [apiField]: _, ...rest } = prev;
        return rest;
      });
      setDone(null);
    };

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (pending) return;
    setFormError(null);
    setDone(null);
    const today = localToday();
    const checked = validatePayment(input, { loanStartDate: loan.terms.disbursement.date, today });
    if (!checked.ok) {
      setErrors(checked.errors);
      requestAnimationFrame(() => focusFirstInvalid(formRef.current));
      return;
    }
    const sending = submissionFor(submission.current, checked.body, newKey);
    submission.current = sending;
    setPending(true);
    const result = await api.recordPayment(loan.id, checked.body, sending.key, { notify: false });
    setPending(false);
    if (result.ok) {
      submission.current = null;
      setInput(emptyPaymentInput(today));
      setErrors({});
      setDone(
        result.data.status === 'confirmed'
          ? `Recorded: ${formatUsd(result.data.amountCents)}, confirmed, and counted toward the balance.`
          : `Recorded: ${formatUsd(result.data.amountCents)}. ${other} has been asked to confirm it; it counts toward the balance once they do.`,
      );
      await onRecorded(result.data);
      return;
    }
    const { error } = result;
    if (error.status === 0 || error.status >= 500) {
      // The answer may have been lost after the payment was recorded: the same key on retry keeps it to one.
      setFormError('We couldn’t tell whether the payment was recorded. Send it again: it will be recorded only once.');
      return;
    }
    const { fields, form } = formFailure(error, FIELDS);
    if (error.fields.some((f) => f.field === 'Idempotency-Key')) submission.current = null;
    setErrors(fields);
    setFormError(form);
    requestAnimationFrame(() => focusFirstInvalid(formRef.current));
  }

  return (
    <form ref={formRef} className="form payment-form" noValidate onSubmit={(event) => void submit(event)} aria-describedby="payment-form-who">
      <p id="payment-form-who" className="payment-form__who">
        {lender
          ? 'As the lender, your record counts as confirmed and changes the balance at once.'
          : `${partyName(loan, 'lender')}, the lender, will be asked to confirm it. Until then it waits for the lender’s confirmation and doesn’t change the balance.`}
      </p>
      <div className="form__row">
        <AffixField
          name="amountCents"
          label="Amount paid"
          prefix="$"
          hint={`Payoff today: ${formatUsd(loan.ledger.payoffTodayCents)}.`}
          value={input.amount}
          onValueChange={set('amount', 'amountCents')}
          error={errors.amountCents}
        />
        <TextField
          name="paidOn"
          label="Date paid"
          type="date"
          min={loan.terms.disbursement.date}
          max={localToday()}
          value={input.paidOn}
          onValueChange={set('paidOn', 'paidOn')}
          error={errors.paidOn}
        />
      </div>
      <SelectField
        name="method"
        label="How it was paid"
        placeholder="Choose…"
        options={METHOD_OPTIONS}
        value={input.method}
        onValueChange={(value) => set('method', 'method')(value as PaymentInput['method'])}
        error={errors.method}
      />
      <TextAreaField
        name="note"
        label="Note"
        optional
        rows={2}
        maxLength={NOTE_MAX}
        hint="For example a check number or a transfer reference."
        value={input.note}
        onValueChange={set('note', 'note')}
        error={errors.note}
      />
      {formError ? <FormMessage>{formError}</FormMessage> : null}
      {done ? <FormMessage tone="info">{done}</FormMessage> : null}
      <SubmitButton pending={pending} pendingLabel="Recording…">
        Record the payment
      </SubmitButton>
    </form>
  );
}
