import { useState } from 'react';
import { FormMessage } from '../../features/accounts/form-fields';
import { GiftFlowPage, type GiftFlow } from '../../features/gifts/GiftFlowPage';
import { GiftSignatures } from '../../features/gifts/GiftSignatures';
import { amountWords, giftEyebrow } from '../../features/gifts/gift-words';
import { useGiftsApi } from '../../features/gifts/use-gifts-api';
import { FlowCard, FlowFrame } from '../../features/loans/LoanFlowPage';

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
  const [pending, setPending] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  async function onFinalize() {
    setProblem(null);
    setPending(true);
    const result = await api.finalize(gift.id);
    setPending(false);
    if (result.ok) done(result.data, 'gift-executed');
    else setProblem(result.error.detail ?? null);
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
          <button type="button" className="button button--primary button--large" disabled={pending} onClick={() => void onFinalize()}>
            {pending ? (
              <>
                <span className="button__spinner" aria-hidden="true" />
                Finalizing…
              </>
            ) : (
              'Finalize the gift letter'
            )}
          </button>
        </div>
      </FlowCard>
    </FlowFrame>
  );
}
