import { Link } from 'react-router-dom';
import { DeleteGift } from '../../features/gifts/DeleteGift';
import { GiftFlowPage } from '../../features/gifts/GiftFlowPage';
import { giftPagePath } from '../../features/gifts/gift-steps';
import { giftEyebrow, nameOf } from '../../features/gifts/gift-words';
import { FlowCard, FlowFrame } from '../../features/loans/LoanFlowPage';

/**
 * `/{id}/gift-review-reject`: the initiator's view of a declined letter: the reason, then
 * revise it and send it again, or delete it.
 */
export default function GiftReviewRejectPage() {
  return (
    <GiftFlowPage page="gift-review-reject" title="Gift letter declined">
      {({ gift, stepper }) => {
        const other = nameOf(gift.inviteeName) || gift.inviteeEmail || 'The other person';
        return (
          <FlowFrame stepper={stepper}>
            <FlowCard
              eyebrow={giftEyebrow(gift)}
              title={`${other} declined the gift letter`}
              lead={<p>You can change the letter and send it again, or delete it. Your signature on the declined letter no longer counts.</p>}
            >
              {gift.rejectionReason ? (
                <>
                  <h2 className="loan-subtitle">Their reason</h2>
                  <blockquote className="loan-quote">{gift.rejectionReason}</blockquote>
                </>
              ) : null}
              <div className="button-row loan-actions">
                <Link to={giftPagePath(gift.id, 'gift-terms')} className="button button--primary button--large">
                  Revise and send again
                </Link>
                <Link to="/dashboard" className="button button--secondary button--large">
                  Go to my dashboard
                </Link>
              </div>
              <DeleteGift gift={gift} />
            </FlowCard>
          </FlowFrame>
        );
      }}
    </GiftFlowPage>
  );
}
