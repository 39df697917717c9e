import { createHash } from 'node:crypto';
import { loanAgreementOf, loanSignatureStatement, requestAsSignedBy, STATEMENTS_VERSION, type Customer, type LoanRequestResponse } from '@kinloan/domain';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installLoanApi, renderLoanApp } from '../../features/loans/render-loan-app';
import { loanRequest, MAYA_DETAILS } from '../../features/loans/test-fixtures';
import { errorBody, MAYA, resetSession, signInAs } from '../../session/test-support';
import { useLoanStore } from '../../stores/loan-store';

/** The fingerprint the page must send: the agreement as this person's signature leaves it, hashed as the API does. */
function agreementSha(request: LoanRequestResponse, profile: Customer): string {
  const agreement = loanAgreementOf(requestAsSignedBy(request, request.yourRole, profile));
  if (!agreement) throw new Error('the fixture agreement is incomplete');
  return createHash('sha256').update(agreement.fullText, 'utf8').digest('hex');
}

describe('the loan flow pages', () => {
  beforeEach(() => {
    resetSession();
    useLoanStore.getState().clearAll();
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => {
    resetSession();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('a page opened in the wrong status sends the person to where they belong', async () => {
    installLoanApi({
      'GET /v1/loanRequest/req1': { status: 200, body: loanRequest({ status: 'sent', recipientEmail: 'daniel.okafor@example.com' }) },
    });
    signInAs(MAYA);
    const { router } = renderLoanApp('/req1/loan-terms');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sent to Daniel Okafor' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/req1/request-sent');
    // Sent is sent: the last step has its check mark too (issue 18).
    const progress = screen.getByRole('navigation', { name: 'Progress' }).textContent;
    expect(progress).toContain('All steps done');
    expect(progress).toContain('Send (done)');
  });

  it('an unknown request and someone else’s request get a plain explanation', async () => {
    installLoanApi({
      'GET /v1/loanRequest/nope': { status: 404, body: errorBody(404, 'not-found') },
      'GET /v1/loanRequest/theirs': { status: 403, body: errorBody(403, 'forbidden') },
    });
    signInAs(MAYA);
    renderLoanApp('/nope/loan-review');
    expect(await screen.findByRole('heading', { name: 'We can’t find this loan request' })).toBeTruthy();
    renderLoanApp('/theirs/loan-review');
    expect(await screen.findByRole('heading', { name: 'This loan request isn’t yours' })).toBeTruthy();
  });

  it('the recipient reviews the agreement, consents, and goes on to confirm their details', async () => {
    const sent = loanRequest({
      status: 'sent',
      yourRole: 'recipient',
      yourLoanRole: 'lender',
      recipientCustomerId: 'demo-maya',
      initiatorRequestDetails: { ...MAYA_DETAILS, firstName: 'Ada', lastName: 'Obi' },
      recipientRequestDetails: { firstName: 'Maya', lastName: 'Okafor', email: 'maya.okafor@example.com' },
    });
    const reviewed = { ...sent, status: 'recipient-reviewed' as const };
    const consented = { ...sent, status: 'recipient-tos-accepted' as const, consents: { initiator: null, recipient: { acceptedAt: '2026-01-12T10:00:00Z' } } };
    const api = installLoanApi({
      'GET /v1/loanRequest/req1': { status: 200, body: sent },
      'POST /v2/loanRequests/req1/review': { status: 200, body: reviewed },
      'POST /v1/loanRequests/req1/signTos': { status: 200, body: consented },
      'GET /v1/customers/me': { status: 200, body: { ...MAYA, hasVerifiedEmail: true } },
    });
    signInAs(MAYA);
    renderLoanApp('/req1/loan-review');

    expect(await screen.findByRole('heading', { level: 1, name: 'Review the agreement' })).toBeTruthy();
    // The agreement text itself: its title, the parties, the clauses and the schedule.
    expect(screen.getByRole('heading', { name: 'Promissory Note and Loan Agreement' })).toBeTruthy();
    expect(screen.getByText('Ada Obi')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ask for changes' }).getAttribute('href')).toBe('/req1/loan-terms-change');
    expect(screen.getByRole('link', { name: 'Decline' }).getAttribute('href')).toBe('/req1/reject-loan');

    fireEvent.click(screen.getByRole('button', { name: 'Accept and sign' }));
    expect(await screen.findByText('Please tick both boxes to sign online.')).toBeTruthy();
    expect(api.calls.filter((c) => c.method === 'POST')).toHaveLength(0);

    // The terms of service open beside the flow, and the boxes stay ticked when the page is left and opened again.
    const tosLink = screen.getByRole('link', { name: /terms of service/ });
    expect([tosLink.getAttribute('href'), tosLink.getAttribute('target')]).toEqual(['/policies', '_blank']);
    fireEvent.click(screen.getByRole('checkbox', { name: /terms of service/ }));
    fireEvent.click(screen.getByRole('checkbox', { name: /sign it electronically/ }));
    cleanup();
    const again = renderLoanApp('/req1/loan-review');
    expect(await screen.findByRole('heading', { level: 1, name: 'Review the agreement' })).toBeTruthy();
    expect((screen.getByRole('checkbox', { name: /terms of service/ }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('checkbox', { name: /sign it electronically/ }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Accept and sign' }));
    await waitFor(() => expect(again.router.state.location.pathname).toBe('/req1/loan-recipient-party'));
    expect(api.calls.filter((c) => c.method === 'POST').map((c) => c.url)).toEqual([
      '/api/v2/loanRequests/req1/review',
      '/api/v1/loanRequests/req1/signTos',
    ]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Confirm your details' })).toBeTruthy();
    expect(await screen.findByDisplayValue('1420 SE Alder St')).toBeTruthy();
  });

  it('a signature sends the fingerprint of the agreement as it leaves it, and the statement the page showed', async () => {
    const ready = loanRequest({
      status: 'recipient-tos-accepted',
      yourRole: 'recipient',
      yourLoanRole: 'lender',
      recipientCustomerId: 'demo-maya',
      initiatorRequestDetails: { ...MAYA_DETAILS, firstName: 'Ada', lastName: 'Obi' },
      // What Ada typed for Maya; the signature puts Maya's profile (with her address) in its place.
      recipientRequestDetails: { firstName: 'Maya', lastName: 'Okafor', email: 'maya.okafor@example.com' },
    });
    const signed = { ...ready, status: 'awaiting-countersignature' as const, availableActions: [] };
    const api = installLoanApi({
      'GET /v1/loanRequest/req1': () => ({ status: 200, body: api.calls.some((c) => c.url.endsWith('/sign')) ? signed : ready }),
      'POST /v2/loanRequests/req1/sign': { status: 200, body: signed },
      'GET /v1/customers/me': { status: 200, body: { ...MAYA, hasVerifiedEmail: true } },
    });
    signInAs(MAYA);
    const { router } = renderLoanApp('/req1/loan-signature');

    fireEvent.change(await screen.findByLabelText('Your full legal name'), { target: { value: 'Maya Okafor' } });
    expect(screen.getByText(loanSignatureStatement('Maya Okafor').text)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Sign the agreement' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/req1/loan-success'));
    const sign = api.calls.find((c) => c.url.endsWith('/sign'));
    expect(sign?.body).toEqual({ signatureData: { typedFullName: 'Maya Okafor' }, agreementSha256: agreementSha(ready, MAYA), statementsVersion: STATEMENTS_VERSION });
    // Waiting for Ada's countersignature: nothing to finalize on this side.
    expect(await screen.findByRole('heading', { level: 1, name: 'Signed by you' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Finalize the loan' })).toBeNull();
  });

  it('the initiator sees what the other signature changed, and countersigns the final text', async () => {
    const waiting = loanRequest({
      status: 'awaiting-countersignature',
      yourRole: 'initiator',
      recipientCustomerId: 'demo-daniel',
      recipientRequestDetails: { firstName: 'Daniel', middleName: 'James', lastName: 'Okafor', email: 'daniel.okafor@example.com', phone: '+15415550187', address: { line1: '88 Willamette Ave', city: 'Eugene', state: 'OR', zipCode: '97401' } },
      countersignChanges: ['name: Daniel Okafor → Daniel James Okafor'],
    });
    const done = { ...waiting, status: 'fully-signed' as const, countersignChanges: [], availableActions: ['finalize' as const] };
    const api = installLoanApi({
      'GET /v1/loanRequest/req1': () => ({ status: 200, body: api.calls.some((c) => c.url.endsWith('/sign')) ? done : waiting }),
      'POST /v2/loanRequests/req1/sign': { status: 200, body: done },
      'GET /v1/customers/me': { status: 200, body: { ...MAYA, hasVerifiedEmail: true } },
    });
    signInAs(MAYA);
    const { router } = renderLoanApp('/req1/loan-signature');

    expect(await screen.findByRole('heading', { level: 1, name: 'Countersign the agreement' })).toBeTruthy();
    expect(screen.getByRole('list', { name: 'What changed' }).textContent).toContain('Daniel Okafor → Daniel James Okafor');
    expect(screen.getByRole('heading', { name: 'Promissory Note and Loan Agreement' })).toBeTruthy();
    const shown = (await screen.findByTestId('agreement-sha256')).textContent;
    fireEvent.change(await screen.findByLabelText('Your full legal name'), { target: { value: 'Maya Okafor' } });
    fireEvent.click(screen.getByRole('button', { name: 'Countersign the agreement' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/req1/loan-success'));
    // A countersignature covers the text as it stands: the other's details, not the initiator's profile, are in it.
    const sign = api.calls.find((c) => c.url.endsWith('/sign'));
    expect((sign?.body as { agreementSha256: string }).agreementSha256).toBe(agreementSha(waiting, { ...MAYA, firstName: 'Someone', lastName: 'Else' }));
    // One fingerprint: the one shown under the text is the one the signature sent.
    expect(shown).toBe((sign?.body as { agreementSha256: string }).agreementSha256);
    expect(await screen.findByRole('button', { name: 'Finalize the loan' })).toBeTruthy();
  });
});
