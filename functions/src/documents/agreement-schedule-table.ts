import type { RGB } from 'pdf-lib';
import { formatLongDate, formatUsd, type Installment, type ScheduleTotals } from '@kinloan/domain';
import { COLORS, CONTENT_WIDTH, MARGIN, type Fonts, type PdfFlow, type TextStyle } from './pdf-flow';

interface Column {
  readonly title: string;
  readonly width: number;
  readonly align: 'left' | 'right';
  readonly cell: (row: Installment) => string;
}

const COLUMNS: readonly Column[] = [
  { title: 'No.', width: 40, align: 'right', cell: (row) => String(row.number) },
  { title: 'Due date', width: 120, align: 'left', cell: (row) => formatLongDate(row.dueDate) },
  { title: 'Payment', width: 86, align: 'right', cell: (row) => formatUsd(row.paymentCents) },
  { title: 'Interest', width: 80, align: 'right', cell: (row) => formatUsd(row.interestCents) },
  { title: 'Principal', width: 86, align: 'right', cell: (row) => formatUsd(row.principalCents) },
  { title: 'Balance', width: CONTENT_WIDTH - 412, align: 'right', cell: (row) => formatUsd(row.balanceCents) },
];

const ROW_HEIGHT = 13.5;
const PAD = 6;

function drawRow(flow: PdfFlow, cells: readonly string[], style: TextStyle, fill: RGB | null): void {
  flow.ensure(ROW_HEIGHT);
  flow.y -= ROW_HEIGHT;
  if (fill) flow.page.drawRectangle({ x: MARGIN.left, y: flow.y, width: CONTENT_WIDTH, height: ROW_HEIGHT, color: fill });
  let x = MARGIN.left;
  COLUMNS.forEach((column, index) => {
    const inner = column.width - 2 * PAD;
    flow.textAt(cells[index] ?? '', x + PAD, flow.y + 4, style, column.align, inner);
    x += column.width;
  });
}

function drawHeader(flow: PdfFlow, fonts: Fonts): void {
  flow.y -= ROW_HEIGHT + 2;
  flow.page.drawRectangle({ x: MARGIN.left, y: flow.y, width: CONTENT_WIDTH, height: ROW_HEIGHT + 2, color: COLORS.accent });
  let x = MARGIN.left;
  for (const column of COLUMNS) {
    flow.textAt(column.title, x + PAD, flow.y + 5, { font: fonts.bold, size: 8, color: COLORS.fill }, column.align, column.width - 2 * PAD);
    x += column.width;
  }
}

/** The full amortization schedule; the column header repeats at the top of every page it spans. */
export function drawScheduleTable(flow: PdfFlow, fonts: Fonts, schedule: readonly Installment[], totals: ScheduleTotals): void {
  const body = { font: fonts.regular, size: 8.5 };
  flow.ensure(ROW_HEIGHT * 4);
  drawHeader(flow, fonts);
  flow.onPageBreak = () => drawHeader(flow, fonts);
  schedule.forEach((row, index) => drawRow(flow, COLUMNS.map((column) => column.cell(row)), body, index % 2 ? COLORS.zebra : null));
  flow.ensure(ROW_HEIGHT + 2);
  flow.y -= 2;
  flow.rule(COLORS.text, 0.75);
  drawRow(
    flow,
    ['', 'Totals', formatUsd(totals.totalPaidCents), formatUsd(totals.totalInterestCents), formatUsd(totals.totalPrincipalCents), ''],
    { font: fonts.bold, size: 8.5 },
    COLORS.fill,
  );
  flow.onPageBreak = null;
}
