import { Link } from 'react-router-dom';
import { DeleteRequest } from '../../features/loans/DeleteRequest';
import { FlowCard, FlowFrame, LoanFlowPage } from '../../features/loans/LoanFlowPage';
import { flowEyebrow, fullName, statusInWords } from '../../features/loans/loan-words';
import { SignatureList } from '../../features/loans/SignatureList';

/** `/{id}/request-sent`: signed and sent; waiting for the other person. */
export default function RequestSentPage() {
  return (
    <LoanFlowPage page="request-sent" title="Request sent">
      {({ request, stepper }) => {
        const other = fullName(request.recipientRequestDetails) || 'the other person';
        const email = request.recipientEmail ?? request.recipientRequestDetails.email ?? '';
        const superseded = request.status === 'superseded';
        return (
          <FlowFrame stepper={stepper}>
            <FlowCard
              eyebrow={flowEyebrow(request)}
              title={superseded ? `${other} asked for changed terms` : `Sent to ${other}`}
              lead={
                superseded ? (
                  <p>
                    {other} proposed different terms. Their version comes to you as a new request once they have signed it; we will
                    email you. This request is closed.
                  </p>
                ) : (
                  <p>
                    We emailed {other} at <strong>{email}</strong> with a link to the agreement. They review it, add their details and
                    sign. We will email you when they do.
                  </p>
                )
              }
            >
              <p>
                <span className="status-pill">{statusInWords(request)}</span>
              </p>
              <SignatureList request={request} names={{ initiator: fullName(request.initiatorRequestDetails), recipient: other }} />
              <div className="button-row loan-actions">
                <Link to="/dashboard" className="button button--primary">
                  Go to my dashboard
                </Link>
              </div>
              {superseded ? null : <DeleteRequest request={request} label="Withdraw and delete this request" />}
            </FlowCard>
          </FlowFrame>
        );
      }}
    </LoanFlowPage>
  );
}
