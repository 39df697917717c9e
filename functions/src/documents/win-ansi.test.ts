import { PDFDocument, StandardFonts, type PDFFont } from 'pdf-lib';
import { beforeAll, describe, expect, it } from 'vitest';
import { winAnsiSafe } from './win-ansi';

let helvetica: PDFFont;
beforeAll(async () => {
  helvetica = await (await PDFDocument.create()).embedFont(StandardFonts.Helvetica);
});

describe('winAnsiSafe', () => {
  it('keeps what the font can print, curly quotes and accents included', () => {
    expect(winAnsiSafe('Zoë O’Brien — “Grüße”, 5 €', helvetica)).toBe('Zoë O’Brien — “Grüße”, 5 €');
    expect(() => helvetica.encodeText(winAnsiSafe('Zoë O’Brien', helvetica))).not.toThrow();
  });

  it('substitutes what it cannot print, so rendering never throws', () => {
    const text = 'Đorđe Łukasz Nguyễn Őrs 李 → ok\u2009x';
    const safe = winAnsiSafe(text, helvetica);
    expect(safe).toBe('Dorde Lukasz Nguyen Ors ? -> ok x');
    expect(() => helvetica.encodeText(safe)).not.toThrow();
  });

  it('turns control characters into spaces', () => {
    expect(winAnsiSafe('a\tb\nc\u0085d', helvetica)).toBe('a b c d');
  });
});
