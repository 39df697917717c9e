import type { RGB } from 'pdf-lib';
import { COLORS, CONTENT_WIDTH, MARGIN, type Fonts, type PdfFlow, type TextStyle } from './pdf-flow';

/** A column of a figures table (the agreement's schedule, the payoff letter's payments). */
export interface TableColumn<Row> {
  readonly title: string;
  readonly width: number;
  readonly align: 'left' | 'right';
  readonly cell: (row: Row) => string;
}

const ROW_HEIGHT = 13.5;
const PAD = 6;

function drawRow(flow: PdfFlow, widths: readonly TableColumn<never>[], cells: readonly string[], style: TextStyle, fill: RGB | null): void {
  flow.ensure(ROW_HEIGHT);
  flow.y -= ROW_HEIGHT;
  if (fill) flow.page.drawRectangle({ x: MARGIN.left, y: flow.y, width: CONTENT_WIDTH, height: ROW_HEIGHT, color: fill });
  let x = MARGIN.left;
  widths.forEach((column, index) => {
    flow.textAt(cells[index] ?? '', x + PAD, flow.y + 4, style, column.align, column.width - 2 * PAD);
    x += column.width;
  });
}

function drawHeader(flow: PdfFlow, fonts: Fonts, columns: readonly TableColumn<never>[]): void {
  flow.y -= ROW_HEIGHT + 2;
  flow.page.drawRectangle({ x: MARGIN.left, y: flow.y, width: CONTENT_WIDTH, height: ROW_HEIGHT + 2, color: COLORS.accent });
  let x = MARGIN.left;
  for (const column of columns) {
    flow.textAt(column.title, x + PAD, flow.y + 5, { font: fonts.bold, size: 8, color: COLORS.fill }, column.align, column.width - 2 * PAD);
    x += column.width;
  }
}

/** Zebra rows under a header that repeats at the top of every page the table spans, then a totals row. */
export function drawFiguresTable<Row>(
  flow: PdfFlow,
  fonts: Fonts,
  columns: readonly TableColumn<Row>[],
  rows: readonly Row[],
  totals: readonly string[],
): void {
  const body = { font: fonts.regular, size: 8.5 };
  flow.ensure(ROW_HEIGHT * 4);
  drawHeader(flow, fonts, columns);
  flow.onPageBreak = () => drawHeader(flow, fonts, columns);
  rows.forEach((row, index) => drawRow(flow, columns, columns.map((column) => column.cell(row)), body, index % 2 ? COLORS.zebra : null));
  flow.ensure(ROW_HEIGHT + 2);
  flow.y -= 2;
  flow.rule(COLORS.text, 0.75);
  drawRow(flow, columns, totals, { font: fonts.bold, size: 8.5 }, COLORS.fill);
  flow.onPageBreak = null;
}
