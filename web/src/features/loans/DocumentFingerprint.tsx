/**
 * The SHA-256 of the document shown above it: the very fingerprint a signature on this page
 * sends and records. `outdated` warns when this page's builder no longer writes the text the
 * server has on file (a page left open across a release): what is read must be what is signed.
 */
export function DocumentFingerprint({ sha256, outdated, testId }: { sha256: string | null; outdated: boolean; testId: string }) {
  return (
    <footer className="agreement__fingerprint">
      {sha256 ? (
        <p>
          Document fingerprint (SHA-256): <code data-testid={testId}>{sha256}</code>
        </p>
      ) : null}
      {outdated ? (
        <p className="agreement__mismatch" role="alert">
          This text differs from the version on file. Please reload the page before you sign.
        </p>
      ) : null}
    </footer>
  );
}
