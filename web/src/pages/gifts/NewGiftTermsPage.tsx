import type { GiftParty } from '@kinloan/domain';
import { useEffect, useState } from 'react';
import { usePageTitle } from '../../app/use-page-title';
import { termsInputOf } from '../../features/gifts/gift-forms';
import { GiftTermsForm } from '../../features/gifts/GiftTermsForm';
import '../../features/gifts/gifts.css';
import { GiftStepIndicator } from '../../features/gifts/GiftStepIndicator';
import { useGiftNavigation } from '../../features/gifts/use-gift';
import { useGiftsApi } from '../../features/gifts/use-gifts-api';
import { FlowCard, FlowFrame } from '../../features/loans/LoanFlowPage';
import { useGiftStore } from '../../stores/gift-store';

/** `/gift-terms` (Request A Gift): a new gift letter starts here, from nothing. */
export default function NewGiftTermsPage() {
  usePageTitle('Start a gift letter | Kinloan');
  const api = useGiftsApi();
  const done = useGiftNavigation();
  const reset = useGiftStore((s) => s.resetCurrentGiftRequest);
  const [side, setSide] = useState<GiftParty>('gift-recipient');

  // Request A Gift starts a new letter, whatever was open before.
  useEffect(() => reset(), [reset]);

  return (
    <FlowFrame stepper={<GiftStepIndicator gift={{ yourRole: 'initiator', yourParty: side }} page="gift-terms" />}>
      <FlowCard
        eyebrow="Mortgage gift letter"
        title="Start a gift letter"
        lead={
          <p>
            A gift letter tells the mortgage lender that money toward a home is a gift, not a loan. Either of you can start it;
            the other person reviews and signs it after you. Nothing is sent until you say so.
          </p>
        }
      >
        <GiftTermsForm
          initial={termsInputOf({})}
          submitLabel="Save and continue"
          onSideChange={setSide}
          onSave={async (initiatorParty, giftDetails) => {
            const created = await api.create({ initiatorParty, giftDetails }, { notify: false });
            if (!created.ok) return created.error;
            done(created.data, 'gift-info');
            return null;
          }}
        />
      </FlowCard>
    </FlowFrame>
  );
}
