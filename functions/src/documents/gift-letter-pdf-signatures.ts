import type { GiftLetter, GiftParty, SignatureAudit } from '@kinloan/domain';
import { embedDrawnSignature, formatInstantUtc } from './agreement-signatures';
import { COLORS, CONTENT_WIDTH, MARGIN, wrapText, type Fonts, type PdfFlow, type TextStyle } from './pdf-flow';

/** One signature as the letter's signature block prints it, with the evidence for the last page. */
export interface GiftLetterSignature {
  readonly party: GiftParty;
  readonly audit: SignatureAudit;
  /** data:image/png;base64,..., or null when only the typed name was given. */
  readonly drawnSignaturePng: string | null;
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
  signatures: readonly GiftLetterSignature[],
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
      const mark = wrapText(`/${signature.audit.typedFullName}/`, { font: fonts.oblique, size: 15 }, width - 8)[0] ?? '';
      flow.textAt(mark, x + 4, lineY + 9, { font: fonts.oblique, size: 15, color: COLORS.accent });
    } else {
      flow.textAt('Not signed yet', x + 4, lineY + 9, { font: fonts.oblique, size: 10, color: COLORS.muted });
    }
    flow.page.drawLine({ start: { x, y: lineY }, end: { x: x + width, y: lineY }, thickness: 0.75, color: COLORS.text });
    const nameStyle: TextStyle = { font: fonts.bold, size: 10 };
    flow.textAt(wrapText(name, nameStyle, width)[0] ?? '', x, lineY - 13, nameStyle);
    flow.textAt(partyTitle(party), x, lineY - 25, { font: fonts.regular, size: 8.5, color: COLORS.muted });
    const dated = signature ? `Signed electronically ${formatInstantUtc(signature.audit.signedAt)}` : 'Date: awaiting signature';
    for (const [n, line] of wrapText(dated, { font: fonts.regular, size: 8.5 }, width).entries()) {
      flow.textAt(line, x, lineY - 39 - n * 11, { font: fonts.regular, size: 8.5 });
    }
  }
  flow.y = top - BLOCK_HEIGHT;
}
