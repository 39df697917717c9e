import type { GiftLetter, GiftParty } from '@kinloan/domain';
import { embedDrawnSignature, formatInstantUtc } from './agreement-signatures';
import { drawLabelledRow } from './pdf-document';
import { COLORS, CONTENT_WIDTH, MARGIN, wrapText, type Fonts, type PdfFlow, type TextStyle } from './pdf-flow';

/** One signature as the event log recorded it: what the PDF's signature block and audit trail print. */
export interface GiftSignatureAudit {
  readonly party: GiftParty;
  /** The signer's legal name as the letter names them. */
  readonly name: string;
  readonly typedFullName: string;
  readonly signedAt: string /* ISO */;
  readonly ip: string;
  readonly userAgent: string;
  readonly consentToElectronicRecords: boolean;
  readonly confirmNoRepaymentExpected: boolean;
  readonly documentSha256: string;
  readonly termsSha256: string;
  readonly drawnSignaturePng?: string | undefined /* data:image/png;base64,... */;
}

export const partyTitle = (party: GiftParty) => (party === 'donor' ? 'Donor' : 'Gift Recipient');

const BLOCK_HEIGHT = 118;
const SIGNATURE_AREA_HEIGHT = 46;
const GAP = 20;

/** Donor and gift recipient side by side: the mark, the line, the name, the date. */
export async function drawGiftSignatureBlocks(
  flow: PdfFlow,
  fonts: Fonts,
  letter: GiftLetter,
  signatures: readonly GiftSignatureAudit[],
): Promise<void> {
  flow.ensure(BLOCK_HEIGHT);
  const top = flow.y;
  const width = (CONTENT_WIDTH - GAP) / 2;
  const people: [GiftParty, string][] = [
    ['donor', letter.donor.name],
    ['gift-recipient', letter.recipient.name],
  ];
  for (const [index, [party, name]] of people.entries()) {
    const x = MARGIN.left + index * (width + GAP);
    const signature = signatures.find((s) => s.party === party);
    const lineY = top - 16 - SIGNATURE_AREA_HEIGHT;
    flow.textAt(`${partyTitle(party).toUpperCase()}'S SIGNATURE`, x, top - 10, { font: fonts.bold, size: 8, color: COLORS.accent });
    const image = signature ? await embedDrawnSignature(flow.doc, signature.drawnSignaturePng) : null;
    if (image) {
      const fitted = image.scaleToFit(width - 20, SIGNATURE_AREA_HEIGHT - 4);
      flow.page.drawImage(image, { x: x + 4, y: lineY + 3, width: fitted.width, height: fitted.height });
    } else if (signature) {
      // Without a drawing, the typed name is the signature mark, set like one.
      const mark = wrapText(`/${signature.typedFullName}/`, { font: fonts.oblique, size: 15 }, width - 8)[0] ?? '';
      flow.textAt(mark, x + 4, lineY + 9, { font: fonts.oblique, size: 15, color: COLORS.accent });
    } else {
      flow.textAt('Not signed yet', x + 4, lineY + 9, { font: fonts.oblique, size: 10, color: COLORS.muted });
    }
    flow.page.drawLine({ start: { x, y: lineY }, end: { x: x + width, y: lineY }, thickness: 0.75, color: COLORS.text });
    const nameStyle: TextStyle = { font: fonts.bold, size: 10 };
    flow.textAt(wrapText(name, nameStyle, width)[0] ?? '', x, lineY - 13, nameStyle);
    flow.textAt(partyTitle(party), x, lineY - 25, { font: fonts.regular, size: 8.5, color: COLORS.muted });
    const dated = signature ? `Signed electronically ${formatInstantUtc(signature.signedAt)}` : 'Date: awaiting signature';
    for (const [n, line] of wrapText(dated, { font: fonts.regular, size: 8.5 }, width).entries()) {
      flow.textAt(line, x, lineY - 39 - n * 11, { font: fonts.regular, size: 8.5 });
    }
  }
  flow.y = top - BLOCK_HEIGHT;
}

const LABEL_WIDTH = 160;

function auditRow(flow: PdfFlow, fonts: Fonts, label: string, value: string, mono = false): void {
  drawLabelledRow(flow, fonts, label, value, { labelWidth: LABEL_WIDTH, mono });
}

const yes = (value: boolean) => (value ? 'Yes' : 'Not recorded');

/** Who signed, when, from where, what they acknowledged, and the fingerprints of what they signed. */
export function drawGiftAuditTrail(
  flow: PdfFlow,
  fonts: Fonts,
  signatures: readonly GiftSignatureAudit[],
  document: { documentSha256: string; generatedAt: string; status: string; textVersion: string },
): void {
  flow.paragraph(
    `The document SHA-256 is the fingerprint of this letter's canonical text (text version ${document.textVersion}). ` +
      'Each signature records the fingerprint of the text its signer saw (letter SHA-256) and of the letter without ' +
      "the gift recipient's name and address (gift SHA-256). A donor who starts a letter signs it before naming the " +
      'recipient; matching gift fingerprints show that both signatures cover the same gift.',
    { font: fonts.regular, size: 8, color: COLORS.muted },
    { keepLines: 99 },
  );
  flow.space(4);
  if (signatures.length === 0) {
    flow.paragraph('No one has signed this letter yet.', { font: fonts.oblique, size: 9, color: COLORS.muted });
    flow.space(8);
  }
  signatures.forEach((signature, index) => {
    flow.ensure(130);
    flow.paragraph(`${index + 1}. ${partyTitle(signature.party)}: ${signature.name}`, { font: fonts.bold, size: 9.5 });
    flow.space(3);
    auditRow(flow, fonts, 'Typed full legal name', signature.typedFullName);
    auditRow(flow, fonts, 'Signed at', formatInstantUtc(signature.signedAt));
    auditRow(flow, fonts, 'Consented to e-records', yes(signature.consentToElectronicRecords));
    auditRow(flow, fonts, 'Confirmed no repayment', yes(signature.confirmNoRepaymentExpected));
    auditRow(flow, fonts, 'IP address', signature.ip || 'Not recorded');
    auditRow(flow, fonts, 'User agent', signature.userAgent || 'Not recorded');
    auditRow(flow, fonts, 'Letter SHA-256', signature.documentSha256, true);
    auditRow(flow, fonts, 'Gift SHA-256', signature.termsSha256, true);
    flow.space(6);
  });
  flow.ensure(60);
  flow.space(2);
  flow.rule();
  flow.space(4);
  auditRow(flow, fonts, 'Document SHA-256', document.documentSha256, true);
  auditRow(flow, fonts, 'Document status', document.status);
  auditRow(flow, fonts, 'Generated at', formatInstantUtc(document.generatedAt));
}
