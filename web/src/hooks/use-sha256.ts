import { useEffect, useState } from 'react';

/** SHA-256 (hex) of the UTF-8 text, as the API computes it; null where the browser has no Web Crypto. */
export async function sha256Hex(text: string): Promise<string | null> {
  const subtle = globalThis.crypto?.subtle;
  if (!subtle) return null;
  const digest = await subtle.digest('SHA-256', new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** The fingerprint of a text, once computed (null until then, or when there is no text). */
export function useSha256(text: string | null): string | null {
  const [sha, setSha] = useState<{ text: string; hex: string | null } | null>(null);
  useEffect(() => {
    if (text === null) return;
    let live = true;
    void sha256Hex(text).then((hex) => {
      if (live) setSha({ text, hex });
    });
    return () => {
      live = false;
    };
  }, [text]);
  return sha && sha.text === text ? sha.hex : null;
}
