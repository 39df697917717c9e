import { FlowCard, FlowFrame, LoanFlowPage } from '../../features/loans/LoanFlowPage';
import { flowEyebrow } from '../../features/loans/loan-words';
import { PartyDetailsForm } from '../../features/loans/PartyDetailsForm';

const LEAD = (
  <p>
    The agreement names you with your legal name and home address. We save them to your profile too, so you only enter
    them once.
  </p>
);

/** `/{id}/loan-party`: your own legal name, phone and address (from and to your profile). */
export default function LoanPartyPage() {
  return (
    <LoanFlowPage page="loan-party" title="Your details">
      {({ request, stepper, done }) => (
        <FlowFrame stepper={stepper}>
          <FlowCard eyebrow={flowEyebrow(request)} title="Your details" lead={LEAD}>
            <PartyDetailsForm
              request={request}
              submitLabel="Save and continue"
              onSaved={(updated) => done(updated, request.yourRole === 'initiator' ? 'loan-recipient-party' : 'loan-signature')}
            />
          </FlowCard>
        </FlowFrame>
      )}
    </LoanFlowPage>
  );
}
