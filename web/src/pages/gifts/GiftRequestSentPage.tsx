import { Link } from 'react-router-dom';
import { DeleteGift } from '../../features/gifts/DeleteGift';
import { GiftFlowPage } from '../../features/gifts/GiftFlowPage';
import { GiftSignatures } from '../../features/gifts/GiftSignatures';
import { giftPagePath } from '../../features/gifts/gift-steps';
import { amountWords, giftEyebrow, nameOf } from '../../features/gifts/gift-words';
import { FlowCard, FlowFrame } from '../../features/loans/LoanFlowPage';

/** `/{id}/gift-request-sent`: the initiator's letter is with the other person, waiting for their signature. */
export default function GiftRequestSentPage() {
  return (
    <GiftFlowPage page="gift-request-sent" title="Gift letter sent">
      {({ gift, stepper }) => {
        const name = nameOf(gift.inviteeName) || gift.inviteeEmail || 'the other person';
        return (
          <FlowFrame stepper={stepper}>
            <FlowCard
              eyebrow={giftEyebrow(gift)}
              title={`Sent to ${name}`}
              lead={
                <p>
                  We emailed <strong>{gift.inviteeEmail}</strong> a link to review and sign the gift letter for {amountWords(gift)}. We will email you
                  when they have signed, or if they decline.
                </p>
              }
            >
              <GiftSignatures gift={gift} />
              <div className="button-row loan-actions">
                <Link to={giftPagePath(gift.id, 'gift-review')} className="button button--secondary">
                  Read the letter
                </Link>
                <Link to="/dashboard" className="button button--secondary">
                  Go to my dashboard
                </Link>
              </div>
              <DeleteGift gift={gift} label="Withdraw and delete this gift letter" />
            </FlowCard>
          </FlowFrame>
        );
      }}
    </GiftFlowPage>
  );
}
