import { Link } from 'react-router-dom';
import { FlowCard, FlowFrame, LoanFlowPage } from '../../features/loans/LoanFlowPage';
import { flowEyebrow, fullName } from '../../features/loans/loan-words';

/** `/{id}/rejected`: the recipient's record of having declined. */
export default function RejectedPage() {
  return (
    <LoanFlowPage page="rejected" title="Request declined">
      {({ request, stepper }) => (
        <FlowFrame stepper={stepper}>
          <FlowCard eyebrow={flowEyebrow(request)} title="You declined this request">
            <p>We let {fullName(request.initiatorRequestDetails) || 'the other person'} know, with your reason:</p>
            <blockquote className="loan-quote">{request.rejectionReason}</blockquote>
            <div className="button-row">
              <Link to="/dashboard" className="button button--primary">
                Go to my dashboard
              </Link>
            </div>
          </FlowCard>
        </FlowFrame>
      )}
    </LoanFlowPage>
  );
}
