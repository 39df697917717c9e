import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  formatVerificationCode,
  initialsOf,
  normalizeVerificationCode,
  VERIFICATION_ALPHABET,
  verificationCodeFromBytes,
} from './verification-code';

describe('verification codes', () => {
  it('maps each random byte to one of 32 characters, uniformly', () => {
    expect(verificationCodeFromBytes(new Uint8Array(12))).toBe('000000000000');
    expect(verificationCodeFromBytes(Uint8Array.from([0, 1, 31, 32, 33, 255, 10, 18, 20, 26, 27, 224]))).toBe('01Z01ZAJMTV0');
    const counts = new Map<string, number>();
    for (let byte = 0; byte < 256; byte += 1) {
      const character = verificationCodeFromBytes(new Uint8Array(12).fill(byte))[0]!;
      counts.set(character, (counts.get(character) ?? 0) + 1);
    }
    expect([...counts.keys()].sort().join('')).toBe([...VERIFICATION_ALPHABET].sort().join(''));
    expect(new Set(counts.values())).toEqual(new Set([8]));
  });

  it('refuses too few random bytes rather than make a short code', () => {
    expect(() => verificationCodeFromBytes(new Uint8Array(11))).toThrow(/12 random bytes/);
  });

  it('never uses a character that reads as another', () => {
    expect(VERIFICATION_ALPHABET).toHaveLength(32);
    expect(VERIFICATION_ALPHABET).not.toMatch(/[ILOU]/);
  });

  it('reads back whatever way a person types a code', () => {
    expect(normalizeVerificationCode('7K3M-Q9XD-2PHA')).toBe('7K3MQ9XD2PHA');
    expect(normalizeVerificationCode(' 7k3m q9xd 2pha ')).toBe('7K3MQ9XD2PHA');
    expect(normalizeVerificationCode('7K3M–Q9XD—2PHA')).toBe('7K3MQ9XD2PHA');
    expect(normalizeVerificationCode('OOOO-IIII-LLLL')).toBe('000011111111');
  });

  it('refuses what cannot be a code', () => {
    expect(normalizeVerificationCode('')).toBeNull();
    expect(normalizeVerificationCode('7K3M-Q9XD-2PH')).toBeNull();
    expect(normalizeVerificationCode('7K3M-Q9XD-2PHAA')).toBeNull();
    expect(normalizeVerificationCode('7K3M-Q9XD-2PHU')).toBeNull();
    expect(normalizeVerificationCode('7K3M/Q9XD/2PHA')).toBeNull();
    expect(normalizeVerificationCode('../../loans/x')).toBeNull();
  });

  it('formats and reads back every code it makes', () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 12, maxLength: 12 }), (bytes) => {
        const code = verificationCodeFromBytes(bytes);
        const shown = formatVerificationCode(code);
        expect(shown).toMatch(/^[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}$/);
        expect(normalizeVerificationCode(shown)).toBe(code);
        expect(normalizeVerificationCode(shown.toLowerCase())).toBe(code);
      }),
    );
  });
});

describe('initials', () => {
  it('gives one initial per name, middle names and double-barrelled names included', () => {
    expect(initialsOf({ firstName: 'Maya', middleName: 'Adaeze', lastName: 'Okafor' })).toBe('M. A. O.');
    expect(initialsOf({ firstName: 'Daniel', middleName: '', lastName: 'Okafor' })).toBe('D. O.');
    expect(initialsOf({ firstName: 'ana', lastName: 'García-López' })).toBe('A. G. L.');
    expect(initialsOf({ firstName: '  Émile ', lastName: 'Zola' })).toBe('É. Z.');
    expect(initialsOf({})).toBe('');
  });
});
