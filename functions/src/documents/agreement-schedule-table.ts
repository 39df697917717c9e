import { formatLongDate, formatUsd, type Installment, type ScheduleTotals } from '@kinloan/domain';
import { CONTENT_WIDTH, type Fonts, type PdfFlow } from './pdf-flow';
import { drawFiguresTable, type TableColumn } from './pdf-table';

const COLUMNS: readonly TableColumn<Installment>[] = [
  { title: 'No.', width: 40, align: 'right', cell: (row) => String(row.number) },
  { title: 'Due date', width: 120, align: 'left', cell: (row) => formatLongDate(row.dueDate) },
  { title: 'Payment', width: 86, align: 'right', cell: (row) => formatUsd(row.paymentCents) },
  { title: 'Interest', width: 80, align: 'right', cell: (row) => formatUsd(row.interestCents) },
  { title: 'Principal', width: 86, align: 'right', cell: (row) => formatUsd(row.principalCents) },
  { title: 'Balance', width: CONTENT_WIDTH - 412, align: 'right', cell: (row) => formatUsd(row.balanceCents) },
];

/** The full amortization schedule; the column header repeats at the top of every page it spans. */
export function drawScheduleTable(flow: PdfFlow, fonts: Fonts, schedule: readonly Installment[], totals: ScheduleTotals): void {
  drawFiguresTable(flow, fonts, COLUMNS, schedule, [
    '',
    'Totals',
    formatUsd(totals.totalPaidCents),
    formatUsd(totals.totalInterestCents),
    formatUsd(totals.totalPrincipalCents),
    '',
  ]);
}
