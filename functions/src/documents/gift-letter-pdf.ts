import { GIFT_LETTER_TEXT_VERSION, type GiftLetter } from '@kinloan/domain';
import { PDFDocument } from 'pdf-lib';
import { drawAuditTrail } from './audit-trail';
import { drawGiftSignatureBlocks, type GiftLetterSignature } from './gift-letter-pdf-signatures';
import { drawBoxedText, drawFactsBox } from './pdf-boxes';
import { drawSectionHeading, embedStandardFonts, setDocumentMetadata } from './pdf-document';
import { COLORS, CONTENT_WIDTH, MARGIN, PdfFlow, wrapText, type Fonts, type TextStyle } from './pdf-flow';
import { DRAFT_MARK, drawDraftWatermark, drawPageChrome, type DocumentCheck } from './pdf-page-chrome';

export type { GiftLetterSignature } from './gift-letter-pdf-signatures';

/** executed-copy: an executed letter whose original file was not kept, made again from the record. */
export type GiftLetterDocumentStatus = 'draft' | 'signed-by-one' | 'signed-by-both' | 'executed' | 'executed-copy';

export interface GiftLetterPdfInput {
  readonly letter: GiftLetter;
  readonly status: GiftLetterDocumentStatus;
  /** 0..2, in signing order. */
  readonly signatures: readonly GiftLetterSignature[];
  /** SHA-256 of letter.fullText. */
  readonly documentSha256: string;
  /** ISO. */
  readonly generatedAt: string;
  /** Only on the executed letter, kept at execution. */
  readonly verification?: DocumentCheck | null;
}

export const GIFT_STATUS_LABELS: Readonly<Record<GiftLetterDocumentStatus, string>> = {
  draft: 'Draft, not signed',
  'signed-by-one': 'Signed by one person, awaiting the other',
  'signed-by-both': 'Signed by both, not yet finalized',
  executed: 'Signed by the donor and the gift recipient, final',
  'executed-copy': 'Signed by both and final (a copy made again from the record, not the original file)',
};

/** Until executed, every page says it is not the final letter, and why. */
export const NOT_FINAL_MARK = 'DRAFT — NOT FINAL';

function watermarkOf(status: GiftLetterDocumentStatus): string | null {
  if (status === 'executed') return null;
  if (status === 'executed-copy') return 'COPY, NOT THE ORIGINAL FILE';
  return status === 'draft' ? DRAFT_MARK : NOT_FINAL_MARK;
}

const BODY: (fonts: Fonts) => TextStyle = (fonts) => ({ font: fonts.regular, size: 9.5 });
const LINE = 13.3;

function titleBlock(flow: PdfFlow, fonts: Fonts, input: GiftLetterPdfInput): void {
  const { letter } = input;
  flow.paragraph(letter.title, { font: fonts.bold, size: 20, color: COLORS.accent }, { align: 'center', lineHeight: 26 });
  flow.paragraph(
    `Letter number ${letter.letterNumber}   |   Status: ${GIFT_STATUS_LABELS[input.status]}`,
    { font: fonts.regular, size: 9, color: COLORS.muted },
    { align: 'center' },
  );
  flow.space(8);
  const mark = watermarkOf(input.status);
  if (mark) {
    const height = 30;
    flow.ensure(height);
    flow.page.drawRectangle({
      x: MARGIN.left, y: flow.y - height, width: CONTENT_WIDTH, height,
      color: COLORS.warningFill, borderColor: COLORS.warning, borderWidth: 1,
    });
    flow.textAt(mark, MARGIN.left, flow.y - 13, { font: fonts.bold, size: 10.5, color: COLORS.warning }, 'center', CONTENT_WIDTH);
    const why = input.status === 'draft'
      ? 'A preview for review. It is not a gift letter until the donor and the gift recipient have signed it and it is finalized.'
      : 'A preview for review. Give the lender the final letter, issued once it is finalized.';
    flow.textAt(why, MARGIN.left, flow.y - 24, { font: fonts.regular, size: 8, color: COLORS.warning }, 'center', CONTENT_WIDTH);
    flow.space(height + 8);
  }
}

function sectionHeading(flow: PdfFlow, fonts: Fonts, text: string): void {
  drawSectionHeading(flow, fonts, text, { keep: 40, before: 7, after: 2 });
}

/** Donor and gift recipient side by side, as a lender's form lays them out. */
function partiesBlock(flow: PdfFlow, fonts: Fonts, letter: GiftLetter): void {
  const gap = 16;
  const columnWidth = (CONTENT_WIDTH - gap) / 2;
  const pad = 9;
  const detailStyle: TextStyle = { font: fonts.regular, size: 9 };
  const nameStyle: TextStyle = { font: fonts.bold, size: 10.5 };
  const columns = [
    {
      label: 'DONOR',
      name: letter.donor.name,
      details: [letter.donor.address, `Phone: ${letter.donor.phone}`, `Relationship to the gift recipient: ${letter.donor.relationship}`],
    },
    // Not "borrower": the letter states the money is a gift, not a loan.
    { label: 'GIFT RECIPIENT (HOME BUYER)', name: letter.recipient.name, details: [letter.recipient.address] },
  ].map((column) => ({
    label: column.label,
    name: wrapText(column.name, nameStyle, columnWidth - 2 * pad),
    details: column.details.flatMap((detail) => wrapText(detail, detailStyle, columnWidth - 2 * pad)),
  }));
  const height = Math.max(...columns.map((c) => 22 + c.name.length * 14 + c.details.length * 12.5)) + pad;
  flow.ensure(height);
  const top = flow.y;
  columns.forEach((column, index) => {
    const x = MARGIN.left + index * (columnWidth + gap);
    flow.page.drawRectangle({ x, y: top - height, width: columnWidth, height, color: COLORS.fill, borderColor: COLORS.rule, borderWidth: 0.5 });
    let y = top - pad - 7;
    flow.textAt(column.label, x + pad, y, { font: fonts.bold, size: 7.5, color: COLORS.accent });
    y -= 15;
    for (const line of column.name) {
      flow.textAt(line, x + pad, y, nameStyle);
      y -= 14;
    }
    for (const line of column.details) {
      flow.textAt(line, x + pad, y, detailStyle);
      y -= 12.5;
    }
  });
  flow.y = top - height;
}

function certifications(flow: PdfFlow, fonts: Fonts, letter: GiftLetter): void {
  for (const section of letter.sections) {
    sectionHeading(flow, fonts, section.heading);
    section.paragraphs.forEach((paragraph, index) => {
      if (index > 0) flow.space(5);
      if (paragraph === letter.noRepaymentStatement) {
        flow.space(2);
        drawBoxedText(flow, fonts, paragraph, { tone: 'statement' });
        flow.space(2);
      } else {
        flow.paragraph(paragraph, BODY(fonts), { lineHeight: LINE, keepLines: 3 });
      }
    });
  }
}

function setMetadata(doc: PDFDocument, input: GiftLetterPdfInput): void {
  const { letter } = input;
  setDocumentMetadata(doc, {
    title: `${letter.title} ${letter.letterNumber}`,
    subject:
      `Gift of ${letter.amountInFigures} from ${letter.donor.name} (donor) to ${letter.recipient.name} (gift recipient). ` +
      `Document SHA-256 ${input.documentSha256}`,
    keywords: ['gift letter', 'mortgage', letter.letterNumber, input.documentSha256],
    generatedAt: input.generatedAt,
  });
}

/**
 * The gift letter as a PDF for the mortgage lender: both people, the gift and its source,
 * the property, the bona fide statement, both certifications, the warning, the donor's
 * gift-tax notice when due, the signature blocks with dates, and the e-signature audit trail
 * with the document hash. Deterministic for the same input (dates come from generatedAt).
 */
export async function renderGiftLetterPdf(input: GiftLetterPdfInput): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  setMetadata(doc, input);
  const fonts = await embedStandardFonts(doc);
  const flow = new PdfFlow(doc, fonts);
  const { letter } = input;

  titleBlock(flow, fonts, input);
  partiesBlock(flow, fonts, letter);
  sectionHeading(flow, fonts, 'The gift');
  drawFactsBox(flow, fonts, letter.facts);
  certifications(flow, fonts, letter);
  flow.space(10);
  drawBoxedText(flow, fonts, letter.fraudWarning, { heading: 'WARNING: A GIFT LETTER FOR A LOAN IS MORTGAGE FRAUD', tone: 'warning' });
  if (letter.giftTaxNotice) {
    flow.space(8);
    drawBoxedText(flow, fonts, letter.giftTaxNotice, { heading: 'Gift-tax notice for the donor (IRS Form 709)', tone: 'note' });
  }

  sectionHeading(flow, fonts, 'Signatures');
  flow.paragraph(
    'By signing electronically, the Donor and the Gift Recipient each certify that the statements in this letter are ' +
      'true, confirm that no repayment is expected or implied, and consent to electronic records and signatures.',
    { font: fonts.regular, size: 9 },
    { lineHeight: 12.5 },
  );
  flow.space(8);
  await drawGiftSignatureBlocks(flow, fonts, letter, input.signatures);

  sectionHeading(flow, fonts, 'Electronic signature audit trail');
  drawAuditTrail(
    flow,
    fonts,
    input.signatures.map((signature) => signature.audit),
    { documentSha256: input.documentSha256, generatedAt: input.generatedAt, status: GIFT_STATUS_LABELS[input.status], textVersion: GIFT_LETTER_TEXT_VERSION, noun: 'letter', verification: input.verification },
  );

  drawPageChrome(flow, fonts, {
    title: letter.title,
    agreementNumber: letter.letterNumber,
    documentSha256: input.documentSha256,
    numberLabel: 'Letter',
    verification: input.verification,
  });
  const mark = watermarkOf(input.status);
  if (mark) drawDraftWatermark(flow, fonts, mark);
  return doc.save();
}
