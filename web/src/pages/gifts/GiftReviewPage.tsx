import type { GiftRequestResponse } from '@kinloan/domain';
import { Link } from 'react-router-dom';
import { FormMessage } from '../../features/accounts/form-fields';
import { DeleteGift } from '../../features/gifts/DeleteGift';
import { useLetterToSign } from '../../features/gifts/use-letter-to-sign';
import { GiftFlowPage, type GiftFlow } from '../../features/gifts/GiftFlowPage';
import { GiftLetterView, GiftTaxNotice } from '../../features/gifts/GiftLetterView';
import { giftPagePath, pageOfField, type GiftPage } from '../../features/gifts/gift-steps';
import { giftEyebrow, instantWords, otherPersonOf } from '../../features/gifts/gift-words';
import { FlowCard, FlowFrame } from '../../features/loans/LoanFlowPage';

/**
 * `/{id}/gift-review`: the letter exactly as it will be signed, with the mortgage-fraud
 * warning, and for the donor the Form 709 notice. The initiator goes on to sign; the person
 * it was sent to signs or declines.
 */
export default function GiftReviewPage() {
  return (
    <GiftFlowPage page="gift-review" title="Review the gift letter">
      {(flow) => <Review key={flow.gift.id} flow={flow} />}
    </GiftFlowPage>
  );
}

/** What is still missing, one line per step, linking to where it is asked. */
function missingSteps(gift: GiftRequestResponse): { page: GiftPage; messages: string[] }[] {
  const byPage = new Map<GiftPage, string[]>();
  for (const { field, message } of gift.missingFields) {
    const page = pageOfField(field);
    byPage.set(page, [...(byPage.get(page) ?? []), message]);
  }
  return [...byPage].map(([page, messages]) => ({ page, messages }));
}

const STEP_NAMES: Partial<Record<GiftPage, string>> = {
  'gift-terms': 'The gift',
  'gift-info': 'The home',
  'gift-donor': 'The donor',
  'gift-source': 'Where the money comes from',
};

function Review({ flow }: { flow: GiftFlow }) {
  const { gift, stepper } = flow;
  const { letter, sha256, outdated } = useLetterToSign(gift);
  const other = otherPersonOf(gift) ?? 'the other person';
  const initiator = gift.yourRole === 'initiator';
  const waitingForChanges = !initiator && gift.status !== 'sent';
  const otherSignature = gift.yourParty === 'donor' ? gift.signatures.giftRecipient : gift.signatures.donor;

  const lead = initiator ? (
    gift.status === 'sent' ? (
      <p>You signed this letter and sent it to {other}. It is waiting for their signature.</p>
    ) : (
      <p>This is the letter you and {other} will sign, word for word. Take your time.</p>
    )
  ) : waitingForChanges ? (
    <p>{other} took this letter back to change it. We will email you when it is ready for your signature again.</p>
  ) : (
    <p>
      {otherSignature ? `${other} signed this gift letter on ${instantWords(otherSignature.signedAt)} and asks` : `${other} asks`} you to review and
      sign it. Read it calmly: you can sign it, or decline and say why.
    </p>
  );

  return (
    <FlowFrame stepper={stepper}>
      <FlowCard eyebrow={giftEyebrow(gift)} title="Review the gift letter" lead={lead}>
        {gift.giftTaxNotice ? <GiftTaxNotice notice={gift.giftTaxNotice} /> : null}

        {letter ? (
          <GiftLetterView letter={letter} sha256={sha256} outdated={outdated} />
        ) : (
          <FormMessage tone="info">
            <p>A few details are still missing, so the letter can’t be written yet:</p>
            <ul>
              {missingSteps(gift).map(({ page, messages }) => (
                <li key={page}>
                  {initiator ? <Link to={giftPagePath(gift.id, page)}>{STEP_NAMES[page] ?? 'The gift'}</Link> : STEP_NAMES[page]}: {messages.join(' ')}
                </li>
              ))}
            </ul>
          </FormMessage>
        )}

        {!initiator && gift.status === 'sent' && gift.yourParty === 'gift-recipient' ? (
          <p className="field__hint">When you sign, the letter names you with the legal name and address on your profile.</p>
        ) : null}

        <Actions gift={gift} ready={letter !== null} />
      </FlowCard>
    </FlowFrame>
  );
}

function Actions({ gift, ready }: { gift: GiftRequestResponse; ready: boolean }) {
  if (gift.yourRole === 'initiator') {
    if (gift.status === 'sent') {
      return (
        <div className="button-row loan-actions">
          <Link to={giftPagePath(gift.id, 'gift-request-sent')} className="button button--secondary">
            Back
          </Link>
        </div>
      );
    }
    return (
      <>
        {ready ? (
          <div className="button-row loan-actions">
            <Link to={giftPagePath(gift.id, 'gift-signature')} className="button button--primary button--large">
              Continue to sign
            </Link>
            <Link to={giftPagePath(gift.id, 'gift-terms')} className="button button--secondary button--large">
              Make changes
            </Link>
          </div>
        ) : null}
        <DeleteGift gift={gift} />
      </>
    );
  }
  if (gift.status !== 'sent') {
    return (
      <div className="button-row loan-actions">
        <Link to="/dashboard" className="button button--secondary">
          Go to my dashboard
        </Link>
      </div>
    );
  }
  return (
    <div className="button-row loan-actions">
      <Link to={giftPagePath(gift.id, gift.yourParty === 'gift-recipient' ? 'gift-taker' : 'gift-signature')} className="button button--primary button--large">
        Sign the letter
      </Link>
      {gift.yourParty === 'donor' ? (
        <Link to={giftPagePath(gift.id, 'gift-donor')} className="button button--secondary button--large">
          Correct my details
        </Link>
      ) : null}
      <Link to={giftPagePath(gift.id, 'reject-gift')} className="button button--danger button--large">
        Decline
      </Link>
    </div>
  );
}
