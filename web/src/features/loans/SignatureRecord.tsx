import type { AuditTrailResponse, SignatureAudit } from '@kinloan/domain';
import { useState } from 'react';
import type { ApiResult } from '../../api/client';
import { BusyButton } from '../../components/BusyButton';
import { saveBlob } from '../servicing/download-file';
import { instantWords } from './loan-words';

/**
 * The evidence behind each signature, for both parties: who signed (account and the email it
 * had confirmed), the typed name, the statements affirmed word for word with their version,
 * when consent was given, from where, and the fingerprint of the text signed. Loaded on request,
 * and downloadable as the JSON the API answers.
 */
export function SignatureRecord({ load, fileName }: { load: () => Promise<ApiResult<AuditTrailResponse>>; fileName: string }) {
  const [trail, setTrail] = useState<AuditTrailResponse | null>(null);
  const [failed, setFailed] = useState(false);

  async function open() {
    const result = await load();
    setFailed(!result.ok);
    if (result.ok) setTrail(result.data);
  }

  return (
    <section className="signature-record" aria-label="Signature record">
      <h3>Signature record</h3>
      {!trail ? (
        <>
          <p>Who signed, when, from where, and the exact words each of you affirmed: the record a court or a lender would ask for.</p>
          <BusyButton className="button button--secondary" busyLabel="Loading…" onClick={open}>
            Show the signature record
          </BusyButton>
          {failed ? <p role="alert">The signature record didn’t load. Please try again.</p> : null}
        </>
      ) : (
        <>
          {trail.signatures.length === 0 ? <p>No signatures yet.</p> : null}
          <ol className="signature-record__list">
            {trail.signatures.map((signature) => (
              <SignatureEvidence key={`${signature.side}-${signature.signedAt}`} signature={signature} />
            ))}
          </ol>
          {trail.executedDocument ? (
            <p>
              Executed copy kept {instantWords(trail.executedDocument.storedAt)}; PDF fingerprint{' '}
              <code>{trail.executedDocument.pdfSha256}</code>
            </p>
          ) : null}
          <button
            type="button"
            className="button button--secondary"
            onClick={() => saveBlob(new Blob([JSON.stringify(trail, null, 2)], { type: 'application/json' }), fileName)}
          >
            Download the record (JSON)
          </button>
        </>
      )}
    </section>
  );
}

function SignatureEvidence({ signature }: { signature: SignatureAudit }) {
  return (
    <li className="signature-record__item">
      <p className="signature-record__who">
        <strong>{signature.typedFullName}</strong> signed as the {signature.side.toLowerCase()} {instantWords(signature.signedAt)}
      </p>
      <dl className="signature-record__facts">
        <dt>Account email (confirmed)</dt>
        <dd>{signature.signerEmail ?? 'not recorded'}</dd>
        <dt>Consent to sign electronically</dt>
        <dd>{signature.consentAt ? instantWords(signature.consentAt) : 'given with the signature'}</dd>
        <dt>From</dt>
        <dd>
          {signature.ip === 'unknown' ? 'address not recorded' : signature.ip} · {signature.userAgent}
        </dd>
        <dt>Text signed (SHA-256)</dt>
        <dd>
          <code>{signature.documentSha256}</code>
        </dd>
        {signature.drawnSignatureSha256 ? (
          <>
            <dt>Drawn signature (SHA-256)</dt>
            <dd>
              <code>{signature.drawnSignatureSha256}</code>
            </dd>
          </>
        ) : null}
      </dl>
      <p>Affirmed, word for word:</p>
      <ul className="signature-record__statements">
        {signature.statements.map((statement) => (
          <li key={statement.kind}>
            “{statement.text}” <span className="signature-record__version">(version {statement.version})</span>
          </li>
        ))}
      </ul>
    </li>
  );
}
