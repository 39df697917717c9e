import { File as NodeFile } from 'node:buffer';
import { createHash } from 'node:crypto';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { VerificationResponse } from '@kinloan/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { errorBody, resetSession, scriptedFetch } from '../../session/test-support';
import { renderApp } from '../../test/render-app';

const PDF_BYTES = new TextEncoder().encode('%PDF-1.7 the executed gift letter');
const KEPT_SHA256 = createHash('sha256').update(PDF_BYTES).digest('hex');

const GIFT_LETTER: VerificationResponse = {
  code: '7K3M-Q9XD-2PHA',
  documentKind: 'gift-letter',
  executedOn: '2026-11-20',
  parties: [
    { role: 'Donor', initials: 'G. I. O.' },
    { role: 'Gift recipient', initials: 'M. O.' },
  ],
  giftAmountCents: 2_500_000,
  textSha256: 'a'.repeat(64),
  pdfSha256: KEPT_SHA256,
};

function stubApi(routes: Parameters<typeof scriptedFetch>[0]) {
  const scripted = scriptedFetch(routes);
  vi.stubGlobal('fetch', scripted.fetch);
  return scripted.calls;
}

function choose(bytes: Uint8Array, name: string) {
  const input = screen.getByLabelText('Check the file too (optional)');
  // Node's File: jsdom's has no arrayBuffer(), which every browser's has.
  fireEvent.change(input, { target: { files: [new NodeFile([bytes], name, { type: 'application/pdf' })] } });
}

describe('/verify', () => {
  beforeEach(() => {
    resetSession();
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('checks the code from the link on the document, without signing in, and shows only what the check gives', async () => {
    const calls = stubApi({ 'GET /v1/verify/7K3MQ9XD2PHA': { status: 200, body: GIFT_LETTER } });
    renderApp('/verify?code=7K3M-Q9XD-2PHA');
    expect(await screen.findByRole('heading', { name: /Genuine: executed on Kinloan/ })).toBeTruthy();
    expect(screen.getByText('Gift letter')).toBeTruthy();
    expect(screen.getAllByText('November 20, 2026').length).toBeGreaterThan(0);
    expect(screen.getByText('G. I. O.')).toBeTruthy();
    expect(screen.getByText('M. O.')).toBeTruthy();
    expect(screen.getByText('$25,000.00')).toBeTruthy();
    expect(calls).toHaveLength(1);
    expect(calls[0]?.headers.Authorization).toBeUndefined();
  });

  it('says a payoff letter was issued from the confirmed payments, not signed by both', async () => {
    const payoff: VerificationResponse = {
      ...GIFT_LETTER,
      documentKind: 'payoff-letter',
      parties: [
        { role: 'Lender', initials: 'D. O.' },
        { role: 'Borrower', initials: 'M. O.' },
      ],
      giftAmountCents: null,
    };
    stubApi({ 'GET /v1/verify/7K3MQ9XD2PHA': { status: 200, body: payoff } });
    renderApp('/verify?code=7K3M-Q9XD-2PHA');
    const result = await screen.findByTestId('verify-result');
    expect(result.textContent).toContain('belongs to a payoff and release letter Kinloan issued for a loan marked paid off');
    expect(result.textContent).not.toContain('both parties signed');
    expect(screen.getByText('Payoff and release letter')).toBeTruthy();
  });

  it('says a file is the very one kept, and that an altered one is not, hashing it here', async () => {
    const calls = stubApi({ 'GET /v1/verify/7K3MQ9XD2PHA': { status: 200, body: GIFT_LETTER } });
    renderApp('/verify?code=7K3MQ9XD2PHA');
    await screen.findByTestId('verify-result');
    choose(PDF_BYTES, 'gift-letter.pdf');
    expect((await screen.findByTestId('file-match')).textContent).toContain('gift-letter.pdf is the very file executed.');
    const altered = PDF_BYTES.slice();
    altered[altered.length - 1] = 0x21;
    choose(altered, 'edited.pdf');
    await waitFor(() => expect(screen.getByTestId('file-match').textContent).toContain('edited.pdf is not the file Kinloan kept.'));
    // Only the code lookup went out: the file never did.
    expect(calls).toHaveLength(1);
  });

  it('refuses a code that cannot be one before asking, and shows the API’s words for one nobody was given', async () => {
    const calls = stubApi({
      'GET /v1/verify/ZZZZZZZZZZZZ': {
        status: 404,
        body: errorBody(404, 'not-found', { detail: 'No Kinloan document has this verification code. Check the code against the foot of the document’s pages.' }),
      },
    });
    renderApp('/verify');
    await screen.findByRole('heading', { name: 'Check a Kinloan document' });
    fireEvent.change(screen.getByLabelText(/Verification code/), { target: { value: '7K3M-Q9XD' } });
    fireEvent.click(screen.getByRole('button', { name: 'Check the code' }));
    expect(await screen.findByText(/^A verification code has 12 letters and digits/)).toBeTruthy();
    expect(calls).toHaveLength(0);

    fireEvent.change(screen.getByLabelText(/Verification code/), { target: { value: 'zzzz zzzz zzzz' } });
    fireEvent.click(screen.getByRole('button', { name: 'Check the code' }));
    expect(await screen.findByText(/^No Kinloan document has this verification code/)).toBeTruthy();
    expect(calls.map((call) => call.url)).toEqual(['/api/v1/verify/ZZZZZZZZZZZZ']);
    expect(screen.queryByTestId('verify-result')).toBeNull();
  });
});
