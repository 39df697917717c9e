import { changesAnything, termsInputOf } from '../../features/gifts/gift-forms';
import { giftEyebrow } from '../../features/gifts/gift-words';
import { EditingNotice } from '../../features/gifts/EditingNotice';
import { GiftFlowPage } from '../../features/gifts/GiftFlowPage';
import { GiftTermsForm } from '../../features/gifts/GiftTermsForm';
import { useGiftsApi } from '../../features/gifts/use-gifts-api';
import { FlowCard, FlowFrame } from '../../features/loans/LoanFlowPage';

/** `/{id}/gift-terms`: the gift's amount and date, changed. */
export default function GiftTermsPage() {
  const api = useGiftsApi();
  return (
    <GiftFlowPage page="gift-terms" title="The gift">
      {({ gift, stepper, done }) => (
        <FlowFrame stepper={stepper}>
          <FlowCard eyebrow={giftEyebrow(gift)} title="The gift" lead={<p>How much is given, and when.</p>}>
            <EditingNotice gift={gift} />
            <GiftTermsForm
              key={gift.id}
              initial={termsInputOf(gift.giftDetails)}
              side={gift.yourParty}
              submitLabel="Save and continue"
              onSave={async (_side, giftDetails) => {
                if (!changesAnything(gift.giftDetails, giftDetails) && gift.status !== 'rejected') {
                  done(gift, 'gift-info');
                  return null;
                }
                const updated = await api.update(gift.id, { giftDetails }, { notify: false });
                if (!updated.ok) return updated.error;
                done(updated.data, 'gift-info');
                return null;
              }}
            />
          </FlowCard>
        </FlowFrame>
      )}
    </GiftFlowPage>
  );
}
