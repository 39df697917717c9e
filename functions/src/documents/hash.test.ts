import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { sha256Hex } from './hash';

describe('sha256Hex', () => {
  it('matches the published SHA-256 test vectors', () => {
    expect(sha256Hex('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    expect(sha256Hex('')).toBe('e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855');
  });

  it('hashes the UTF-8 bytes, so accented names hash the same everywhere', () => {
    expect(sha256Hex('Zoë O’Brien')).toBe(createHash('sha256').update(Buffer.from('Zoë O’Brien', 'utf8')).digest('hex'));
    expect(sha256Hex('Zoë')).not.toBe(sha256Hex('Zoe'));
  });
});
