/**
 * A PNG names its width and height in its first chunk (IHDR), and pdf-lib allocates
 * width × height × 4 bytes to embed it whatever the file's size: a 1 KB PNG that claims
 * 10,000 × 10,000 px costs 400 MB on every download. The signature pad draws 600 × 180.
 */
export const MAX_DRAWN_SIGNATURE_WIDTH = 1_600;
export const MAX_DRAWN_SIGNATURE_HEIGHT = 800;

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
/** 8 signature bytes, the IHDR length (4) and type (4), then width (4) and height (4). */
const HEADER_BYTES = 24;

export interface PngDimensions {
  readonly width: number;
  readonly height: number;
}

/** The dimensions a base64 PNG declares, or null when it does not start like a PNG. */
export function pngDimensions(base64: string): PngDimensions | null {
  const bytes = decodeBase64Prefix(base64, HEADER_BYTES);
  if (!bytes || SIGNATURE.some((byte, i) => bytes[i] !== byte)) return null;
  if (String.fromCharCode(...bytes.slice(12, 16)) !== 'IHDR') return null;
  return { width: uint32(bytes, 16), height: uint32(bytes, 20) };
}

/** Whether a drawn signature (a data:image/png;base64 URL) is a PNG small enough to embed. */
export function isEmbeddableSignaturePng(dataUrl: string): boolean {
  const comma = dataUrl.indexOf(',');
  const size = pngDimensions(comma >= 0 ? dataUrl.slice(comma + 1) : dataUrl);
  return (
    size !== null &&
    size.width > 0 &&
    size.height > 0 &&
    size.width <= MAX_DRAWN_SIGNATURE_WIDTH &&
    size.height <= MAX_DRAWN_SIGNATURE_HEIGHT
  );
}

function uint32(bytes: readonly number[], at: number): number {
  return ((bytes[at] ?? 0) * 2 ** 24) + ((bytes[at + 1] ?? 0) << 16) + ((bytes[at + 2] ?? 0) << 8) + (bytes[at + 3] ?? 0);
}

function decodeBase64Prefix(base64: string, byteCount: number): number[] | null {
  const chars = Math.ceil(byteCount / 3) * 4;
  if (base64.length < chars) return null;
  const bytes: number[] = [];
  for (let i = 0; i < chars; i += 4) {
    const sextets = [...base64.slice(i, i + 4)].map((c) => BASE64.indexOf(c));
    if (sextets.some((value) => value < 0)) return null;
    const [a = 0, b = 0, c = 0, d = 0] = sextets;
    const triple = (a << 18) | (b << 12) | (c << 6) | d;
    bytes.push((triple >> 16) & 0xff, (triple >> 8) & 0xff, triple & 0xff);
  }
  return bytes.slice(0, byteCount);
}
