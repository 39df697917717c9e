import {
  AGREEMENT_TEXT_VERSION,
  partyAddress,
  partyLegalName,
  formatUsPhone,
  toBeCompleted,
  type AgreementParty,
  type LoanAgreement,
} from '@kinloan/domain';
import { PDFDocument } from 'pdf-lib';
import { drawScheduleTable } from './agreement-schedule-table';
import { drawSignatures, type AgreementSignature } from './agreement-signatures';
import { drawAuditTrail } from './audit-trail';
import { drawSectionHeading, embedStandardFonts, setDocumentMetadata } from './pdf-document';
import { COLORS, CONTENT_WIDTH, MARGIN, PdfFlow, wrapText, type Fonts, type TextStyle } from './pdf-flow';
import { DRAFT_MARK, drawDraftWatermark, drawPageChrome, type DocumentCheck } from './pdf-page-chrome';

export type { AgreementSignature } from './agreement-signatures';

/** executed-copy: an executed agreement whose original file was not kept, made again from the record. */
export type AgreementDocumentStatus = 'draft' | 'partially-signed' | 'fully-signed' | 'executed' | 'executed-copy';

export interface AgreementPdfInput {
  agreement: LoanAgreement;
  status: AgreementDocumentStatus;
  signatures: AgreementSignature[]; // 0..2 in signing order
  documentSha256: string; // SHA-256 of agreement.fullText
  generatedAt: string; // ISO
  /** Only on the executed document, kept at execution. */
  verification?: DocumentCheck | null;
}

const STATUS_LABELS: Readonly<Record<AgreementDocumentStatus, string>> = {
  draft: 'Draft, not signed',
  'partially-signed': 'Signed by one party, awaiting the other',
  'fully-signed': 'Signed by both parties',
  executed: 'Signed by both parties and executed',
  'executed-copy': 'Signed by both parties and executed (a copy made again from the record)',
};

function titleBlock(flow: PdfFlow, fonts: Fonts, input: AgreementPdfInput): void {
  const { agreement } = input;
  flow.space(6);
  flow.paragraph(agreement.title, { font: fonts.bold, size: 20, color: COLORS.accent }, { align: 'center', lineHeight: 26 });
  flow.space(2);
  flow.paragraph(`Agreement number ${agreement.agreementNumber}   |   Status: ${STATUS_LABELS[input.status]}`, {
    font: fonts.regular,
    size: 9,
    color: COLORS.muted,
  }, { align: 'center' });
  flow.space(10);
  const unsigned = UNSIGNED_NOTICES[input.status];
  if (unsigned) {
    const height = 34;
    flow.ensure(height);
    flow.page.drawRectangle({
      x: MARGIN.left, y: flow.y - height, width: CONTENT_WIDTH, height,
      color: COLORS.warningFill, borderColor: COLORS.warning, borderWidth: 1,
    });
    flow.textAt(unsigned.mark, MARGIN.left, flow.y - 14, { font: fonts.bold, size: 11, color: COLORS.warning }, 'center', CONTENT_WIDTH);
    flow.textAt(unsigned.note, MARGIN.left, flow.y - 27,
      { font: fonts.regular, size: 8.5, color: COLORS.warning }, 'center', CONTENT_WIDTH);
    flow.space(height + 12);
  }
}

/** Until both have signed, every page says so: a one-signature copy must not pass for the agreement. */
const UNSIGNED_NOTICES: Partial<Record<AgreementDocumentStatus, { mark: string; note: string }>> = {
  draft: { mark: DRAFT_MARK, note: 'A preview for review. It binds no one until both parties have signed.' },
  'partially-signed': {
    mark: 'NOT YET SIGNED BY BOTH',
    note: 'Signed by one party only. It binds no one until both parties have signed.',
  },
  'executed-copy': {
    mark: 'COPY, NOT THE ORIGINAL FILE',
    note: 'The executed original was not kept. This copy was made again from the record; its text matches the fingerprint both parties signed.',
  },
};

function sectionHeading(flow: PdfFlow, fonts: Fonts, text: string): void {
  drawSectionHeading(flow, fonts, text, { keep: 44, before: 8, after: 3 });
}

function partyLines(party: AgreementParty): { name: string; details: string[] } {
  const pending = toBeCompleted(party.role);
  return {
    name: partyLegalName(party),
    details: [
      partyAddress(party),
      `Email: ${party.email.trim() || pending}`,
      `Phone: ${formatUsPhone(party.phone) || pending}`,
    ],
  };
}

/** Lender and borrower side by side, each with legal name, address and contact details. */
function partiesBlock(flow: PdfFlow, fonts: Fonts, agreement: LoanAgreement): void {
  sectionHeading(flow, fonts, 'Parties');
  const gap = 16;
  const columnWidth = (CONTENT_WIDTH - gap) / 2;
  const pad = 9;
  const detailStyle: TextStyle = { font: fonts.regular, size: 9 };
  const nameStyle: TextStyle = { font: fonts.bold, size: 10.5 };
  const columns = [agreement.parties.lender, agreement.parties.borrower].map((party) => {
    const { name, details } = partyLines(party);
    return {
      label: party.role === 'lender' ? 'LENDER ("the Lender")' : 'BORROWER ("the Borrower")',
      name: wrapText(name, nameStyle, columnWidth - 2 * pad),
      details: details.flatMap((detail) => wrapText(detail, detailStyle, columnWidth - 2 * pad)),
    };
  });
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

/** The figures a person checks first, as a two-column grid of label and value. */
function keyTermsBlock(flow: PdfFlow, fonts: Fonts, agreement: LoanAgreement): void {
  sectionHeading(flow, fonts, 'Key terms');
  const half = CONTENT_WIDTH / 2;
  const labelWidth = 96;
  const pad = 8;
  const valueStyle: TextStyle = { font: fonts.bold, size: 9 };
  const labelStyle: TextStyle = { font: fonts.regular, size: 8.5, color: COLORS.muted };
  const lineHeight = 12;
  const rows: { cells: { label: string; value: string[] }[]; height: number }[] = [];
  for (let i = 0; i < agreement.keyTerms.length; i += 2) {
    const cells = agreement.keyTerms.slice(i, i + 2).map((term) => ({
      label: term.label,
      value: wrapText(term.value, valueStyle, half - labelWidth - 2 * pad),
    }));
    rows.push({ cells, height: Math.max(...cells.map((cell) => cell.value.length)) * lineHeight + 6 });
  }
  const height = rows.reduce((sum, row) => sum + row.height, 0) + 8;
  flow.ensure(height);
  const top = flow.y;
  flow.page.drawRectangle({ x: MARGIN.left, y: top - height, width: CONTENT_WIDTH, height, borderColor: COLORS.rule, borderWidth: 0.5 });
  let y = top - 4;
  rows.forEach((row, index) => {
    if (index % 2 === 1) flow.page.drawRectangle({ x: MARGIN.left + 0.5, y: y - row.height, width: CONTENT_WIDTH - 1, height: row.height, color: COLORS.zebra });
    row.cells.forEach((cell, column) => {
      const x = MARGIN.left + column * half + pad;
      flow.textAt(cell.label, x, y - 12, labelStyle);
      cell.value.forEach((line, n) => flow.textAt(line, x + labelWidth, y - 12 - n * lineHeight, valueStyle));
    });
    y -= row.height;
  });
  flow.y = top - height;
}

/** Boxed, bold and set apart, as a conspicuous statement must be. */
function nonNegotiableBlock(flow: PdfFlow, fonts: Fonts, statement: string): void {
  const style: TextStyle = { font: fonts.bold, size: 9.5 };
  const pad = 10;
  const lines = wrapText(statement, style, CONTENT_WIDTH - 2 * pad);
  const lineHeight = 13;
  const height = lines.length * lineHeight + 2 * pad;
  flow.space(14);
  flow.ensure(height);
  const top = flow.y;
  flow.page.drawRectangle({ x: MARGIN.left, y: top - height, width: CONTENT_WIDTH, height, borderColor: COLORS.text, borderWidth: 1.75 });
  lines.forEach((line, index) => flow.textAt(line, MARGIN.left + pad, top - pad - 9.5 - index * lineHeight, style));
  flow.y = top - height;
}

function clauses(flow: PdfFlow, fonts: Fonts, agreement: LoanAgreement): void {
  const body: TextStyle = { font: fonts.regular, size: 9.5 };
  for (const section of agreement.sections) {
    sectionHeading(flow, fonts, section.heading);
    section.paragraphs.forEach((paragraph, index) => {
      if (index > 0) flow.space(5);
      flow.paragraph(paragraph, body, { lineHeight: 13.3, keepLines: 3 });
    });
  }
}

function setMetadata(doc: PDFDocument, input: AgreementPdfInput): void {
  const { agreement } = input;
  setDocumentMetadata(doc, {
    title: `${agreement.title} ${agreement.agreementNumber}`,
    subject: `Loan of ${agreement.keyTerms[0]?.value ?? ''} between ${partyLegalName(agreement.parties.lender)} (lender) and ${partyLegalName(agreement.parties.borrower)} (borrower). Document SHA-256 ${input.documentSha256}`,
    keywords: ['promissory note', 'loan agreement', agreement.agreementNumber, input.documentSha256],
    generatedAt: input.generatedAt,
  });
}

/**
 * The agreement as a PDF both parties can keep: title and key terms, the non-negotiable notice,
 * every clause, the full amortization schedule, the signature blocks and the e-signature audit
 * trail with the document hash. Deterministic for the same input (dates come from generatedAt).
 */
export async function renderLoanAgreementPdf(input: AgreementPdfInput): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  setMetadata(doc, input);
  const fonts = await embedStandardFonts(doc);
  const flow = new PdfFlow(doc, fonts);
  const { agreement } = input;

  titleBlock(flow, fonts, input);
  partiesBlock(flow, fonts, agreement);
  keyTermsBlock(flow, fonts, agreement);
  nonNegotiableBlock(flow, fonts, agreement.nonNegotiableStatement);
  clauses(flow, fonts, agreement);

  sectionHeading(flow, fonts, 'Payment schedule');
  flow.paragraph(
    'Each payment below assumes the one before it was made in full on its due date. Extra payments and prepayments ' +
      'change the later rows as described in section 4.',
    { font: fonts.regular, size: 8.5, color: COLORS.muted },
  );
  flow.space(6);
  drawScheduleTable(flow, fonts, agreement.schedule, agreement.totals);

  flow.newPage();
  sectionHeading(flow, fonts, 'Signatures');
  flow.paragraph(
    'By signing electronically, each party agrees to every term of this Promissory Note and Loan Agreement, ' +
      'including the payment schedule, and confirms the consent to electronic records and signatures in section 9.',
    { font: fonts.regular, size: 9.5 },
    { lineHeight: 13.3 },
  );
  flow.space(12);
  await drawSignatures(flow, fonts, agreement, input.signatures);

  sectionHeading(flow, fonts, 'Electronic signature audit trail');
  drawAuditTrail(
    flow,
    fonts,
    input.signatures.map((signature) => signature.audit),
    { documentSha256: input.documentSha256, generatedAt: input.generatedAt, status: STATUS_LABELS[input.status], textVersion: AGREEMENT_TEXT_VERSION, noun: 'agreement', verification: input.verification },
  );

  drawPageChrome(flow, fonts, { title: agreement.title, agreementNumber: agreement.agreementNumber, documentSha256: input.documentSha256, verification: input.verification });
  const unsignedMark = UNSIGNED_NOTICES[input.status];
  if (unsignedMark) drawDraftWatermark(flow, fonts, unsignedMark.mark);
  return doc.save();
}

