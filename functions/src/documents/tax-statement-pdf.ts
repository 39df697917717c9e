import {
  agreementNumberOf,
  formatLongDate,
  formatPercent,
  formatUsd,
  monthLabel,
  taxYearPeriodLabel,
  type AppliedPayment,
  type TaxYearStatementResponse,
} from '@kinloan/domain';
import { PDFDocument } from 'pdf-lib';
import { drawBoxedText, drawFactsBox } from './pdf-boxes';
import { drawLabelledRow, drawSectionHeading, embedStandardFonts, setDocumentMetadata } from './pdf-document';
import { COLORS, CONTENT_WIDTH, PdfFlow, type Fonts } from './pdf-flow';
import { drawPageChrome } from './pdf-page-chrome';
import { drawFiguresTable, type TableColumn } from './pdf-table';

export interface TaxStatementPdfInput {
  readonly statement: TaxYearStatementResponse;
  /** SHA-256 of the same statement's CSV: the two downloads name one set of figures. */
  readonly figuresSha256: string;
  /** ISO instant. */
  readonly generatedAt: string;
}

const PAYMENT_COLUMNS: readonly TableColumn<AppliedPayment>[] = [
  { title: 'Date', width: 110, align: 'left', cell: (row) => formatLongDate(row.paidOn) },
  { title: 'Amount', width: 80, align: 'right', cell: (row) => formatUsd(row.amountCents) },
  { title: 'Interest', width: 76, align: 'right', cell: (row) => formatUsd(row.interestCents) },
  { title: 'Principal', width: 80, align: 'right', cell: (row) => formatUsd(row.principalCents) },
  { title: 'Extra principal', width: 82, align: 'right', cell: (row) => formatUsd(row.extraPrincipalCents) },
  { title: 'Balance after', width: CONTENT_WIDTH - 428, align: 'right', cell: (row) => formatUsd(row.balanceAfterCents) },
];

const HEADING = { keep: 60, before: 10, after: 4 } as const;

function titleOf(statement: TaxYearStatementResponse): string {
  return `Tax-Year Statement ${statement.year}`;
}

function figureRows(statement: TaxYearStatementResponse): [string, string][] {
  const lenderSide = statement.yourLoanRole === 'lender';
  return [
    ['Balance on January 1', formatUsd(statement.openingBalanceCents)],
    ...(statement.loanMadeOn ? [[`Lent on ${formatLongDate(statement.loanMadeOn)}`, formatUsd(statement.principalLentCents)] as [string, string]] : []),
    [lenderSide ? 'Interest received' : 'Interest paid', formatUsd(statement.interestCents)],
    ['Principal repaid', `${formatUsd(statement.principalCents)} (of which extra: ${formatUsd(statement.extraPrincipalCents)})`],
    ['Total paid', formatUsd(statement.paidCents)],
    ['Late fees that applied', formatUsd(statement.lateFeesCents)],
    ...(statement.ended
      ? [[`Loan ended (${statement.ended.status})`, `${formatLongDate(statement.ended.endDate)}, with ${formatUsd(statement.ended.balanceAtEndCents)} owed then`] as [string, string]]
      : []),
    [statement.complete ? 'Balance on December 31' : `Balance on ${formatLongDate(statement.through)}`, formatUsd(statement.closingBalanceCents)],
  ];
}

function paymentsSection(flow: PdfFlow, fonts: Fonts, statement: TaxYearStatementResponse): void {
  drawSectionHeading(flow, fonts, `Confirmed payments in ${statement.year}`, HEADING);
  if (statement.payments.length === 0) {
    flow.paragraph('No confirmed payments in this period.', { font: fonts.oblique, size: 9.5 });
    return;
  }
  drawFiguresTable(flow, fonts, PAYMENT_COLUMNS, statement.payments, [
    'Totals',
    formatUsd(statement.paidCents),
    formatUsd(statement.interestCents),
    formatUsd(statement.principalCents),
    formatUsd(statement.extraPrincipalCents),
    '',
  ]);
}

/**
 * One loan's calendar year for one party, on the agreement's page chrome and flow: the figures,
 * each confirmed payment with its split, late fees, the §7872 section for a below-market loan
 * over $10,000, and the no-tax-advice line. Deterministic for the same input.
 */
export async function renderTaxStatementPdf(input: TaxStatementPdfInput): Promise<Uint8Array> {
  const { statement } = input;
  const doc = await PDFDocument.create();
  const number = agreementNumberOf(statement.loanId);
  setDocumentMetadata(doc, {
    title: `${titleOf(statement)} ${number}`,
    subject: `Loan ${number} from ${statement.lenderName} (lender) to ${statement.borrowerName} (borrower), ${statement.year}`,
    keywords: ['tax-year statement', String(statement.year), number],
    generatedAt: input.generatedAt,
  });
  const fonts = await embedStandardFonts(doc);
  const flow = new PdfFlow(doc, fonts);

  flow.paragraph(titleOf(statement), { font: fonts.bold, size: 20, color: COLORS.accent }, { align: 'center', lineHeight: 26 });
  flow.paragraph(
    `${taxYearPeriodLabel(statement)}   |   For the ${statement.yourLoanRole}   |   Prepared ${formatLongDate(statement.asOf)}`,
    { font: fonts.regular, size: 9, color: COLORS.muted },
    { align: 'center' },
  );
  flow.space(8);
  drawLabelledRow(flow, fonts, 'Lender', statement.lenderName, { labelWidth: 150 });
  drawLabelledRow(flow, fonts, 'Borrower', statement.borrowerName, { labelWidth: 150 });
  drawLabelledRow(flow, fonts, 'Loan', `${number}, ${formatUsd(statement.principalLentCents)} at ${formatPercent(statement.annualRateBps)}`, { labelWidth: 150 });

  drawSectionHeading(flow, fonts, 'The year in figures', HEADING);
  drawFactsBox(flow, fonts, figureRows(statement).map(([label, value]) => ({ label, value })), 150);

  paymentsSection(flow, fonts, statement);

  if (statement.lateFees.length > 0) {
    drawSectionHeading(flow, fonts, 'Late fees', HEADING);
    for (const fee of statement.lateFees) {
      drawLabelledRow(flow, fonts, `Installment ${fee.installmentNumber}`, `due ${formatLongDate(fee.dueDate)}; ${formatUsd(fee.feeCents)} from ${formatLongDate(fee.appliedOn)}`, { labelWidth: 150 });
    }
    if (statement.lateFeeNote) flow.paragraph(statement.lateFeeNote, { font: fonts.regular, size: 8.5, color: COLORS.muted });
  }

  const forgone = statement.forgoneInterest;
  if (forgone) {
    drawSectionHeading(flow, fonts, 'Below-market loan: forgone interest (IRC §7872)', HEADING);
    drawFactsBox(
      flow,
      fonts,
      [
        { label: 'Forgone interest', value: formatUsd(forgone.forgoneInterestCents) },
        { label: 'AFR used', value: `${formatPercent(forgone.afrBps)} ${forgone.termClass}, ${monthLabel(forgone.afrMonth)} (${forgone.source})` },
        { label: 'Days counted', value: `${formatLongDate(forgone.from)} to ${formatLongDate(forgone.through)}, of ${forgone.daysInYear}` },
      ],
      150,
    );
    flow.space(6);
    drawBoxedText(flow, fonts, forgone.explanation, { tone: 'note' });
  }

  flow.space(10);
  drawBoxedText(flow, fonts, statement.noTaxAdvice, { tone: 'statement' });
  flow.space(4);
  flow.paragraph(`The SHA-256 in the footer is that of this statement's CSV download (${input.figuresSha256}): the two carry the same figures.`, {
    font: fonts.regular,
    size: 8,
    color: COLORS.muted,
  });

  drawPageChrome(flow, fonts, { title: titleOf(statement), agreementNumber: number, documentSha256: input.figuresSha256, numberLabel: 'Loan' });
  return doc.save();
}
