import { useId, useRef, useState, type ChangeEvent } from 'react';
import { sha256OfFile } from './file-fingerprint';
import { fileMatchOf, type FileMatch } from './file-match';

/**
 * Compares a PDF the visitor holds with the one kept at execution. The file is fingerprinted
 * in the browser; only the comparison's outcome is shown, and nothing is uploaded.
 */
export function PdfFileCheck({ keptSha256 }: { keptSha256: string }) {
  const id = useId();
  const [match, setMatch] = useState<FileMatch>({ status: 'none' });
  const latest = useRef(0);

  async function onFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    if (!file) return;
    const attempt = ++latest.current;
    setMatch({ status: 'hashing', fileName: file.name });
    try {
      const sha256 = await sha256OfFile(file);
      if (attempt === latest.current) setMatch(fileMatchOf(file.name, sha256, keptSha256));
    } catch (error) {
      console.error('[kinloan] could not read the chosen file', error);
      if (attempt === latest.current) setMatch({ status: 'unreadable', fileName: file.name });
    }
  }

  return (
    <div className="verify-file">
      <label className="field__label" htmlFor={id}>
        Check the file too (optional)
      </label>
      <p className="field__hint" id={`${id}-hint`}>
        Choose the PDF you were given. It is checked on this device and never uploaded.
      </p>
      <input id={id} type="file" accept="application/pdf,.pdf" aria-describedby={`${id}-hint`} onChange={(event) => void onFile(event)} />
      <FileMatchMessage match={match} />
    </div>
  );
}

function FileMatchMessage({ match }: { match: FileMatch }) {
  switch (match.status) {
    case 'none':
      return null;
    case 'hashing':
      return (
        <p className="verify-file__outcome" role="status">
          Checking {match.fileName}…
        </p>
      );
    case 'match':
      return (
        <p className="verify-file__outcome verify-file__outcome--match" role="status" data-testid="file-match">
          <strong>{match.fileName} is the very file executed.</strong> Its SHA-256 is the one Kinloan kept: not one byte differs.
        </p>
      );
    case 'mismatch':
      return (
        <div className="verify-file__outcome verify-file__outcome--mismatch" role="alert" data-testid="file-match">
          <p>
            <strong>{match.fileName} is not the file Kinloan kept.</strong> Something in it differs, even if it looks the same: it may
            have been edited, re-saved or printed to PDF again.
          </p>
          <p>Ask for the original PDF, downloaded from Kinloan, or read its terms against the parties’ own copies.</p>
        </div>
      );
    case 'unreadable':
      return (
        <p className="verify-file__outcome verify-file__outcome--mismatch" role="alert">
          We couldn’t read {match.fileName}. Please choose the file again.
        </p>
      );
  }
}
