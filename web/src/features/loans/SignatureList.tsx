import { partyRoles, type LoanRequestResponse, type RequestRole, type SignatureSummary } from '@kinloan/domain';
import { instantWords } from './loan-words';

function SignatureCard({ role, signature, waitingFor }: { role: string; signature: SignatureSummary | null; waitingFor: string }) {
  return (
    <li className="signature-card">
      <p className="signature-card__role">{role}</p>
      {signature ? (
        <>
          <p className="signature-card__name">{signature.typedFullName}</p>
          <p>Signed {instantWords(signature.signedAt)}</p>
          <p>
            Fingerprint of the text signed: <code title={signature.agreementSha256}>{signature.agreementSha256.slice(0, 16)}…</code>
          </p>
        </>
      ) : (
        <p>Not signed yet. Waiting for {waitingFor}.</p>
      )}
    </li>
  );
}

/**
 * Both signatures of a request (lender first), as the event log recorded them. Each fingerprint
 * is of the whole agreement, both people included: once both signed the same text (after the
 * initiator's countersignature when the other's details changed it) the two are equal.
 */
export function SignatureList({ request, names }: { request: Pick<LoanRequestResponse, 'requestType' | 'signatures'>; names: Record<RequestRole, string> }) {
  const sides: RequestRole[] = partyRoles(request.requestType, 'initiator') === 'lender' ? ['initiator', 'recipient'] : ['recipient', 'initiator'];
  return (
    <ul className="signature-list" aria-label="Signatures">
      {sides.map((side) => (
        <SignatureCard
          key={side}
          role={partyRoles(request.requestType, side) === 'lender' ? 'Lender' : 'Borrower'}
          signature={request.signatures[side]}
          waitingFor={names[side] || 'the other person'}
        />
      ))}
    </ul>
  );
}
