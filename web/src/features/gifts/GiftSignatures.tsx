import type { GiftRequestResponse, GiftSignatureSummary } from '@kinloan/domain';
import { instantWords, nameOf } from './gift-words';

function SignatureCard({ role, signature, waitingFor }: { role: string; signature: GiftSignatureSummary | null; waitingFor: string }) {
  return (
    <li className="signature-card">
      <p className="signature-card__role">{role}</p>
      {signature ? (
        <>
          <p className="signature-card__name">{signature.typedFullName}</p>
          <p>Signed {instantWords(signature.signedAt)}</p>
          <p>
            Fingerprint of the text signed: <code title={signature.documentSha256}>{signature.documentSha256.slice(0, 16)}…</code>
          </p>
        </>
      ) : (
        <p>Not signed yet. Waiting for {waitingFor}.</p>
      )}
    </li>
  );
}

/**
 * Both signatures of a letter (donor first), as the event log recorded them. Each fingerprint is
 * of the whole letter, both people included: once both signed the same text the two are equal.
 */
export function GiftSignatures({ gift }: { gift: Pick<GiftRequestResponse, 'signatures' | 'donorRequestDetails' | 'recipientDetails' | 'inviteeName'> }) {
  return (
    <ul className="signature-list" aria-label="Signatures">
      <SignatureCard role="Donor" signature={gift.signatures.donor} waitingFor={nameOf(gift.donorRequestDetails) || 'the donor'} />
      <SignatureCard role="Gift recipient" signature={gift.signatures.giftRecipient} waitingFor={nameOf(gift.recipientDetails) || nameOf(gift.inviteeName) || 'the gift recipient'} />
    </ul>
  );
}
