import { degrees } from 'pdf-lib';
import { COLORS, LETTER, MARGIN, type Fonts, type PdfFlow } from './pdf-flow';
import { winAnsiSafe } from './win-ansi';

/**
 * How anyone holding an executed document checks it: the code printed on it and the public
 * page that takes it (docs/decisions/0016-verifiable-documents.md). Drafts and copies have none.
 */
export interface DocumentCheck {
  /** As printed: 7K3M-Q9XD-2PHA. */
  readonly code: string;
  /** The public page, https://kinloan.com/verify. */
  readonly checkUrl: string;
}

/** The footer's second line and the audit trail's row: where and with what to check. */
export function documentCheckLine(check: DocumentCheck): string {
  return `Verify this document at ${check.checkUrl} with code ${check.code}`;
}

/** "3f2a9c0d1e7b…a41e": enough of the hash to compare by eye, short enough for a footer. */
export function abbreviateHash(hash: string): string {
  return hash.length > 24 ? `${hash.slice(0, 16)}…${hash.slice(-8)}` : hash;
}

/**
 * Header (title, agreement number) and footer (hash, "Page n of m") on every page.
 * `numberLabel` names the number ("Agreement" unless told, "Letter" for a gift letter).
 */
export function drawPageChrome(
  flow: PdfFlow,
  fonts: Fonts,
  chrome: { title: string; agreementNumber: string; documentSha256: string; numberLabel?: string; verification?: DocumentCheck | null | undefined },
): void {
  const small = { font: fonts.regular, size: 7.5, color: COLORS.muted };
  const total = flow.pages.length;
  flow.pages.forEach((page, index) => {
    const headerY = LETTER.height - 40;
    const footerY = 34;
    const right = LETTER.width - MARGIN.right;
    const draw = (text: string, x: number, y: number, align: 'left' | 'right', style = small) => {
      const safe = winAnsiSafe(text, style.font);
      const width = style.font.widthOfTextAtSize(safe, style.size);
      page.drawText(safe, { x: align === 'right' ? x - width : x, y, size: style.size, font: style.font, color: style.color });
    };
    draw(chrome.title, MARGIN.left, headerY, 'left');
    draw(`${chrome.numberLabel ?? 'Agreement'} ${chrome.agreementNumber}`, right, headerY, 'right', { ...small, font: fonts.bold });
    page.drawLine({ start: { x: MARGIN.left, y: headerY - 6 }, end: { x: right, y: headerY - 6 }, thickness: 0.5, color: COLORS.rule });
    page.drawLine({ start: { x: MARGIN.left, y: footerY + 11 }, end: { x: right, y: footerY + 11 }, thickness: 0.5, color: COLORS.rule });
    draw(`Document SHA-256 ${abbreviateHash(chrome.documentSha256)}`, MARGIN.left, footerY, 'left');
    draw(`Page ${index + 1} of ${total}`, right, footerY, 'right');
    if (chrome.verification) draw(documentCheckLine(chrome.verification), MARGIN.left, footerY - 11, 'left', { ...small, font: fonts.bold });
  });
}

export const DRAFT_MARK = 'DRAFT — NOT SIGNED';

/** A large, faint diagonal mark across every page of an unsigned draft (or another `mark`). */
export function drawDraftWatermark(flow: PdfFlow, fonts: Fonts, mark: string = DRAFT_MARK): void {
  const size = 56;
  const text = winAnsiSafe(mark, fonts.bold);
  const width = fonts.bold.widthOfTextAtSize(text, size);
  const angle = 40;
  const radians = (angle * Math.PI) / 180;
  // Centre the rotated line on the page: start half its length back along the diagonal.
  const x = LETTER.width / 2 - (Math.cos(radians) * width) / 2 + (Math.sin(radians) * size) / 3;
  const y = LETTER.height / 2 - (Math.sin(radians) * width) / 2 - (Math.cos(radians) * size) / 3;
  for (const page of flow.pages) {
    page.drawText(text, { x, y, size, font: fonts.bold, color: COLORS.warning, opacity: 0.1, rotate: degrees(angle) });
  }
}
