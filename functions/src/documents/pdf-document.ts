import { PDFDocument, StandardFonts } from 'pdf-lib';
import { COLORS, CONTENT_WIDTH, MARGIN, wrapText, type Fonts, type PdfFlow, type TextStyle } from './pdf-flow';

/** The pieces every Kinloan document (loan agreement, gift letter) is built from. */

export async function embedStandardFonts(doc: PDFDocument): Promise<Fonts> {
  const [regular, bold, oblique, mono] = await Promise.all([
    doc.embedFont(StandardFonts.Helvetica),
    doc.embedFont(StandardFonts.HelveticaBold),
    doc.embedFont(StandardFonts.HelveticaOblique),
    doc.embedFont(StandardFonts.Courier),
  ]);
  return { regular, bold, oblique, mono };
}

export interface DocumentMetadata {
  readonly title: string;
  readonly subject: string;
  readonly keywords: string[];
  /** ISO instant: the creation date comes from the input so the same input gives the same bytes. */
  readonly generatedAt: string;
}

export function setDocumentMetadata(doc: PDFDocument, metadata: DocumentMetadata): void {
  const generated = new Date(metadata.generatedAt);
  doc.setTitle(metadata.title, { showInWindowTitleBar: true });
  doc.setSubject(metadata.subject);
  doc.setAuthor('Kinloan');
  doc.setCreator('Kinloan');
  doc.setProducer('Kinloan');
  doc.setKeywords(metadata.keywords);
  doc.setLanguage('en-US');
  if (!Number.isNaN(generated.getTime())) {
    doc.setCreationDate(generated);
    doc.setModificationDate(generated);
  }
}

/** Space kept free before a heading (so it never ends a page), above it and below it. */
export interface HeadingSpacing {
  readonly keep: number;
  readonly before: number;
  readonly after: number;
}

export function drawSectionHeading(flow: PdfFlow, fonts: Fonts, text: string, spacing: HeadingSpacing): void {
  flow.ensure(spacing.keep);
  flow.space(spacing.before);
  flow.paragraph(text, { font: fonts.bold, size: 11, color: COLORS.accent }, { lineHeight: 15 });
  flow.space(spacing.after);
}

/** One "label: value" row of an audit trail; hashes are set in the monospaced font. */
export function drawLabelledRow(
  flow: PdfFlow,
  fonts: Fonts,
  label: string,
  value: string,
  options: { labelWidth: number; mono?: boolean },
): void {
  const mono = options.mono ?? false;
  const style: TextStyle = { font: mono ? fonts.mono : fonts.regular, size: mono ? 8 : 8.5 };
  const lines = wrapText(value, style, CONTENT_WIDTH - options.labelWidth);
  const lineHeight = 11;
  flow.ensure(lines.length * lineHeight + 2);
  const top = flow.y;
  flow.textAt(label, MARGIN.left, top - 9, { font: fonts.regular, size: 8.5, color: COLORS.muted });
  lines.forEach((line, index) => flow.textAt(line, MARGIN.left + options.labelWidth, top - 9 - index * lineHeight, style));
  flow.y = top - lines.length * lineHeight - 2;
}
