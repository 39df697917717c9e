import { rejectionReasonSchema } from '@kinloan/domain';
import { useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { FormMessage, SubmitButton } from '../../features/accounts/form-fields';
import { useFieldErrors } from '../../features/accounts/validation';
import { GiftFlowPage, type GiftFlow } from '../../features/gifts/GiftFlowPage';
import { giftPagePath } from '../../features/gifts/gift-steps';
import { giftEyebrow, otherPersonOf } from '../../features/gifts/gift-words';
import { useGiftsApi } from '../../features/gifts/use-gifts-api';
import { formFailure } from '../../api/form-failure';
import { FlowCard, FlowFrame } from '../../features/loans/LoanFlowPage';
import { TextAreaField } from '../../features/loans/TextAreaField';

/** `/{id}/reject-gift`: the person it was sent to declines, saying why. */
export default function RejectGiftPage() {
  return (
    <GiftFlowPage page="reject-gift" title="Decline the gift letter">
      {(flow) => <Reject key={flow.gift.id} flow={flow} />}
    </GiftFlowPage>
  );
}

function Reject({ flow }: { flow: GiftFlow }) {
  const { gift, stepper, done } = flow;
  const api = useGiftsApi();
  const formRef = useRef<HTMLFormElement>(null);
  const { errors, show, clear } = useFieldErrors(formRef);
  const [reason, setReason] = useState('');
  const [pending, setPending] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const other = otherPersonOf(gift) ?? 'The other person';

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setFormError(null);
    const checked = rejectionReasonSchema.safeParse(reason);
    if (!checked.success) {
      show({ rejectionReason: reason.trim() === '' ? 'Please say why, so they know what to change.' : (checked.error.issues[0]?.message ?? 'Please check the reason.') });
      return;
    }
    clear();
    setPending(true);
    const rejected = await api.reject(gift.id, checked.data, { notify: false });
    setPending(false);
    if (rejected.ok) {
      done(rejected.data, 'gift-rejected');
      return;
    }
    const { fields, form } = formFailure(rejected.error, ['rejectionReason']);
    show(fields);
    setFormError(form);
  }

  return (
    <FlowFrame stepper={stepper}>
      <FlowCard
        eyebrow={giftEyebrow(gift)}
        title="Decline the gift letter"
        lead={<p>{other} will be told you declined, with your reason. They can change the letter and send it to you again.</p>}
      >
        <form ref={formRef} className="form" noValidate onSubmit={(e) => void onSubmit(e)}>
          <TextAreaField
            name="rejectionReason"
            label="Why are you declining?"
            hint="For example: the amount is wrong, or the money is meant to be paid back."
            value={reason}
            onValueChange={(v) => {
              setReason(v);
              clear('rejectionReason');
            }}
            error={errors.rejectionReason}
          />
          {formError ? <FormMessage>{formError}</FormMessage> : null}
          <div className="form__actions">
            <SubmitButton pending={pending} pendingLabel="Declining…">
              Decline the letter
            </SubmitButton>
            <Link to={giftPagePath(gift.id, 'gift-review')}>Back to the letter</Link>
          </div>
        </form>
      </FlowCard>
    </FlowFrame>
  );
}
