import { useRef, useState, type FormEvent } from 'react';
import { FormMessage, SelectField, SubmitButton, TextField } from '../../features/accounts/form-fields';
import { AddressFields } from '../../features/gifts/AddressFields';
import { EditingNotice } from '../../features/gifts/EditingNotice';
import { changesAnything, donorInputOf, readDonor, type AddressInput, type DonorInput } from '../../features/gifts/gift-forms';
import { GiftFlowPage, type GiftFlow } from '../../features/gifts/GiftFlowPage';
import { giftEyebrow, RELATIONSHIP_OPTIONS } from '../../features/gifts/gift-words';
import { useStepSave } from '../../features/gifts/use-step-save';
import { FlowCard, FlowFrame } from '../../features/loans/LoanFlowPage';

const SHOWN = [
  'firstName',
  'middleName',
  'lastName',
  'email',
  'phone',
  'address.line1',
  'address.line2',
  'address.city',
  'address.state',
  'address.zipCode',
  'relationship',
];

/**
 * `/{id}/gift-donor`: the donor's legal name, address, phone and relationship to the
 * recipient, as lenders ask for them. A donor writing the letter checks their own (filled in
 * from their profile); a buyer names the donor, with the email the letter goes to.
 */
export default function GiftDonorPage() {
  return (
    <GiftFlowPage page="gift-donor" title="The donor">
      {(flow) => <DonorStep key={flow.gift.id} flow={flow} />}
    </GiftFlowPage>
  );
}

function DonorStep({ flow }: { flow: GiftFlow }) {
  const { gift, stepper, done } = flow;
  const formRef = useRef<HTMLFormElement>(null);
  const { errors, show, clear, pending, formError, save } = useStepSave(formRef);
  const [input, setInput] = useState<DonorInput>(() => donorInputOf(gift.donorRequestDetails));
  const buyer = gift.yourParty === 'gift-recipient';

  const set = (field: Exclude<keyof DonorInput, 'address'>) => (value: string) => {
    setInput((current) => ({ ...current, [field]: value }));
    clear(field);
  };
  const setAddress = (field: keyof AddressInput, value: string) => {
    setInput((current) => ({ ...current, address: { ...current.address, [field]: value } }));
    clear(`address.${field}`);
  };

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const read = readDonor(input, { askEmail: buyer });
    if (!read.ok) {
      show(read.errors);
      return;
    }
    const changed = changesAnything(gift.donorRequestDetails, read.value);
    const saved = await save(gift, { donorRequestDetails: read.value }, { prefix: 'donorRequestDetails', shown: SHOWN, changed });
    // A donor the buyer invited corrects their details and goes back to the letter to sign it.
    if (saved) done(saved, gift.yourRole === 'invitee' ? 'gift-review' : 'gift-taker');
  }

  return (
    <FlowFrame stepper={stepper}>
      <FlowCard
        eyebrow={giftEyebrow(gift)}
        title={buyer ? 'Who is giving you the gift?' : 'Your details as the donor'}
        lead={
          buyer ? (
            <p>The lender wants the donor’s legal name, address, phone number and how they are related to you. We send them the letter to sign at their email.</p>
          ) : (
            <p>The lender wants your legal name, address, phone number and how you are related to the person buying the home. We filled in what your profile says.</p>
          )
        }
      >
        <EditingNotice gift={gift} />
        <form ref={formRef} className="form" noValidate onSubmit={(e) => void onSubmit(e)}>
          <fieldset className="form__section">
            <legend>{buyer ? 'The donor’s legal name' : 'Your legal name'}</legend>
            {buyer ? null : <p className="form__aside">To sign, you type this name, and it must match the name on your profile.</p>}
            <div className="form__row form__row--3">
              <TextField name="firstName" label="First name" autoComplete={buyer ? 'off' : 'given-name'} value={input.firstName} onValueChange={set('firstName')} error={errors.firstName} />
              <TextField
                name="middleName"
                label="Middle name"
                optional
                autoComplete={buyer ? 'off' : 'additional-name'}
                value={input.middleName}
                onValueChange={set('middleName')}
                error={errors.middleName}
              />
              <TextField name="lastName" label="Last name" autoComplete={buyer ? 'off' : 'family-name'} value={input.lastName} onValueChange={set('lastName')} error={errors.lastName} />
            </div>
          </fieldset>

          <fieldset className="form__section">
            <legend>{buyer ? 'How to reach the donor' : 'How to reach you'}</legend>
            <div className="form__row">
              {buyer ? (
                <TextField
                  name="email"
                  label="Donor’s email"
                  type="email"
                  autoComplete="off"
                  autoCapitalize="off"
                  spellCheck={false}
                  hint="The letter is sent here for them to sign."
                  value={input.email}
                  onValueChange={set('email')}
                  error={errors.email}
                />
              ) : null}
              <TextField
                name="phone"
                label={buyer ? 'Donor’s phone number' : 'Phone number'}
                type="tel"
                inputMode="tel"
                autoComplete={buyer ? 'off' : 'tel-national'}
                hint="A US number, like (555) 123-4567."
                value={input.phone}
                onValueChange={set('phone')}
                error={errors.phone}
              />
            </div>
          </fieldset>

          <fieldset className="form__section">
            <legend>{buyer ? 'The donor’s home address' : 'Your home address'}</legend>
            <AddressFields name="address" value={input.address} onChange={setAddress} errors={errors} ownAddress={!buyer} />
          </fieldset>

          <SelectField
            name="relationship"
            label={buyer ? 'How is the donor related to you?' : 'How are you related to the person buying the home?'}
            hint="Mortgage programs accept gifts from family and, with some lenders, close friends."
            placeholder="Choose one"
            options={RELATIONSHIP_OPTIONS}
            value={input.relationship}
            onValueChange={set('relationship')}
            error={errors.relationship}
          />

          {formError ? <FormMessage>{formError}</FormMessage> : null}
          <div className="form__actions">
            <SubmitButton pending={pending} pendingLabel="Saving…">
              Save and continue
            </SubmitButton>
          </div>
        </form>
      </FlowCard>
    </FlowFrame>
  );
}
