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
            Terms fingerprint: <code title={signature.termsSha256}>{signature.termsSha256.slice(0, 16)}…</code>
          </p>
        </>
      ) : (
        <p>Not signed yet. Waiting for {waitingFor}.</p>
      )}
    </li>
  );
}

/**
 * Both signatures of a request (lender first), as the event log recorded them. The terms
 * fingerprint is the same for both when they signed the same terms (each full-text hash also
 * covers the contact details, which the second signer completes).
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
