import { isEmbeddableSignaturePng, partyLegalName, type AgreementParty, type LoanAgreement, type SignatureAudit } from '@kinloan/domain';
import type { PDFDocument, PDFImage } from 'pdf-lib';
import { COLORS, CONTENT_WIDTH, MARGIN, wrapText, type Fonts, type PdfFlow } from './pdf-flow';

/** One signature as the agreement's signature block prints it, with the evidence for the last page. */
export interface AgreementSignature {
  readonly role: 'lender' | 'borrower';
  readonly audit: SignatureAudit;
  /** data:image/png;base64,..., or null when only the typed name was given. */
  readonly drawnSignaturePng: string | null;
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
export async function embedDrawnSignature(doc: PDFDocument, dataUrl: string | null | undefined): Promise<PDFImage | null> {
  const base64 = dataUrl ? PNG_DATA_URL.exec(dataUrl)?.[1] : undefined;
  // Signatures are checked when made; this guards anything stored before the size cap.
  if (!base64 || !isEmbeddableSignaturePng(base64)) return null;
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
  signature: AgreementSignature | undefined,
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
    flow.textAt(`/${signature.audit.typedFullName}/`, x + 4, lineY + 10, { font: fonts.oblique, size: 16, color: COLORS.accent });
  } else {
    flow.textAt('Not signed yet', x + 4, lineY + 10, { font: fonts.oblique, size: 10, color: COLORS.muted });
  }
  flow.page.drawLine({ start: { x, y: lineY }, end: { x: x + SIGNATURE_AREA.width + 20, y: lineY }, thickness: 0.75, color: COLORS.text });
  flow.textAt(signature?.audit.name || partyLegalName(party), x, lineY - 13, { font: fonts.bold, size: 10 });
  flow.textAt(roleTitle(party.role), x, lineY - 25, { font: fonts.regular, size: 8.5, color: COLORS.muted });

  const detailX = x + SIGNATURE_AREA.width + 44;
  const detailWidth = CONTENT_WIDTH - (detailX - x);
  const details: [string, string][] = signature
    ? [
        ['Typed signature', signature.audit.typedFullName],
        ['Signed electronically', formatInstantUtc(signature.audit.signedAt)],
        ['Signed in as', signature.audit.signerEmail ?? 'Not recorded'],
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
  signatures: readonly AgreementSignature[],
): Promise<void> {
  for (const party of [agreement.parties.lender, agreement.parties.borrower]) {
    await drawSignatureBlock(flow, fonts, party, signatures.find((signature) => signature.role === party.role));
  }
}
