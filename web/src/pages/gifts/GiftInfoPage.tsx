import { useRef, useState, type FormEvent } from 'react';
import { FormMessage, SubmitButton, TextField } from '../../features/accounts/form-fields';
import { AddressFields } from '../../features/gifts/AddressFields';
import { EditingNotice } from '../../features/gifts/EditingNotice';
import { changesAnything, infoInputOf, readInfo, type AddressInput, type InfoInput } from '../../features/gifts/gift-forms';
import { GiftFlowPage, type GiftFlow } from '../../features/gifts/GiftFlowPage';
import { giftEyebrow } from '../../features/gifts/gift-words';
import { useStepSave } from '../../features/gifts/use-step-save';
import { FlowCard, FlowFrame } from '../../features/loans/LoanFlowPage';

const SHOWN = [
  'propertyAddress.line1',
  'propertyAddress.line2',
  'propertyAddress.city',
  'propertyAddress.state',
  'propertyAddress.zipCode',
  'mortgageLender',
  'loanNumber',
];

/** `/{id}/gift-info`: the home the gift goes toward, and the mortgage lender if known. */
export default function GiftInfoPage() {
  return (
    <GiftFlowPage page="gift-info" title="The home">
      {(flow) => <InfoStep key={flow.gift.id} flow={flow} />}
    </GiftFlowPage>
  );
}

function InfoStep({ flow }: { flow: GiftFlow }) {
  const { gift, stepper, done } = flow;
  const formRef = useRef<HTMLFormElement>(null);
  const { errors, show, clear, pending, formError, save } = useStepSave(formRef);
  const [input, setInput] = useState<InfoInput>(() => infoInputOf(gift.giftDetails));
  const buyer = gift.yourParty === 'gift-recipient';

  const setAddress = (field: keyof AddressInput, value: string) => {
    setInput((current) => ({ ...current, propertyAddress: { ...current.propertyAddress, [field]: value } }));
    clear(`propertyAddress.${field}`);
  };
  const setText = (field: 'mortgageLender' | 'loanNumber') => (value: string) => {
    setInput((current) => ({ ...current, [field]: value }));
    clear(field);
  };

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const read = readInfo(input);
    if (!read.ok) {
      show(read.errors);
      return;
    }
    const saved = await save(gift, { giftDetails: read.value }, { prefix: 'giftDetails', shown: SHOWN, changed: changesAnything(gift.giftDetails, read.value) });
    if (saved) done(saved, 'gift-donor');
  }

  return (
    <FlowFrame stepper={stepper}>
      <FlowCard
        eyebrow={giftEyebrow(gift)}
        title={buyer ? 'The home you’re buying' : 'The home being bought'}
        lead={<p>The letter names the property the gift goes toward. Add the mortgage lender and loan number if they are known yet.</p>}
      >
        <EditingNotice gift={gift} />
        <form ref={formRef} className="form" noValidate onSubmit={(e) => void onSubmit(e)}>
          <fieldset className="form__section">
            <legend>Property address</legend>
            <AddressFields name="propertyAddress" value={input.propertyAddress} onChange={setAddress} errors={errors} />
          </fieldset>
          <fieldset className="form__section">
            <legend>Mortgage</legend>
            <div className="form__row">
              <TextField
                name="mortgageLender"
                label="Mortgage lender"
                optional
                autoComplete="off"
                hint="Leave it empty if not chosen yet."
                value={input.mortgageLender}
                onValueChange={setText('mortgageLender')}
                error={errors.mortgageLender}
              />
              <TextField
                name="loanNumber"
                label="Loan number"
                optional
                autoComplete="off"
                hint="From the lender’s paperwork, if you have it."
                value={input.loanNumber}
                onValueChange={setText('loanNumber')}
                error={errors.loanNumber}
              />
            </div>
          </fieldset>
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
