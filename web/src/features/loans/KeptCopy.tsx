import { formatVerificationCode, type ExecutedDocumentSummary } from '@kinloan/domain';
import { Link } from 'react-router-dom';
import { instantWords } from './loan-words';

/**
 * Says which file a download gives: the executed copy kept byte for byte when both signed, with
 * its fingerprint, so anyone can check a copy they are handed against it.
 */
export function KeptCopy({ document, noun }: { document: ExecutedDocumentSummary | null; noun: 'agreement' | 'letter' | 'payoff letter' }) {
  if (!document) return null;
  const code = document.verificationCode ? formatVerificationCode(document.verificationCode) : null;
  return (
    <>
      <p className="kept-copy">
        The download is the {noun === 'payoff letter' ? noun : `signed ${noun}`} exactly as it was kept when it became final ({instantWords(document.storedAt)}
        {document.backfilledAt ? '; this copy was made later from the text both signed' : ''}). Its fingerprint (SHA-256) is{' '}
        <code>{document.pdfSha256}</code>.
      </p>
      {code ? (
        <p className="kept-copy" data-testid="verification-code">
          Its verification code is <strong>{code}</strong>, printed at the foot of every page. Anyone you give it to, a mortgage lender
          say, can confirm it is genuine at <Link to={`/verify?code=${code}`}>Check a Kinloan document</Link>, without an account.
        </p>
      ) : null}
    </>
  );
}
