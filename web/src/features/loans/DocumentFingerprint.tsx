import { useEffect, useState } from 'react';
import { sha256Hex } from './agreement-input';

/**
 * The SHA-256 of a document's canonical text, shown under it, and a warning when it differs
 * from the server's: what a person reads must be exactly what gets signed (loan agreements
 * and gift letters alike).
 */
export function DocumentFingerprint({
  text,
  expectedSha256,
  testId,
}: {
  text: string;
  expectedSha256?: string | null | undefined;
  testId: string;
}) {
  const [sha, setSha] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    void sha256Hex(text).then((hex) => {
      if (live) setSha(hex);
    });
    return () => {
      live = false;
    };
  }, [text]);

  const mismatch = Boolean(sha && expectedSha256 && sha !== expectedSha256);

  return (
    <footer className="agreement__fingerprint">
      {sha ? (
        <p>
          Document fingerprint (SHA-256): <code data-testid={testId}>{sha}</code>
        </p>
      ) : null}
      {mismatch ? (
        <p className="agreement__mismatch" role="alert">
          This text differs from the version on file. Please reload the page before you sign.
        </p>
      ) : null}
    </footer>
  );
}
