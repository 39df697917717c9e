/**
 * The SHA-256 of a file the visitor chose, worked out in their browser: the file is read
 * locally and never sent anywhere (the check compares this hex with the kept one).
 */
export async function sha256OfFile(file: Blob): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', await file.arrayBuffer());
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}
