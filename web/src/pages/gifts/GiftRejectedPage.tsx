import { Link } from 'react-router-dom';
import { GiftFlowPage } from '../../features/gifts/GiftFlowPage';
import { giftEyebrow, otherPersonOf } from '../../features/gifts/gift-words';
import { FlowCard, FlowFrame } from '../../features/loans/LoanFlowPage';

/** `/{id}/gift-rejected`: the person it was sent to declined it (their view). */
export default function GiftRejectedPage() {
  return (
    <GiftFlowPage page="gift-rejected" title="Gift letter declined">
      {({ gift, stepper }) => {
        const other = otherPersonOf(gift) ?? 'The other person';
        return (
          <FlowFrame stepper={stepper}>
            <FlowCard
              eyebrow={giftEyebrow(gift)}
              title="You declined this gift letter"
              lead={<p>We told {other}. If they change the letter and send it again, we will email you.</p>}
            >
              {gift.rejectionReason ? (
                <>
                  <h2 className="loan-subtitle">Your reason</h2>
                  <blockquote className="loan-quote">{gift.rejectionReason}</blockquote>
                </>
              ) : null}
              <div className="button-row loan-actions">
                <Link to="/dashboard" className="button button--primary">
                  Go to my dashboard
                </Link>
              </div>
            </FlowCard>
          </FlowFrame>
        );
      }}
    </GiftFlowPage>
  );
}
