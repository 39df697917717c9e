import { rgb, type PDFDocument, type PDFFont, type PDFPage, type RGB } from 'pdf-lib';
import { winAnsiSafe } from './win-ansi';

/**
 * A minimal top-to-bottom layout on Letter pages: a cursor that wraps text to the column,
 * starts a new page when the next block would not fit, and lets callers repeat a table
 * header there. Header and footer are drawn at the end, once the page count is known.
 */

export const LETTER = { width: 612, height: 792 } as const;
export const MARGIN = { left: 54, right: 54, top: 68, bottom: 60 } as const;
export const CONTENT_WIDTH = LETTER.width - MARGIN.left - MARGIN.right;

export const COLORS = {
  text: rgb(0.11, 0.12, 0.14),
  muted: rgb(0.4, 0.42, 0.46),
  accent: rgb(0.09, 0.24, 0.4),
  rule: rgb(0.78, 0.8, 0.83),
  fill: rgb(0.95, 0.96, 0.97),
  zebra: rgb(0.97, 0.975, 0.98),
  warning: rgb(0.7, 0.11, 0.11),
  warningFill: rgb(0.99, 0.94, 0.94),
} as const;

export interface Fonts {
  readonly regular: PDFFont;
  readonly bold: PDFFont;
  readonly oblique: PDFFont;
  readonly mono: PDFFont;
}

export interface TextStyle {
  readonly font: PDFFont;
  readonly size: number;
  readonly color?: RGB;
}

/** Splits text into lines no wider than `width`, breaking inside words only when one is wider than a line. */
export function wrapText(raw: string, style: TextStyle, width: number): string[] {
  const text = winAnsiSafe(raw, style.font);
  const measure = (s: string) => style.font.widthOfTextAtSize(s, style.size);
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (measure(candidate) <= width) {
      line = candidate;
      continue;
    }
    if (line) lines.push(line);
    line = '';
    let rest = word;
    while (measure(rest) > width) {
      let cut = rest.length - 1;
      while (cut > 1 && measure(rest.slice(0, cut)) > width) cut -= 1;
      lines.push(rest.slice(0, cut));
      rest = rest.slice(cut);
    }
    line = rest;
  }
  if (line) lines.push(line);
  return lines.length ? lines : [''];
}

export class PdfFlow {
  readonly pages: PDFPage[] = [];
  page!: PDFPage;
  /** Baseline position for the next block, from the page bottom. */
  y = 0;
  /** Called after each page break (not the first page): tables re-draw their header here. */
  onPageBreak: (() => void) | null = null;

  constructor(
    readonly doc: PDFDocument,
    readonly fonts: Fonts,
  ) {
    this.addPage();
  }

  private addPage(): void {
    this.page = this.doc.addPage([LETTER.width, LETTER.height]);
    this.pages.push(this.page);
    this.y = LETTER.height - MARGIN.top;
  }

  /** Starts a new page unless `height` points still fit above the bottom margin. */
  ensure(height: number): void {
    if (this.y - height >= MARGIN.bottom) return;
    this.addPage();
    this.onPageBreak?.();
  }

  newPage(): void {
    this.addPage();
    this.onPageBreak?.();
  }

  space(points: number): void {
    this.y -= points;
  }

  /** Draws one line of already-fitting text at the cursor's baseline, without moving it. */
  textAt(text: string, x: number, baseline: number, style: TextStyle, align: 'left' | 'right' | 'center' = 'left', width = 0): void {
    const safe = winAnsiSafe(text, style.font);
    const textWidth = style.font.widthOfTextAtSize(safe, style.size);
    const left = align === 'right' ? x + width - textWidth : align === 'center' ? x + (width - textWidth) / 2 : x;
    this.page.drawText(safe, { x: left, y: baseline, size: style.size, font: style.font, color: style.color ?? COLORS.text });
  }

  /**
   * A wrapped paragraph at the cursor; lines that do not fit continue on the next page.
   * `keepLines` keeps that many lines together with whatever precedes the paragraph.
   */
  paragraph(
    text: string,
    style: TextStyle,
    options: { x?: number; width?: number; lineHeight?: number; keepLines?: number; align?: 'left' | 'center' } = {},
  ): void {
    const x = options.x ?? MARGIN.left;
    const width = options.width ?? CONTENT_WIDTH;
    const lineHeight = options.lineHeight ?? style.size * 1.4;
    const lines = wrapText(text, style, width);
    this.ensure(lineHeight * Math.min(lines.length, options.keepLines ?? 2));
    lines.forEach((line, index) => {
      // No widow: the last two lines of a paragraph move to the next page together.
      this.ensure(index === lines.length - 2 ? 2 * lineHeight : lineHeight);
      this.y -= lineHeight;
      this.textAt(line, x, this.y + (lineHeight - style.size) / 2 + 1, style, options.align ?? 'left', width);
    });
  }

  rule(color: RGB = COLORS.rule, thickness = 0.75): void {
    this.page.drawLine({
      start: { x: MARGIN.left, y: this.y },
      end: { x: LETTER.width - MARGIN.right, y: this.y },
      thickness,
      color,
    });
  }
}
