import { useEffect, useState } from 'react';
import { pdfBlobOf } from '../../api/gifts';
import { useGiftsApi } from './use-gifts-api';
import { BusyButton } from '../../components/BusyButton';

/**
 * The gift letter's PDF from gifts-getDocument (base64 → Blob → a download), and a link to
 * open it again while the page is open. The object URL is let go when the page goes.
 */
export function DownloadLetter({ giftId, label }: { giftId: string; label: string }) {
  const api = useGiftsApi();
  const [url, setUrl] = useState<{ href: string; filename: string } | null>(null);

  useEffect(() => () => {
    if (url) URL.revokeObjectURL(url.href);
  }, [url]);

  async function download() {
    const result = await api.getDocument(giftId);
    if (!result.ok) return;
    const href = URL.createObjectURL(pdfBlobOf(result.data));
    setUrl({ href, filename: result.data.filename });
    const link = document.createElement('a');
    link.href = href;
    link.download = result.data.filename;
    link.click();
  }

  return (
    <div className="button-row loan-actions">
      <BusyButton className="button button--primary button--large" busyLabel="Preparing the PDF…" onClick={download}>
        {label}
      </BusyButton>
      {url ? (
        <a href={url.href} target="_blank" rel="noreferrer" className="button button--secondary button--large">
          Open the PDF
        </a>
      ) : null}
    </div>
  );
}
