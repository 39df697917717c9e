import { describe, expect, it } from 'vitest';
import { agreementPdfInput, agreementSignatures, pdfStatusOf } from './agreement-pdf-input';
import { DANIEL, requestDoc, signature } from './loan-test-support';
import { currentAgreement } from './request-agreement';

const maya = signature({ signedAt: '2026-11-02T10:00:00.000Z' });
const daniel = signature({
  signedAt: '2026-11-03T10:00:00.000Z',
  typedFullName: 'Daniel Okafor',
  signerCustomerId: DANIEL.id,
  drawnSignaturePng: 'data:image/png;base64,iVBORw0KGgoAA',
  hasDrawnSignature: true,
});

describe('the PDF input of a request', () => {
  it('is a draft until someone signs, then partially and fully signed, then executed', () => {
    expect(pdfStatusOf(requestDoc({ status: 'tos-accepted' }))).toBe('draft');
    expect(pdfStatusOf(requestDoc({ signatures: { initiator: maya, recipient: null } }))).toBe('partially-signed');
    expect(pdfStatusOf(requestDoc({ status: 'fully-signed', signatures: { initiator: maya, recipient: daniel } }))).toBe('fully-signed');
    expect(pdfStatusOf(requestDoc({ status: 'executed', signatures: { initiator: maya, recipient: daniel } }))).toBe('executed');
  });

  it('lists the signatures in signing order, each as lender or borrower, with the drawn image when there is one', () => {
    const signed = agreementSignatures(requestDoc({ requestType: 'borrow', signatures: { initiator: maya, recipient: daniel } }));
    expect(signed.map((s) => [s.role, s.audit.side, s.audit.name, s.audit.typedFullName])).toEqual([
      ['borrower', 'Borrower', 'Maya Okafor', 'Maya Okafor'],
      ['lender', 'Lender', 'Daniel Okafor', 'Daniel Okafor'],
    ]);
    expect(signed[0]?.drawnSignaturePng).toBeNull();
    expect(signed[1]).toMatchObject({ drawnSignaturePng: daniel.drawnSignaturePng, audit: { ip: '203.0.113.7', consentAt: daniel.consentAt } });
  });

  it('carries the hash of the text being printed', () => {
    const doc = requestDoc();
    const agreement = currentAgreement(doc)!;
    const input = agreementPdfInput(doc, agreement, '2026-11-05T00:00:00.000Z');
    expect(input.documentSha256).toBe(agreement.agreementSha256);
    expect(input.agreement.agreementNumber).toContain('req1');
  });
});
