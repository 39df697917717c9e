import { describe, expect, it } from 'vitest';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { formatUsd } from '@kinloan/domain';
import type { ErrorAnswerBody } from './support/api';
import { bogusId, createRequest, executed, person, readyTerms, signedByInitiator, v1, type LoanAnswer } from './support/loans';

/** The PDF's text as a viewer extracts it, one string per page. */
async function pdfPages(bytes: Uint8Array): Promise<string[]> {
  const doc = await getDocument({ data: bytes.slice(), isEvalSupported: false, disableFontFace: true, verbosity: 0 }).promise;
  const pages: string[] = [];
  for (let number = 1; number <= doc.numPages; number += 1) {
    const content = await (await doc.getPage(number)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' ').replace(/\s+/g, ' '));
  }
  await doc.destroy();
  return pages;
}

const squeezed = (text: string) => text.replace(/\s+/g, '');

describe('GET /api/v1/loanDocuments/{id}', () => {
  it('gives both parties the executed agreement: terms, schedule totals, signatures and the document hash', async () => {
    const [maya, daniel] = await Promise.all([person({ firstName: 'Maya' }), person({ firstName: 'Daniel' })]);
    const done = await executed(maya, daniel, 'borrow');
    const loan = (await v1<LoanAnswer>('GET', `/loans/${done.id}`, { token: maya.token })).body;

    for (const who of [maya, daniel]) {
      const answer = await v1('GET', `/loanDocuments/${done.id}`, { token: who.token, raw: true });
      expect(answer.status).toBe(200);
      expect(answer.headers.get('content-type')).toBe('application/pdf');
      expect(answer.headers.get('content-disposition')).toBe(`inline; filename="kinloan-agreement-${done.id}.pdf"`);
      expect(new TextDecoder().decode(answer.bytes.slice(0, 5))).toBe('%PDF-');

      const pages = await pdfPages(answer.bytes);
      const text = pages.join('\n');
      expect(pages.length).toBeGreaterThan(1);
      expect(text).toContain('Promissory Note');
      expect(text).toContain(done.id);
      expect(text).toContain('Maya Okafor');
      expect(text).toContain('Daniel Okafor');
      expect(text).toContain('$5,000.00');
      expect(text).toContain(formatUsd(loan.totals.totalPaidCents));
      expect(text).toContain(formatUsd(loan.totals.totalInterestCents));
      expect(text).toContain('1420 SE Alder St');
      expect(squeezed(text)).toContain(loan.agreementSha256);
      expect(squeezed(text)).toContain(done.executedDocument!.textSha256);
      expect(text).not.toContain('DRAFT');
    }
  });

  it('marks an unsigned agreement as a draft', async () => {
    const maya = await person();
    const draft = await createRequest(maya, 'lend');
    const answer = await v1('GET', `/loanDocuments/${draft.id}`, { token: maya.token, raw: true });
    expect(answer.status).toBe(200);
    const pages = await pdfPages(answer.bytes);
    for (const page of pages) expect(page).toContain('DRAFT — NOT SIGNED');
    expect(pages.join('\n')).toContain('No one has signed this agreement yet.');
  });

  it('prints the first signature once the initiator has signed', async () => {
    const maya = await person({ firstName: 'Maya' });
    const signed = await signedByInitiator(maya, 'borrow');
    const answer = await v1('GET', `/loanDocuments/${signed.id}`, { token: maya.token, raw: true });
    const text = (await pdfPages(answer.bytes)).join('\n');
    expect(text).toContain('Signed by one party, awaiting the other');
    expect(squeezed(text)).toContain(signed.signatures.initiator!.agreementSha256);
  });

  it('refuses everyone else: 403 for an outsider, 401 without a token, 404 for an unknown id', async () => {
    const [maya, eve] = await Promise.all([person(), person({ firstName: 'Eve' })]);
    const draft = await createRequest(maya, 'borrow');
    const outsider = await v1<ErrorAnswerBody>('GET', `/loanDocuments/${draft.id}`, { token: eve.token });
    expect(outsider.status).toBe(403);
    expect(outsider.headers.get('content-type')).toMatch(/^application\/json/);
    expect((await v1('GET', `/loanDocuments/${draft.id}`)).status).toBe(401);
    expect((await v1('GET', `/loanDocuments/${bogusId()}`, { token: maya.token })).status).toBe(404);
  });

  it('answers 409 while the terms are too incomplete to print', async () => {
    const maya = await person();
    const draft = await createRequest(maya, 'borrow', { loanProposalDetails: readyTerms({ governingLawState: undefined }) });
    const answer = await v1<ErrorAnswerBody>('GET', `/loanDocuments/${draft.id}`, { token: maya.token });
    expect(answer.status).toBe(409);
    expect(answer.body.error.detail).toMatch(/governing-law state/);
  });
});
