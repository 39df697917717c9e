import { giftTaxNotice, isCalendarDate, parseDollars, type GiftParty } from '@kinloan/domain';
import { useRef, useState, type FormEvent } from 'react';
import type { ApiRequestError } from '../../api/client';
import { FormMessage, SubmitButton, TextField, type FieldMessages } from '../accounts/form-fields';
import { useFieldErrors } from '../accounts/validation';
import { formFailure } from '../../api/form-failure';
import { localToday } from '../loans/terms-form';
import { AffixField } from '../loans/TermsFields';
import { ChoiceGroup } from './ChoiceGroup';
import { readTerms, type GiftTerms, type TermsInput } from './gift-forms';
import { GiftTaxNotice } from './GiftLetterView';

const SIDES: readonly { value: GiftParty; label: string; hint: string }[] = [
  {
    value: 'gift-recipient',
    label: 'I’m buying a home and asking for a gift',
    hint: 'You write the letter and send it to the relative or friend giving you the money.',
  },
  { value: 'donor', label: 'I’m giving a gift', hint: 'You write the letter and send it to the person buying the home.' },
];

const TRANSFER: readonly { value: 'planned' | 'transferred'; label: string; hint: string }[] = [
  { value: 'planned', label: 'Not yet', hint: 'The money will be given on or before a date.' },
  { value: 'transferred', label: 'Yes, it has been given', hint: 'Give the date the money was transferred.' },
];

const SHOWN = ['amountCents', 'transferStatus', 'transferDate'];

/**
 * The gift's amount and date (gift-terms), and on a new letter which side the person is on.
 * `onSave` answers the API's error, or null once saved.
 */
export function GiftTermsForm({
  initial,
  side: fixedSide,
  submitLabel,
  onSave,
  onSideChange,
}: {
  initial: TermsInput;
  /** The side of an existing letter; absent on a new one, where the person chooses. */
  side?: GiftParty;
  submitLabel: string;
  onSave: (side: GiftParty, terms: GiftTerms) => Promise<ApiRequestError | null>;
  /** A new letter's side as the person chooses it (the step indicator names the steps by it). */
  onSideChange?: (side: GiftParty) => void;
}) {
  const formRef = useRef<HTMLFormElement>(null);
  const { errors, show, clear } = useFieldErrors(formRef);
  const [side, setSide] = useState<GiftParty | ''>(fixedSide ?? '');
  const [input, setInput] = useState(initial);
  const [pending, setPending] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);

  const set = <K extends keyof TermsInput>(field: K) => (value: TermsInput[K]) => {
    setInput((current) => ({ ...current, [field]: value }));
    clear(field);
  };

  // A donor learns at once when the gift is over the annual exclusion (Form 709).
  const cents = parseDollars(input.amountCents);
  const taxNotice = side === 'donor' && cents !== null && isCalendarDate(input.transferDate) ? giftTaxNotice(cents, input.transferDate) : null;

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setFormError(null);
    const read = readTerms(input, localToday());
    const sideError: FieldMessages = side === '' ? { initiatorParty: 'Choose whether you are receiving or giving the gift.' } : {};
    if (!read.ok || side === '') {
      show({ ...sideError, ...(read.ok ? {} : read.errors) });
      return;
    }
    clear();
    setPending(true);
    const error = await onSave(side, read.value);
    setPending(false);
    if (!error) return;
    const { fields, form } = formFailure(error, SHOWN, { prefix: 'giftDetails' });
    show(fields);
    setFormError(form);
  }

  const given = input.transferStatus === 'transferred';
  return (
    <form ref={formRef} className="form" noValidate onSubmit={(e) => void onSubmit(e)}>
      {fixedSide ? null : (
        <ChoiceGroup
          name="initiatorParty"
          legend="Which side of the gift are you on?"
          className="gift-sides"
          options={SIDES}
          value={side}
          onChange={(value) => {
            setSide(value);
            onSideChange?.(value);
            clear('initiatorParty');
          }}
          error={errors.initiatorParty}
        />
      )}
      <AffixField
        name="amountCents"
        label="Gift amount"
        prefix="$"
        hint="The whole amount given toward the home, in US dollars."
        value={input.amountCents}
        onValueChange={set('amountCents')}
        error={errors.amountCents}
      />
      <ChoiceGroup
        name="transferStatus"
        legend="Has the money been given already?"
        options={TRANSFER}
        value={input.transferStatus}
        onChange={set('transferStatus')}
        error={errors.transferStatus}
      />
      <TextField
        name="transferDate"
        type="date"
        label={given ? 'Date of transfer' : 'Planned date of transfer'}
        hint={given ? 'The day the money left the donor’s account.' : 'The letter says the gift is made on or before this date.'}
        value={input.transferDate}
        onValueChange={set('transferDate')}
        error={errors.transferDate}
      />
      {taxNotice ? <GiftTaxNotice notice={taxNotice} /> : null}
      {formError ? <FormMessage>{formError}</FormMessage> : null}
      <div className="form__actions">
        <SubmitButton pending={pending} pendingLabel="Saving…">
          {submitLabel}
        </SubmitButton>
      </div>
    </form>
  );
}
