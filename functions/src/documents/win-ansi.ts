import type { PDFFont } from 'pdf-lib';

/**
 * The standard PDF fonts encode WinAnsi (cp1252) only, and pdf-lib throws on anything else. Names
 * and purposes are free text, so every string is made printable first: characters the font has
 * stay as they are (ë, ’, —), look-alikes are substituted, accents the font lacks are dropped
 * (ő → o), and what is left becomes "?". The exact text is still what was hashed and signed.
 */
const LOOK_ALIKES: Readonly<Record<string, string>> = {
  '\u2018': "'", '\u2019': "'", '\u201a': "'", '\u201b': "'", '\u2032': "'",
  '\u201c': '"', '\u201d': '"', '\u201e': '"', '\u201f': '"', '\u2033': '"',
  '\u2010': '-', '\u2011': '-', '\u2012': '-', '\u2013': '-', '\u2014': '-', '\u2015': '-', '\u2212': '-',
  '\u2026': '...', '\u2022': '*', '\u2192': '->', '\u2190': '<-',
  // Letters with a stroke have no decomposition to fall back on.
  '\u0141': 'L', '\u0142': 'l', '\u0110': 'D', '\u0111': 'd', '\u0131': 'i', '\u0126': 'H', '\u0127': 'h',
  '\u00a0': ' ', '\u2007': ' ', '\u2009': ' ', '\u202f': ' ', '\u200b': '',
};

const charsets = new WeakMap<PDFFont, ReadonlySet<number>>();

function charsetOf(font: PDFFont): ReadonlySet<number> {
  let set = charsets.get(font);
  if (!set) {
    set = new Set(font.getCharacterSet());
    charsets.set(font, set);
  }
  return set;
}

function encodable(text: string, charset: ReadonlySet<number>): boolean {
  for (const char of text) if (!charset.has(char.codePointAt(0) ?? -1)) return false;
  return true;
}

export function winAnsiSafe(text: string, font: PDFFont): string {
  const charset = charsetOf(font);
  let out = '';
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0;
    if (code < 0x20 || (code >= 0x7f && code < 0xa0)) out += ' ';
    else if (charset.has(code)) out += char;
    else {
      const lookAlike = LOOK_ALIKES[char];
      const stripped = char.normalize('NFKD').replace(/\p{M}/gu, '');
      if (lookAlike !== undefined && encodable(lookAlike, charset)) out += lookAlike;
      else if (stripped && encodable(stripped, charset)) out += stripped;
      else out += '?';
    }
  }
  return out;
}
