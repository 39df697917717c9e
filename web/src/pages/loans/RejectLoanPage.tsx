import { rejectBodySchema } from '@kinloan/domain';
import { useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { FormMessage, SubmitButton } from '../../features/accounts/form-fields';
import { useFieldErrors, validate } from '../../features/accounts/validation';
import { formFailure } from '../../api/form-failure';
import { FlowCard, FlowFrame, LoanFlowPage, type Flow } from '../../features/loans/LoanFlowPage';
import { flowEyebrow, fullName } from '../../features/loans/loan-words';
import { loanPagePath } from '../../features/loans/next-step';
import { TextAreaField } from '../../features/loans/TextAreaField';
import { useLoansApi } from '../../features/loans/use-loans-api';

/** `/{id}/reject-loan`: the recipient declines, with a reason the other person will read. */
export default function RejectLoanPage() {
  return (
    <LoanFlowPage page="reject-loan" title="Decline the request">
      {(flow) => <RejectForm key={flow.request.id} flow={flow} />}
    </LoanFlowPage>
  );
}

function RejectForm({ flow }: { flow: Flow }) {
  const { request, stepper, done } = flow;
  const api = useLoansApi();
  const formRef = useRef<HTMLFormElement>(null);
  const { errors, show, clear } = useFieldErrors(formRef);
  const [reason, setReason] = useState('');
  const [pending, setPending] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const other = fullName(request.initiatorRequestDetails) || 'the other person';

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setFormError(null);
    const checked = validate(rejectBodySchema, { rejectionReason: reason });
    if (!checked.ok) {
      show(checked.errors);
      return;
    }
    clear();
    setPending(true);
    const result = await api.reject(request.id, checked.data.rejectionReason, { notify: false });
    setPending(false);
    if (result.ok) {
      done(result.data, 'rejected');
      return;
    }
    const { fields, form } = formFailure(result.error, ['rejectionReason']);
    show(fields);
    setFormError(form);
  }

  return (
    <FlowFrame stepper={stepper}>
      <FlowCard
        eyebrow={flowEyebrow(request)}
        title="Decline the request"
        lead={
          <p>
            {other} will get an email with your reason. If only some terms don’t work for you,{' '}
            <Link to={loanPagePath(request.id, 'loan-terms-change')}>ask for changes</Link> instead.
          </p>
        }
      >
        <form ref={formRef} className="form" noValidate onSubmit={(e) => void onSubmit(e)}>
          <TextAreaField
            name="rejectionReason"
            label="Your reason"
            maxLength={1000}
            hint="A few kind words are enough."
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
              Decline the request
            </SubmitButton>
            <Link to={loanPagePath(request.id, 'loan-review')}>Back to the agreement</Link>
          </div>
        </form>
      </FlowCard>
    </FlowFrame>
  );
}
