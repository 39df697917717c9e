import { COLORS, CONTENT_WIDTH, MARGIN, wrapText, type Fonts, type PdfFlow, type TextStyle } from './pdf-flow';

/** Framed blocks the letters share: a table of labelled facts, and a boxed statement or warning. */

export interface LabelledFact {
  readonly label: string;
  readonly value: string;
}

/** One labelled row per fact, zebra-striped in a thin frame (the gift, the paid-off note). */
export function drawFactsBox(flow: PdfFlow, fonts: Fonts, facts: readonly LabelledFact[], labelWidth = 130): void {
  const pad = 8;
  const lineHeight = 12;
  const valueStyle: TextStyle = { font: fonts.bold, size: 9.5 };
  const labelStyle: TextStyle = { font: fonts.regular, size: 8.5, color: COLORS.muted };
  const rows = facts.map((fact) => ({
    label: fact.label,
    value: wrapText(fact.value, valueStyle, CONTENT_WIDTH - labelWidth - 2 * pad),
  }));
  const heights = rows.map((row) => row.value.length * lineHeight + 6);
  const height = heights.reduce((sum, h) => sum + h, 0) + 4;
  flow.ensure(height);
  const top = flow.y;
  flow.page.drawRectangle({ x: MARGIN.left, y: top - height, width: CONTENT_WIDTH, height, borderColor: COLORS.rule, borderWidth: 0.5 });
  let y = top - 2;
  rows.forEach((row, index) => {
    const rowHeight = heights[index] ?? lineHeight;
    if (index % 2 === 1) flow.page.drawRectangle({ x: MARGIN.left + 0.5, y: y - rowHeight, width: CONTENT_WIDTH - 1, height: rowHeight, color: COLORS.zebra });
    flow.textAt(row.label, MARGIN.left + pad, y - 12, labelStyle);
    row.value.forEach((line, n) => flow.textAt(line, MARGIN.left + pad + labelWidth, y - 12 - n * lineHeight, valueStyle));
    y -= rowHeight;
  });
  flow.y = top - height;
}

/** A framed block of text: the bona fide statement (bold, black) or a warning (red on pink). */
export function drawBoxedText(
  flow: PdfFlow,
  fonts: Fonts,
  text: string,
  options: { heading?: string; tone: 'statement' | 'warning' | 'note' },
): void {
  const pad = 9;
  const tone = {
    statement: { style: { font: fonts.bold, size: 9.5, color: COLORS.text }, border: COLORS.text, fill: undefined, width: 1.5 },
    warning: { style: { font: fonts.regular, size: 9, color: COLORS.text }, border: COLORS.warning, fill: COLORS.warningFill, width: 1 },
    note: { style: { font: fonts.regular, size: 8.5, color: COLORS.text }, border: COLORS.rule, fill: COLORS.fill, width: 0.5 },
  }[options.tone];
  const lineHeight = tone.style.size * 1.38;
  const lines = wrapText(text, tone.style, CONTENT_WIDTH - 2 * pad);
  const headingHeight = options.heading ? 14 : 0;
  const height = lines.length * lineHeight + headingHeight + 2 * pad - 2;
  flow.ensure(height);
  const top = flow.y;
  flow.page.drawRectangle({
    x: MARGIN.left, y: top - height, width: CONTENT_WIDTH, height,
    borderColor: tone.border, borderWidth: tone.width, ...(tone.fill ? { color: tone.fill } : {}),
  });
  let y = top - pad - tone.style.size + 1;
  if (options.heading) {
    const color = options.tone === 'warning' ? COLORS.warning : COLORS.accent;
    flow.textAt(options.heading, MARGIN.left + pad, y, { font: fonts.bold, size: 9, color });
    y -= headingHeight;
  }
  for (const line of lines) {
    flow.textAt(line, MARGIN.left + pad, y, tone.style);
    y -= lineHeight;
  }
  flow.y = top - height;
}
