import { formatLongDate, formatUsd, VERIFIABLE_DOCUMENT_LABELS, type VerificationResponse } from '@kinloan/domain';
import { PdfFileCheck } from './PdfFileCheck';

/** A code that names a document: what it is, who signed it (initials), and its fingerprints. */
export function VerificationResult({ document }: { document: VerificationResponse }) {
  const label = VERIFIABLE_DOCUMENT_LABELS[document.documentKind];
  return (
    <section className="verify-result" aria-labelledby="verify-result-title" data-testid="verify-result">
      <h2 id="verify-result-title" className="verify-result__title">
        <span className="verify-result__mark" aria-hidden="true">
          ✓
        </span>
        Genuine: executed on Kinloan
      </h2>
      <p>
        Code <strong>{document.code}</strong> belongs to a {label.toLowerCase()}{' '}
        {document.documentKind === 'payoff-letter'
          ? 'Kinloan issued for a loan marked paid off, from the payments the lender confirmed, on'
          : 'both parties signed electronically and made final on'}{' '}
        {formatLongDate(document.executedOn)}. Kinloan kept it, byte for byte, from that moment.
      </p>
      <dl className="verify-facts">
        <div>
          <dt>Document</dt>
          <dd>{label}</dd>
        </div>
        <div>
          <dt>Executed on (UTC)</dt>
          <dd>{formatLongDate(document.executedOn)}</dd>
        </div>
        {document.parties.map((party) => (
          <div key={party.role}>
            <dt>{party.role}</dt>
            <dd>{party.initials || 'Not named'}</dd>
          </div>
        ))}
        {document.giftAmountCents !== null ? (
          <div>
            <dt>Gift amount</dt>
            <dd>{formatUsd(document.giftAmountCents)}</dd>
          </div>
        ) : null}
        <div>
          <dt>Text fingerprint</dt>
          <dd>
            <code className="verify-hash">{document.textSha256}</code>
            <span className="field__hint">The “Document SHA-256” at the foot of each page begins and ends with these characters.</span>
          </dd>
        </div>
      </dl>
      <PdfFileCheck keptSha256={document.pdfSha256} />
      <p className="field__hint verify-privacy">
        To protect the people in it, this check shows only initials. Compare the names, amounts and terms with the document in your
        hands, and confirm the file itself above.
      </p>
    </section>
  );
}
