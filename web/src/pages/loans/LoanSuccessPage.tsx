import type { LoanRequestResponse } from '@kinloan/domain';
import { FlowCard, FlowFrame, LoanFlowPage } from '../../features/loans/LoanFlowPage';
import { flowEyebrow, fullName, termsLine } from '../../features/loans/loan-words';
import { SignatureList } from '../../features/loans/SignatureList';
import { SignatureRecord } from '../../features/loans/SignatureRecord';
import { useLoansApi } from '../../features/loans/use-loans-api';
import { BusyButton } from '../../components/BusyButton';

/**
 * `/{id}/loan-success`: both have signed the same text, and the person who started the request
 * finalizes it (docs/decisions/0008); or the recipient has signed and waits for the initiator to
 * countersign. Who may do what comes from the request machine (`availableActions`).
 */
export default function LoanSuccessPage() {
  const api = useLoansApi();
  return (
    <LoanFlowPage page="loan-success" title="Signed by both of you">
      {({ request, stepper, done }) => {
        async function finalize() {
          const result = await api.finalize(request.id);
          if (result.ok) done(result.data, 'executed');
        }
        const canFinalize = request.availableActions.includes('finalize');
        const { title, lead } = wordsFor(request, canFinalize);
        return (
          <FlowFrame stepper={stepper}>
            <FlowCard eyebrow={flowEyebrow(request)} title={title} lead={<p>{lead}</p>}>
              <SignatureList
                request={request}
                names={{ initiator: fullName(request.initiatorRequestDetails), recipient: fullName(request.recipientRequestDetails) }}
              />
              {canFinalize ? (
                <div className="button-row loan-actions">
                  <BusyButton className="button button--primary button--large" busyLabel="Finalizing…" onClick={finalize}>
                    Finalize the loan
                  </BusyButton>
                </div>
              ) : null}
              <SignatureRecord load={() => api.getAuditTrail(request.id)} fileName={`kinloan-signature-record-${request.id}.json`} />
            </FlowCard>
          </FlowFrame>
        );
      }}
    </LoanFlowPage>
  );
}

function wordsFor(request: LoanRequestResponse, canFinalize: boolean): { title: string; lead: string } {
  const initiatorName = fullName(request.initiatorRequestDetails) || 'the person who started it';
  const terms = termsLine(request.loanProposalDetails);
  if (request.status === 'awaiting-countersignature') {
    return {
      title: 'Signed by you',
      lead: `You signed the agreement for ${terms}, with your details in it. ${initiatorName} now reads the final text and countersigns it; then they finalize it, and we email you both.`,
    };
  }
  if (canFinalize) {
    return {
      title: 'Signed by both of you',
      lead: `The agreement for ${terms} carries both signatures on the same text. Finalize it to make the loan active: the payment schedule starts, and you can both download the signed agreement.`,
    };
  }
  return {
    title: 'Signed by both of you',
    lead: `The agreement for ${terms} carries both signatures on the same text. ${initiatorName} started it and finalizes it; we email you as soon as the loan is active.`,
  };
}
