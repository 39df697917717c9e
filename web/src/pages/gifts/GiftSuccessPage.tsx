import { useState } from 'react';
import { FormMessage } from '../../features/accounts/form-fields';
import { GiftFlowPage, type GiftFlow } from '../../features/gifts/GiftFlowPage';
import { GiftSignatures } from '../../features/gifts/GiftSignatures';
import { amountWords, giftEyebrow } from '../../features/gifts/gift-words';
import { useGiftsApi } from '../../features/gifts/use-gifts-api';
import { FlowCard, FlowFrame } from '../../features/loans/LoanFlowPage';
import { formFailure } from '../../api/form-failure';
import { BusyButton } from '../../components/BusyButton';

/** `/{id}/gift-success`: both have signed; either finalizes the letter, which makes the PDF final. */
export default function GiftSuccessPage() {
  return (
    <GiftFlowPage page="gift-success" title="Signed by both of you">
      {(flow) => <Finalize key={flow.gift.id} flow={flow} />}
    </GiftFlowPage>
  );
}

function Finalize({ flow }: { flow: GiftFlow }) {
  const { gift, stepper, done } = flow;
  const api = useGiftsApi();
  const [problem, setProblem] = useState<string | null>(null);

  async function onFinalize() {
    setProblem(null);
    // Said once, here: no notification as well.
    const result = await api.finalize(gift.id, { notify: false });
    if (result.ok) done(result.data, 'gift-executed');
    else setProblem(formFailure(result.error, []).form);
  }

  return (
    <FlowFrame stepper={stepper}>
      <FlowCard
        eyebrow={giftEyebrow(gift)}
        title="Signed by both of you"
        lead={
          <p>
            The gift letter for {amountWords(gift)} has both signatures. Finalize it to get the signed letter, with the e-signature record, to hand
            to the mortgage lender. After that it can no longer be changed.
          </p>
        }
      >
        <GiftSignatures gift={gift} />
        {problem ? <FormMessage>{problem}</FormMessage> : null}
        <div className="button-row loan-actions">
          <BusyButton className="button button--primary button--large" busyLabel="Finalizing…" onClick={onFinalize}>
            Finalize the gift letter
          </BusyButton>
        </div>
      </FlowCard>
    </FlowFrame>
  );
}
