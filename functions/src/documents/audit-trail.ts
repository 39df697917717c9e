import type { SignatureAudit } from '@kinloan/domain';
import { formatInstantUtc } from './agreement-signatures';
import { drawLabelledRow } from './pdf-document';
import { COLORS, type Fonts, type PdfFlow } from './pdf-flow';
import type { DocumentCheck } from './pdf-page-chrome';

const LABEL_WIDTH = 128;

export function auditRow(flow: PdfFlow, fonts: Fonts, label: string, value: string, mono = false): void {
  drawLabelledRow(flow, fonts, label, value, { labelWidth: LABEL_WIDTH, mono });
}

/** Where a signature came from, on one row: the address, any forwarding chain, then the browser. */
function signedFrom(audit: SignatureAudit): string {
  const forwarded = audit.forwardedFor && audit.forwardedFor !== audit.ip ? ` (forwarded for ${audit.forwardedFor})` : '';
  return `IP address ${audit.ip || 'not recorded'}${forwarded}; browser ${audit.userAgent || 'not recorded'}`;
}

export interface AuditedDocument {
  readonly documentSha256: string;
  readonly generatedAt: string;
  readonly status: string;
  readonly textVersion: string;
  /** "agreement" or "letter", for the explanation. */
  readonly noun: string;
  readonly verification?: DocumentCheck | null | undefined;
}

/**
 * The last page's evidence, for the loan agreement and the gift letter alike: for each
 * signature, who signed in (account and verified email), what they typed, the statements they
 * affirmed word for word, when they consented to electronic records, from where, and the
 * fingerprint of exactly the text they signed; then the document's own fingerprint.
 */
export function drawAuditTrail(flow: PdfFlow, fonts: Fonts, audits: readonly SignatureAudit[], document: AuditedDocument): void {
  flow.paragraph(
    `The document SHA-256 is the fingerprint of this ${document.noun}'s canonical text (text version ${document.textVersion}), both parties' details included. ` +
      'Each signature below covers that very text (any other text it covers is printed with it), with what its signer affirmed word for word and where it came from.',
    { font: fonts.regular, size: 8, color: COLORS.muted },
    { keepLines: 99 },
  );
  flow.space(4);
  // Statements every signer affirmed in the same words are printed once; each signer's own below.
  const key = (statement: SignatureAudit['statements'][number]) => `${statement.version}\n${statement.text}`;
  const shared = audits.length > 1 ? (audits[0]?.statements ?? []).filter((statement) => audits.every((audit) => audit.statements.some((s) => key(s) === key(statement)))) : [];
  const sharedKeys = new Set(shared.map(key));
  for (const statement of shared) auditRow(flow, fonts, `All affirmed (${statement.version})`, `“${statement.text}”`);
  if (shared.length > 0) flow.space(4);
  if (audits.length === 0) {
    flow.paragraph(`No one has signed this ${document.noun} yet.`, { font: fonts.oblique, size: 9, color: COLORS.muted });
    flow.space(8);
  }
  audits.forEach((audit, index) => {
    flow.ensure(120);
    flow.paragraph(`${index + 1}. ${audit.side}: ${audit.name}, typed as “${audit.typedFullName}”`, { font: fonts.bold, size: 9.5 });
    flow.space(3);
    auditRow(
      flow,
      fonts,
      'Signed',
      `${formatInstantUtc(audit.signedAt)}, signed in as ${audit.signerEmail ?? 'an email not recorded'} (account ${audit.signerCustomerId})`,
    );
    // Consent given on the signature page itself carries the signature's own time.
    if (audit.consentAt && audit.consentAt !== audit.signedAt) auditRow(flow, fonts, 'Consent to e-records at', formatInstantUtc(audit.consentAt));
    for (const statement of audit.statements.filter((s) => !sharedKeys.has(key(s)))) {
      auditRow(flow, fonts, `Affirmed (${statement.version})`, `“${statement.text}”`);
    }
    if (audit.drawnSignatureSha256) auditRow(flow, fonts, 'Drawn signature SHA-256', audit.drawnSignatureSha256, true);
    auditRow(flow, fonts, 'From', signedFrom(audit));
    if (audit.documentSha256 !== document.documentSha256) auditRow(flow, fonts, 'Signed text SHA-256', audit.documentSha256, true);
    flow.space(4);
  });
  drawDocumentFingerprint(flow, fonts, document);
}

/** The closing rows of every document's audit trail: its fingerprint, status and verification code. */
export function drawDocumentFingerprint(flow: PdfFlow, fonts: Fonts, document: Omit<AuditedDocument, 'textVersion' | 'noun'>): void {
  // The closing rows stay together on one page.
  flow.ensure(document.verification ? 52 : 40);
  flow.space(2);
  flow.rule();
  flow.space(4);
  auditRow(flow, fonts, 'Document SHA-256', document.documentSha256, true);
  auditRow(flow, fonts, 'Document status', `${document.status}; this copy generated ${formatInstantUtc(document.generatedAt)}`);
  if (document.verification) auditRow(flow, fonts, 'Verification code', `${document.verification.code}, checked by anyone at ${document.verification.checkUrl}`);
}
