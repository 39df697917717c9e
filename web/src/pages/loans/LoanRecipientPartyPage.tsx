import { updatePartySchema, type LoanRequestResponse } from '@kinloan/domain';
import { useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { FormMessage, SubmitButton, TextField } from '../../features/accounts/form-fields';
import { useFieldErrors, validate } from '../../features/accounts/validation';
import { formFailure } from '../../api/form-failure';
import { FlowCard, FlowFrame, LoanFlowPage, type Flow } from '../../features/loans/LoanFlowPage';
import { flowEyebrow } from '../../features/loans/loan-words';
import { loanPagePath } from '../../features/loans/next-step';
import { PartyDetailsForm } from '../../features/loans/PartyDetailsForm';
import { useLoansApi } from '../../features/loans/use-loans-api';
import { useSessionStore } from '../../session/session-store';

/**
 * `/{id}/loan-recipient-party`: the initiator names the other person (first and last name,
 * email); the recipient confirms their own details before signing.
 */
export default function LoanRecipientPartyPage() {
  return (
    <LoanFlowPage page="loan-recipient-party" title="The other person">
      {(flow) =>
        flow.request.yourRole === 'initiator' ? (
          <OtherPartyForm key={flow.request.id} flow={flow} />
        ) : (
          <FlowFrame stepper={flow.stepper}>
            <FlowCard
              eyebrow={flowEyebrow(flow.request)}
              title="Confirm your details"
              lead={<p>The agreement names you with your legal name and home address. We save them to your profile too.</p>}
            >
              <PartyDetailsForm request={flow.request} submitLabel="Save and continue to sign" onSaved={(updated) => flow.done(updated, 'loan-signature')} />
            </FlowCard>
          </FlowFrame>
        )
      }
    </LoanFlowPage>
  );
}

function OtherPartyForm({ flow }: { flow: Flow }) {
  const { request, stepper, done } = flow;
  const api = useLoansApi();
  const myEmail = useSessionStore((s) => s.user?.email ?? '');
  const formRef = useRef<HTMLFormElement>(null);
  const { errors, show, clear } = useFieldErrors(formRef);
  const existing = request.recipientRequestDetails;
  const [values, setValues] = useState({
    firstName: existing.firstName ?? '',
    lastName: existing.lastName ?? '',
    email: existing.email ?? request.recipientEmail ?? '',
  });
  const [pending, setPending] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const other = request.yourLoanRole === 'borrower' ? 'lender' : 'borrower';

  const set = (field: keyof typeof values) => (value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    clear(field);
  };

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setFormError(null);
    const checked = validate(updatePartySchema, values);
    if (!checked.ok) {
      show(checked.errors);
      return;
    }
    if (checked.data.email === myEmail.toLowerCase()) {
      show({ email: 'That is your own email. Enter the email of the person you are asking.' });
      return;
    }
    clear();
    setPending(true);
    const result = await api.updateLoanRequest(request, { recipientRequestDetails: recipientDetails(request, checked.data) }, { notify: false });
    setPending(false);
    if (result.ok) {
      done(result.data, 'loan-review');
      return;
    }
    const { fields, form } = formFailure(result.error, ['firstName', 'lastName', 'email'], { prefix: 'recipientRequestDetails' });
    show(fields);
    setFormError(form);
  }

  return (
    <FlowFrame stepper={stepper}>
      <FlowCard
        eyebrow={flowEyebrow(request)}
        title={`Who is the ${other}?`}
        lead={
          <p>
            We email them a link once you have signed. They review the agreement, add their own address, and sign it too.
            Nothing is sent before then.
          </p>
        }
      >
        <form ref={formRef} className="form" noValidate onSubmit={(e) => void onSubmit(e)}>
          <div className="form__row">
            <TextField name="firstName" label="Their first name" autoComplete="off" value={values.firstName} onValueChange={set('firstName')} error={errors.firstName} />
            <TextField name="lastName" label="Their last name" autoComplete="off" value={values.lastName} onValueChange={set('lastName')} error={errors.lastName} />
          </div>
          <TextField
            name="email"
            label="Their email"
            type="email"
            inputMode="email"
            autoComplete="off"
            hint="If they don’t have a Kinloan account yet, they can create one with this email."
            value={values.email}
            onValueChange={set('email')}
            error={errors.email}
          />
          {formError ? <FormMessage>{formError}</FormMessage> : null}
          <div className="form__actions">
            <SubmitButton pending={pending} pendingLabel="Saving…">
              Save and review the agreement
            </SubmitButton>
            <Link to={loanPagePath(request.id, 'loan-party')}>Back to your details</Link>
          </div>
        </form>
      </FlowCard>
    </FlowFrame>
  );
}

/** A new name or email replaces whatever was known about the old person. */
function recipientDetails(request: LoanRequestResponse, party: { firstName: string; lastName: string; email: string }) {
  const existing = request.recipientRequestDetails;
  return existing.email && existing.email !== party.email ? party : { ...existing, ...party };
}
