/**
 * Saves a Blob as a file: an object URL clicked through a temporary link with `download`,
 * then released once the browser has started the download.
 */
export function saveBlob(blob: Blob, fileName: string, doc: Document = document): void {
  const url = URL.createObjectURL(blob);
  const link = doc.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  doc.body.append(link);
  link.click();
  link.remove();
  // The download has started from the click; a while later the URL can go.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
