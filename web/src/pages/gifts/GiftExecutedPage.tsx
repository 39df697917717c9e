import { formatLongDate, giftLetterNumberOf, letterAddressText } from '@kinloan/domain';
import { Link } from 'react-router-dom';
import { DownloadLetter } from '../../features/gifts/DownloadLetter';
import { GiftFlowPage } from '../../features/gifts/GiftFlowPage';
import { GiftSignatures } from '../../features/gifts/GiftSignatures';
import { amountWords, giftEyebrow, nameOf } from '../../features/gifts/gift-words';
import { FlowCard, FlowFrame } from '../../features/loans/LoanFlowPage';
import { KeptCopy } from '../../features/loans/KeptCopy';
import { SignatureRecord } from '../../features/loans/SignatureRecord';
import { useGiftsApi } from '../../features/gifts/use-gifts-api';

/** `/{id}/gift-executed`: the final letter: what it says in brief, both signatures, and the PDF for the lender. */
export default function GiftExecutedPage() {
  return (
    <GiftFlowPage page="gift-executed" title="Your gift letter">
      {({ gift, stepper }) => {
        const details = gift.giftDetails;
        return (
          <FlowFrame stepper={stepper}>
            <FlowCard
              eyebrow={giftEyebrow(gift)}
              title="Your gift letter is final"
              lead={
                <p>
                  Letter {giftLetterNumberOf(gift.id)}, signed by both of you and finalized. Download the signed letter and give it to the mortgage
                  lender; it is yours to keep.
                </p>
              }
            >
              <DownloadLetter giftId={gift.id} label="Download the signed letter (PDF)" />
              <KeptCopy document={gift.executedDocument} noun="letter" />

              <h2 className="loan-subtitle">The gift</h2>
              <dl className="loan-summary">
                <dt>Amount</dt>
                <dd>{amountWords(gift)}</dd>
                <dt>Donor</dt>
                <dd>{nameOf(gift.donorRequestDetails)}</dd>
                <dt>Gift recipient</dt>
                <dd>{nameOf(gift.recipientDetails)}</dd>
                {details.transferDate ? (
                  <>
                    <dt>{details.transferStatus === 'transferred' ? 'Date of transfer' : 'Planned transfer'}</dt>
                    <dd>
                      {details.transferStatus === 'transferred' ? '' : 'On or before '}
                      {formatLongDate(details.transferDate)}
                    </dd>
                  </>
                ) : null}
                {details.propertyAddress ? (
                  <>
                    <dt>Property</dt>
                    <dd>{letterAddressText(details.propertyAddress)}</dd>
                  </>
                ) : null}
                {details.mortgageLender ? (
                  <>
                    <dt>Mortgage lender</dt>
                    <dd>{details.mortgageLender}</dd>
                  </>
                ) : null}
                {gift.executedAt ? (
                  <>
                    <dt>Finalized</dt>
                    <dd>{new Date(gift.executedAt).toLocaleDateString('en-US', { dateStyle: 'long' })}</dd>
                  </>
                ) : null}
              </dl>

              <h2 className="loan-subtitle">Signatures</h2>
              <GiftSignatures gift={gift} />
              <GiftSignatureRecord giftId={gift.id} />

              <div className="button-row loan-actions">
                <Link to="/dashboard" className="button button--secondary">
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

function GiftSignatureRecord({ giftId }: { giftId: string }) {
  const api = useGiftsApi();
  return <SignatureRecord load={() => api.getAuditTrail(giftId)} fileName={`kinloan-signature-record-${giftId}.json`} />;
}
