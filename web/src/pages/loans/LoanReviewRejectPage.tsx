import { Link } from 'react-router-dom';
import { FlowCard, FlowFrame, LoanFlowPage } from '../../features/loans/LoanFlowPage';
import { flowEyebrow, fullName } from '../../features/loans/loan-words';
import { TermsSummary } from '../../features/loans/TermsSummary';
import { useLoansApi } from '../../features/loans/use-loans-api';
import { useSessionStore } from '../../session/session-store';
import { BusyButton } from '../../components/BusyButton';

/**
 * `/{id}/loan-review-reject`: the initiator learns their request was declined and why, and may
 * start again from the same terms (a new request; this one stays on record as declined).
 */
export default function LoanReviewRejectPage() {
  const api = useLoansApi();
  const userId = useSessionStore((s) => s.user?.id ?? '');
  return (
    <LoanFlowPage page="loan-review-reject" title="Request declined">
      {({ request, stepper, done }) => {
        const other = fullName(request.recipientRequestDetails) || 'The other person';
        async function startAgain() {
          const { loanWish: _wish, ...mine } = request.initiatorRequestDetails;
          const result = await api.createLoanRequest({
            requestType: request.requestType,
            status: 'draft',
            initiatingCustomerId: userId,
            initiatorRequestDetails: mine,
            recipientRequestDetails: request.recipientRequestDetails,
            loanProposalDetails: request.loanProposalDetails,
          });
          if (result.ok) done(result.data, 'loan-terms');
        }
        return (
          <FlowFrame stepper={stepper}>
            <FlowCard eyebrow={flowEyebrow(request)} title={`${other} declined your request`}>
              <p>Their reason:</p>
              <blockquote className="loan-quote">{request.rejectionReason}</blockquote>
              <p>These were the terms. You can start again from them, change what needs changing, and send a new request.</p>
              <TermsSummary terms={request.loanProposalDetails} />
              <div className="button-row loan-actions">
                <BusyButton className="button button--primary button--large" busyLabel="Starting…" onClick={startAgain}>
                  Start again with these terms
                </BusyButton>
                <Link to="/dashboard" className="button button--secondary button--large">
                  Go to my dashboard
                </Link>
              </div>
            </FlowCard>
          </FlowFrame>
        );
      }}
    </LoanFlowPage>
  );
}
