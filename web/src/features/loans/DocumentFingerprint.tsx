/**
 * The SHA-256 of the document shown above it: the very fingerprint a signature on this page
 * sends and records. `outdated` warns when this page's builder no longer writes the text the
 * server has on file (a page left open across a release): what is read must be what is signed.
 */
export function DocumentFingerprint({ sha256, outdated, testId }: { sha256: string | null; outdated: boolean; testId: string }) {
  return (
    <footer className="agreement__fingerprint">
      {sha256 ? (
        <>
          <p>
            Fingerprint of this text (SHA-256): <code data-testid={testId}>{sha256}</code>
          </p>
          <p className="field__hint">
            Each signature records the fingerprint of the exact text it covers, and any change to the text, even one letter, changes it.
            When both signatures show this fingerprint, you both signed these very words.
          </p>
        </>
      ) : null}
      {outdated ? (
        <p className="agreement__mismatch" role="alert">
          This text differs from the version on file. Please reload the page before you sign.
        </p>
      ) : null}
    </footer>
  );
}
