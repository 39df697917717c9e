import { partyLegalName, type AgreementParty, type LoanAgreement } from '@kinloan/domain';
import type { PDFDocument, PDFImage } from 'pdf-lib';
import { drawLabelledRow } from './pdf-document';
import { COLORS, CONTENT_WIDTH, MARGIN, wrapText, type Fonts, type PdfFlow } from './pdf-flow';

export interface AgreementSignatureAudit {
  role: 'lender' | 'borrower';
  name: string;
  typedFullName: string;
  signedAt: string /* ISO */;
  consentAt: string | null;
  ip: string;
  userAgent: string;
  agreementSha256: string;
  termsSha256: string;
  drawnSignaturePng?: string /* data:image/png;base64,... */;
}

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** "January 15, 2026 at 18:32:07 UTC"; anything unparseable is printed as given. */
export function formatInstantUtc(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const time = date.toISOString().slice(11, 19);
  return `${MONTHS[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()} at ${time} UTC`;
}

const PNG_DATA_URL = /^data:image\/png;base64,(.+)$/s;

/**
 * The drawn signature, if any and if it decodes. A broken image must not make the whole
 * agreement unprintable: the typed name and the audit trail are the signature of record.
 */
export async function embedDrawnSignature(doc: PDFDocument, dataUrl: string | undefined): Promise<PDFImage | null> {
  const base64 = dataUrl ? PNG_DATA_URL.exec(dataUrl)?.[1] : undefined;
  if (!base64) return null;
  try {
    return await doc.embedPng(Buffer.from(base64, 'base64'));
  } catch {
    return null;
  }
}

const roleTitle = (role: AgreementParty['role']) => (role === 'lender' ? 'Lender' : 'Borrower');

const BLOCK_HEIGHT = 104;
const SIGNATURE_AREA = { width: 230, height: 52 };

async function drawSignatureBlock(
  flow: PdfFlow,
  fonts: Fonts,
  party: AgreementParty,
  signature: AgreementSignatureAudit | undefined,
): Promise<void> {
  flow.ensure(BLOCK_HEIGHT);
  const top = flow.y;
  const x = MARGIN.left;
  const lineY = top - 18 - SIGNATURE_AREA.height;
  flow.textAt(roleTitle(party.role).toUpperCase(), x, top - 10, { font: fonts.bold, size: 8, color: COLORS.accent });

  const image = signature ? await embedDrawnSignature(flow.doc, signature.drawnSignaturePng) : null;
  if (image) {
    const fitted = image.scaleToFit(SIGNATURE_AREA.width, SIGNATURE_AREA.height);
    flow.page.drawImage(image, { x: x + 4, y: lineY + 3, width: fitted.width, height: fitted.height });
  } else if (signature) {
    // Without a drawing, the typed name is the signature mark, set like one.
    flow.textAt(`/${signature.typedFullName}/`, x + 4, lineY + 10, { font: fonts.oblique, size: 16, color: COLORS.accent });
  } else {
    flow.textAt('Not signed yet', x + 4, lineY + 10, { font: fonts.oblique, size: 10, color: COLORS.muted });
  }
  flow.page.drawLine({ start: { x, y: lineY }, end: { x: x + SIGNATURE_AREA.width + 20, y: lineY }, thickness: 0.75, color: COLORS.text });
  flow.textAt(signature?.name || partyLegalName(party), x, lineY - 13, { font: fonts.bold, size: 10 });
  flow.textAt(roleTitle(party.role), x, lineY - 25, { font: fonts.regular, size: 8.5, color: COLORS.muted });

  const detailX = x + SIGNATURE_AREA.width + 44;
  const detailWidth = CONTENT_WIDTH - (detailX - x);
  const details: [string, string][] = signature
    ? [
        ['Typed signature', signature.typedFullName],
        ['Signed electronically', formatInstantUtc(signature.signedAt)],
        ['Consented to e-records', signature.consentAt ? formatInstantUtc(signature.consentAt) : 'Not recorded'],
      ]
    : [['Status', 'Awaiting signature']];
  let y = top - 26;
  for (const [label, value] of details) {
    flow.textAt(label, detailX, y, { font: fonts.regular, size: 7.5, color: COLORS.muted });
    for (const line of wrapText(value, { font: fonts.bold, size: 9 }, detailWidth)) {
      y -= 11;
      flow.textAt(line, detailX, y, { font: fonts.bold, size: 9 });
    }
    y -= 13;
  }
  flow.y = top - BLOCK_HEIGHT;
}

export async function drawSignatures(
  flow: PdfFlow,
  fonts: Fonts,
  agreement: LoanAgreement,
  signatures: readonly AgreementSignatureAudit[],
): Promise<void> {
  for (const party of [agreement.parties.lender, agreement.parties.borrower]) {
    await drawSignatureBlock(flow, fonts, party, signatures.find((signature) => signature.role === party.role));
  }
}

const LABEL_WIDTH = 150;

function auditRow(flow: PdfFlow, fonts: Fonts, label: string, value: string, mono = false): void {
  drawLabelledRow(flow, fonts, label, value, { labelWidth: LABEL_WIDTH, mono });
}

/** Who signed, when, from where, and the fingerprints of exactly what they signed. */
export function drawAuditTrail(
  flow: PdfFlow,
  fonts: Fonts,
  signatures: readonly AgreementSignatureAudit[],
  document: { documentSha256: string; generatedAt: string; status: string; textVersion: string },
): void {
  flow.paragraph(
    `The document SHA-256 is the fingerprint of this agreement's canonical text (text version ${document.textVersion}), ` +
      "parties' details included. Each signature records the fingerprint of the text its signer saw (agreement SHA-256) " +
      'and of the terms and clauses alone (terms SHA-256). The first signer may sign before the other party completes ' +
      'their contact details; matching terms fingerprints show that both signatures cover the same terms.',
    { font: fonts.regular, size: 8, color: COLORS.muted },
    { keepLines: 99 },
  );
  flow.space(4);
  if (signatures.length === 0) {
    flow.paragraph('No one has signed this agreement yet.', { font: fonts.oblique, size: 9, color: COLORS.muted });
    flow.space(8);
  }
  signatures.forEach((signature, index) => {
    flow.ensure(110);
    flow.paragraph(`${index + 1}. ${roleTitle(signature.role)}: ${signature.name}`, { font: fonts.bold, size: 9.5 });
    flow.space(3);
    auditRow(flow, fonts, 'Typed full legal name', signature.typedFullName);
    auditRow(flow, fonts, 'Signed at', formatInstantUtc(signature.signedAt));
    auditRow(flow, fonts, 'Consent to e-records at', signature.consentAt ? formatInstantUtc(signature.consentAt) : 'Not recorded');
    auditRow(flow, fonts, 'IP address', signature.ip || 'Not recorded');
    auditRow(flow, fonts, 'User agent', signature.userAgent || 'Not recorded');
    auditRow(flow, fonts, 'Agreement SHA-256', signature.agreementSha256, true);
    auditRow(flow, fonts, 'Terms SHA-256', signature.termsSha256, true);
    flow.space(6);
  });
  flow.ensure(70);
  flow.space(2);
  flow.rule();
  flow.space(4);
  auditRow(flow, fonts, 'Document SHA-256', document.documentSha256, true);
  auditRow(flow, fonts, 'Document status', document.status);
  auditRow(flow, fonts, 'Generated at', formatInstantUtc(document.generatedAt));
}
