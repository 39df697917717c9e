import { describe, expect, it } from 'vitest';
import { isEmbeddableSignaturePng, pngDimensions } from './png-dimensions';

/** A PNG header (signature + IHDR) declaring these dimensions, as base64. */
function pngClaiming(width: number, height: number): string {
  const bytes = new Uint8Array(33);
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
  new DataView(bytes.buffer).setUint32(16, width);
  new DataView(bytes.buffer).setUint32(20, height);
  return toBase64([...bytes]);
}

// domain/ has neither Buffer nor btoa: a plain encoder for the test's own fixtures.
function toBase64(bytes: readonly number[]): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
  let out = '';
  for (let i = 0; i < bytes.length; i += 3) {
    const [a = 0, b = 0, c = 0] = bytes.slice(i, i + 3);
    const triple = (a << 16) | (b << 8) | c;
    const chars = [18, 12, 6, 0].map((shift) => alphabet[(triple >> shift) & 63]);
    out += chars.slice(0, Math.min(4, bytes.length - i + 1)).join('').padEnd(4, '=');
  }
  return out;
}

const ONE_PIXEL =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

describe('the dimensions a PNG declares', () => {
  it('are read from its IHDR', () => {
    expect(pngDimensions(ONE_PIXEL)).toEqual({ width: 1, height: 1 });
    expect(pngDimensions(pngClaiming(600, 180))).toEqual({ width: 600, height: 180 });
    expect(pngDimensions(pngClaiming(4_000_000_000, 1))).toEqual({ width: 4_000_000_000, height: 1 });
  });

  it('are null for what is not a PNG', () => {
    expect(pngDimensions('')).toBeNull();
    expect(pngDimensions('iVBORw0KGgo=')).toBeNull();
    expect(pngDimensions(toBase64([...'GIF89a'.padEnd(36, 'x')].map((c) => c.charCodeAt(0))))).toBeNull();
    expect(pngDimensions('!!!!' + ONE_PIXEL.slice(4))).toBeNull();
  });
});

describe('a drawn signature PNG', () => {
  it('is embeddable at the pad size and below the cap', () => {
    expect(isEmbeddableSignaturePng(`data:image/png;base64,${pngClaiming(600, 180)}`)).toBe(true);
    expect(isEmbeddableSignaturePng(`data:image/png;base64,${pngClaiming(1_600, 800)}`)).toBe(true);
  });

  it('is refused when it claims more pixels than a signature has, or none', () => {
    expect(isEmbeddableSignaturePng(`data:image/png;base64,${pngClaiming(10_000, 10_000)}`)).toBe(false);
    expect(isEmbeddableSignaturePng(`data:image/png;base64,${pngClaiming(1_601, 180)}`)).toBe(false);
    expect(isEmbeddableSignaturePng(`data:image/png;base64,${pngClaiming(600, 801)}`)).toBe(false);
    expect(isEmbeddableSignaturePng(`data:image/png;base64,${pngClaiming(0, 180)}`)).toBe(false);
  });
});
