import type { GiftSourceKind } from '@kinloan/domain';
import { useRef, useState, type FormEvent } from 'react';
import { FormMessage, SubmitButton, TextField } from '../../features/accounts/form-fields';
import { ChoiceGroup } from '../../features/gifts/ChoiceGroup';
import { EditingNotice } from '../../features/gifts/EditingNotice';
import { changesAnything, readSource, sourceInputOf, type SourceInput } from '../../features/gifts/gift-forms';
import { GiftFlowPage, type GiftFlow } from '../../features/gifts/GiftFlowPage';
import { giftEyebrow, SOURCE_OPTIONS } from '../../features/gifts/gift-words';
import { useStepSave } from '../../features/gifts/use-step-save';
import { FlowCard, FlowFrame } from '../../features/loans/LoanFlowPage';
import { TextAreaField } from '../../features/loans/TextAreaField';

const SHOWN = ['source.kind', 'source.institutionName', 'source.description', 'source'];

/** `/{id}/gift-source`: where the gift money comes from (lenders check it against statements). */
export default function GiftSourcePage() {
  return (
    <GiftFlowPage page="gift-source" title="Where the money comes from">
      {(flow) => <SourceStep key={flow.gift.id} flow={flow} />}
    </GiftFlowPage>
  );
}

function SourceStep({ flow }: { flow: GiftFlow }) {
  const { gift, stepper, done } = flow;
  const formRef = useRef<HTMLFormElement>(null);
  const { errors, show, clear, pending, formError, save } = useStepSave(formRef);
  const [input, setInput] = useState<SourceInput>(() => sourceInputOf(gift.giftDetails));
  const donor = gift.yourParty === 'donor';

  const set = (field: keyof SourceInput) => (value: string) => {
    setInput((current) => ({ ...current, [field]: value }));
    clear(`source.${field}`);
    clear('source');
  };

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const read = readSource(input);
    if (!read.ok) {
      show(read.errors);
      return;
    }
    const saved = await save(gift, { giftDetails: read.value }, { prefix: 'giftDetails', shown: SHOWN, changed: changesAnything(gift.giftDetails, read.value) });
    if (saved) done(saved, 'gift-review');
  }

  return (
    <FlowFrame stepper={stepper}>
      <FlowCard
        eyebrow={giftEyebrow(gift)}
        title="Where does the money come from?"
        lead={
          <p>
            The lender checks the gift against {donor ? 'your' : 'the donor’s'} bank statements, so say which account it comes from.
          </p>
        }
      >
        <EditingNotice gift={gift} />
        <form ref={formRef} className="form" noValidate onSubmit={(e) => void onSubmit(e)}>
          <ChoiceGroup<GiftSourceKind>
            name="source.kind"
            legend="The gift comes from"
            options={SOURCE_OPTIONS}
            value={input.kind as GiftSourceKind | ''}
            onChange={set('kind')}
            error={errors['source.kind'] ?? errors.source}
          />
          <TextField
            name="source.institutionName"
            label="Bank or institution"
            optional
            autoComplete="off"
            hint="For example Columbia Credit Union or Fidelity."
            value={input.institutionName}
            onValueChange={set('institutionName')}
            error={errors['source.institutionName']}
          />
          <TextAreaField
            name="source.description"
            label="Anything the lender should know"
            optional={input.kind !== 'other'}
            rows={3}
            maxLength={300}
            hint="Printed on the letter next to the source, for example “sale of a 2015 Honda Civic”."
            value={input.description}
            onValueChange={set('description')}
            error={errors['source.description']}
          />
          {formError ? <FormMessage>{formError}</FormMessage> : null}
          <div className="form__actions">
            <SubmitButton pending={pending} pendingLabel="Saving…">
              Save and review the letter
            </SubmitButton>
          </div>
        </form>
      </FlowCard>
    </FlowFrame>
  );
}
