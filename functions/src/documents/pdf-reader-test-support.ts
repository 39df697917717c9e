// Test-only: reads a PDF back the way a viewer would, with pdfjs-dist.
import { getDocument, OPS } from 'pdfjs-dist/legacy/build/pdf.mjs';

export interface ParsedPdf {
  readonly pages: string[];
  readonly text: string;
  readonly imagesPerPage: number[];
  readonly info: Record<string, unknown>;
}

export async function parsePdf(bytes: Uint8Array): Promise<ParsedPdf> {
  // pdfjs takes ownership of the buffer it is given; hand it a copy.
  const doc = await getDocument({ data: bytes.slice(), isEvalSupported: false, disableFontFace: true, verbosity: 0 }).promise;
  const pages: string[] = [];
  const imagesPerPage: number[] = [];
  for (let number = 1; number <= doc.numPages; number += 1) {
    const page = await doc.getPage(number);
    const content = await page.getTextContent();
    const text = content.items.map((item) => ('str' in item ? item.str : '')).join(' ');
    pages.push(text.replace(/\s+/g, ' ').trim());
    const operators = await page.getOperatorList();
    imagesPerPage.push(operators.fnArray.filter((fn) => fn === OPS.paintImageXObject).length);
  }
  const metadata = await doc.getMetadata();
  await doc.destroy();
  return { pages, text: pages.join('\n'), imagesPerPage, info: metadata.info as Record<string, unknown> };
}
