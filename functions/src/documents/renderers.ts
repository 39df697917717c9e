import type { GiftLetterPdfInput } from './gift-letter-pdf';
import type { AgreementPdfInput } from './loan-agreement-pdf';
import type { PayoffLetterPdfInput } from './payoff-letter-pdf';
import type { TaxStatementPdfInput } from './tax-statement-pdf';

/**
 * The PDF renderers, loaded on first use: pdf-lib alone takes about 115 ms to load, and only
 * the calls that print or keep a document need it, so no other call's cold start pays for it.
 */

export async function renderLoanAgreementPdf(input: AgreementPdfInput): Promise<Uint8Array> {
  const renderer = await import('./loan-agreement-pdf');
  return renderer.renderLoanAgreementPdf(input);
}

export async function renderGiftLetterPdf(input: GiftLetterPdfInput): Promise<Uint8Array> {
  const renderer = await import('./gift-letter-pdf');
  return renderer.renderGiftLetterPdf(input);
}

export async function renderPayoffLetterPdf(input: PayoffLetterPdfInput): Promise<Uint8Array> {
  const renderer = await import('./payoff-letter-pdf');
  return renderer.renderPayoffLetterPdf(input);
}

export async function renderTaxStatementPdf(input: TaxStatementPdfInput): Promise<Uint8Array> {
  const renderer = await import('./tax-statement-pdf');
  return renderer.renderTaxStatementPdf(input);
}
