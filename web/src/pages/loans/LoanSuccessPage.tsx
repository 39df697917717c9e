import { FlowCard, FlowFrame, LoanFlowPage } from '../../features/loans/LoanFlowPage';
import { flowEyebrow, fullName, termsLine } from '../../features/loans/loan-words';
import { SignatureList } from '../../features/loans/SignatureList';
import { useLoansApi } from '../../features/loans/use-loans-api';
import { BusyButton } from '../../components/BusyButton';

/** `/{id}/loan-success`: both have signed; finalizing makes it a loan with its schedule. */
export default function LoanSuccessPage() {
  const api = useLoansApi();
  return (
    <LoanFlowPage page="loan-success" title="Signed by both of you">
      {({ request, stepper, done }) => {
        async function finalize() {
          const result = await api.finalize(request.id);
          if (result.ok) done(result.data, 'executed');
        }
        return (
          <FlowFrame stepper={stepper}>
            <FlowCard
              eyebrow={flowEyebrow(request)}
              title="Signed by both of you"
              lead={
                <p>
                  The agreement for {termsLine(request.loanProposalDetails)} carries both signatures. Finalize it to make the loan
                  active: the payment schedule starts, and you can both download the signed agreement.
                </p>
              }
            >
              <SignatureList
                request={request}
                names={{ initiator: fullName(request.initiatorRequestDetails), recipient: fullName(request.recipientRequestDetails) }}
              />
              <div className="button-row loan-actions">
                <BusyButton className="button button--primary button--large" busyLabel="Finalizing…" onClick={finalize}>
                  Finalize the loan
                </BusyButton>
              </div>
            </FlowCard>
          </FlowFrame>
        );
      }}
    </LoanFlowPage>
  );
}
