import { formatLongDate, formatUsd, PAYOFF_LETTER_TEXT_VERSION, type AppliedPayment, type PayoffLetter } from '@kinloan/domain';
import { PDFDocument } from 'pdf-lib';
import { formatInstantUtc } from './agreement-signatures';
import { auditRow, drawDocumentFingerprint } from './audit-trail';
import { drawBoxedText, drawFactsBox } from './pdf-boxes';
import { drawSectionHeading, embedStandardFonts, setDocumentMetadata } from './pdf-document';
import { COLORS, CONTENT_WIDTH, PdfFlow, type Fonts } from './pdf-flow';
import { drawPageChrome, type DocumentCheck } from './pdf-page-chrome';
import { drawFiguresTable, type TableColumn } from './pdf-table';

/** Who marked the loan paid off, and from where: the letter's record of issue. */
export interface PayoffIssue {
  readonly byRole: 'Lender' | 'Borrower';
  readonly byName: string;
  readonly byEmail: string | null;
  readonly byCustomerId: string;
  /** ISO instant of the commit that ended the loan. */
  readonly at: string;
  readonly ip: string;
  readonly forwardedFor: string;
  readonly userAgent: string;
  /** The lender's account, the only one that can confirm a payment. */
  readonly lenderCustomerId: string;
  /**
   * For a letter issued after the fact (the loan was marked paid off before payoff letters
   * existed): who marked it paid off, and when. The rest of this record is then the request
   * that issued the letter.
   */
  readonly markedPaidOff?: { readonly byRole: 'Lender' | 'Borrower'; readonly byName: string; readonly at: string };
}

export interface PayoffLetterPdfInput {
  readonly letter: PayoffLetter;
  /** SHA-256 of letter.fullText. */
  readonly documentSha256: string;
  /** ISO. */
  readonly generatedAt: string;
  readonly issue: PayoffIssue;
  readonly verification: DocumentCheck | null;
}

export const PAYOFF_STATUS_LABEL = 'Issued when the loan was marked paid off, final';

const COLUMNS: readonly TableColumn<AppliedPayment & { readonly number: number }>[] = [
  { title: 'No.', width: 40, align: 'right', cell: (row) => String(row.number) },
  { title: 'Paid on', width: 120, align: 'left', cell: (row) => formatLongDate(row.paidOn) },
  { title: 'Amount', width: 86, align: 'right', cell: (row) => formatUsd(row.amountCents) },
  { title: 'Interest', width: 80, align: 'right', cell: (row) => formatUsd(row.interestCents) },
  { title: 'Principal', width: 86, align: 'right', cell: (row) => formatUsd(row.principalCents) },
  { title: 'Balance after', width: CONTENT_WIDTH - 412, align: 'right', cell: (row) => formatUsd(row.balanceAfterCents) },
];

function heading(flow: PdfFlow, fonts: Fonts, text: string): void {
  drawSectionHeading(flow, fonts, text, { keep: 60, before: 10, after: 4 });
}

function recordOfIssue(flow: PdfFlow, fonts: Fonts, input: PayoffLetterPdfInput): void {
  const { issue, letter } = input;
  flow.paragraph(
    `This letter was made by Kinloan ${input.issue.markedPaidOff ? 'at the request below, after the loan had been marked paid off' : 'when the loan was marked paid off'}, from the loan record both parties keep, and kept byte for byte from then on. ` +
      `Its SHA-256 is the fingerprint of the letter's canonical text (text version ${PAYOFF_LETTER_TEXT_VERSION}).`,
    { font: fonts.regular, size: 8, color: COLORS.muted },
    { keepLines: 99 },
  );
  flow.space(4);
  const who = `${issue.byName} (the ${issue.byRole}), signed in as ${issue.byEmail ?? 'an email not recorded'} (account ${issue.byCustomerId})`;
  const marked = issue.markedPaidOff;
  if (marked) {
    auditRow(flow, fonts, 'Marked paid off', `${formatInstantUtc(marked.at)} by ${marked.byName} (the ${marked.byRole})`);
    auditRow(flow, fonts, 'Letter issued', `${formatInstantUtc(issue.at)} at the request of ${who}`);
  } else {
    auditRow(flow, fonts, 'Marked paid off', `${formatInstantUtc(issue.at)} by ${who}`);
  }
  const forwarded = issue.forwardedFor && issue.forwardedFor !== issue.ip ? ` (forwarded for ${issue.forwardedFor})` : '';
  auditRow(flow, fonts, 'From', `IP address ${issue.ip || 'not recorded'}${forwarded}; browser ${issue.userAgent || 'not recorded'}`);
  auditRow(
    flow,
    fonts,
    'Payments counted',
    `${letter.totals.paymentCount}, each confirmed as received from the Lender's account ${issue.lenderCustomerId}; a payment counts only once the Lender confirms it`,
  );
  drawDocumentFingerprint(flow, fonts, {
    documentSha256: input.documentSha256,
    generatedAt: input.generatedAt,
    status: PAYOFF_STATUS_LABEL,
    verification: input.verification,
  });
}

/**
 * The payoff and release letter as a PDF: the note it settles, the totals, every payment with
 * its split, the lender's release, and the record of who marked the loan paid off and from
 * where. Deterministic for the same input (dates come from the input).
 */
export async function renderPayoffLetterPdf(input: PayoffLetterPdfInput): Promise<Uint8Array> {
  const { letter } = input;
  const doc = await PDFDocument.create();
  setDocumentMetadata(doc, {
    title: `${letter.title} ${letter.letterNumber}`,
    subject: `The note ${letter.agreementNumber} is paid in full (${formatUsd(letter.totals.paidCents)} paid). Document SHA-256 ${input.documentSha256}`,
    keywords: ['payoff letter', 'release', letter.letterNumber, letter.agreementNumber, input.documentSha256],
    generatedAt: input.generatedAt,
  });
  const fonts = await embedStandardFonts(doc);
  const flow = new PdfFlow(doc, fonts);

  flow.paragraph(letter.title, { font: fonts.bold, size: 20, color: COLORS.accent }, { align: 'center', lineHeight: 26 });
  flow.paragraph(`Letter number ${letter.letterNumber}   |   Status: ${PAYOFF_STATUS_LABEL}`, { font: fonts.regular, size: 9, color: COLORS.muted }, { align: 'center' });
  flow.space(12);
  flow.paragraph(letter.opening, { font: fonts.regular, size: 10 }, { lineHeight: 14 });
  flow.space(10);
  // 110 points of label leave room for a 64-digit hash on one line, even one of the widest digits.
  drawFactsBox(flow, fonts, letter.facts, 110);

  heading(flow, fonts, 'Release');
  drawBoxedText(flow, fonts, letter.release, { tone: 'statement' });
  flow.space(8);
  flow.paragraph(letter.closing, { font: fonts.regular, size: 9 }, { lineHeight: 12.5 });

  heading(flow, fonts, 'Payments');
  drawFiguresTable(
    flow,
    fonts,
    COLUMNS,
    letter.payments.map((payment, index) => ({ ...payment, number: index + 1 })),
    ['', 'Totals', formatUsd(letter.totals.paidCents), formatUsd(letter.totals.interestCents), formatUsd(letter.totals.principalCents), formatUsd(0)],
  );

  heading(flow, fonts, 'Record of issue');
  recordOfIssue(flow, fonts, input);

  drawPageChrome(flow, fonts, {
    title: letter.title,
    agreementNumber: letter.letterNumber,
    documentSha256: input.documentSha256,
    numberLabel: 'Letter',
    verification: input.verification,
  });
  return doc.save();
}
