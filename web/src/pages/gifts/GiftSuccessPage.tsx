import { useState } from 'react';
import { FormMessage } from '../../features/accounts/form-fields';
import { GiftFlowPage, type GiftFlow } from '../../features/gifts/GiftFlowPage';
import { GiftSignatures } from '../../features/gifts/GiftSignatures';
import { amountWords, giftEyebrow } from '../../features/gifts/gift-words';
import { useGiftsApi } from '../../features/gifts/use-gifts-api';
import { FlowCard, FlowFrame } from '../../features/loans/LoanFlowPage';
import { formFailure } from '../../api/form-failure';
import { BusyButton } from '../../components/BusyButton';
import { SignatureRecord } from '../../features/loans/SignatureRecord';
import { otherPersonOf } from '../../features/gifts/gift-words';

/**
 * `/{id}/gift-success`: both have signed the same text and the person who started the letter
 * finalizes it, which makes the PDF final (docs/decisions/0008); or the invitee has signed and
 * waits for the initiator to countersign. Who may do what comes from the gift machine.
 */
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

  const canFinalize = gift.availableActions.includes('finalize');
  const other = otherPersonOf(gift) ?? 'the person who started it';
  const lead =
    gift.status === 'awaiting-countersignature'
      ? `You signed the gift letter for ${amountWords(gift)}, with your details in it. ${other} now reads the final text and countersigns it; then they finalize it, and we email you both.`
      : canFinalize
        ? `The gift letter for ${amountWords(gift)} has both signatures on the same text. Finalize it to get the signed letter, with the e-signature record, to hand to the mortgage lender. After that it can no longer be changed.`
        : `The gift letter for ${amountWords(gift)} has both signatures on the same text. ${other} started it and finalizes it; we email you as soon as the letter is final.`;

  return (
    <FlowFrame stepper={stepper}>
      <FlowCard eyebrow={giftEyebrow(gift)} title={gift.status === 'awaiting-countersignature' ? 'Signed by you' : 'Signed by both of you'} lead={<p>{lead}</p>}>
        <GiftSignatures gift={gift} />
        {problem ? <FormMessage>{problem}</FormMessage> : null}
        {canFinalize ? (
          <div className="button-row loan-actions">
            <BusyButton className="button button--primary button--large" busyLabel="Finalizing…" onClick={onFinalize}>
              Finalize the gift letter
            </BusyButton>
          </div>
        ) : null}
        <SignatureRecord load={() => api.getAuditTrail(gift.id)} fileName={`kinloan-signature-record-${gift.id}.json`} />
      </FlowCard>
    </FlowFrame>
  );
}
