import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installLoanApi, renderLoanApp } from '../../features/loans/render-loan-app';
import { loanRequest, MAYA_DETAILS } from '../../features/loans/test-fixtures';
import { errorBody, MAYA, resetSession, signInAs } from '../../session/test-support';
import { useLoanStore } from '../../stores/loan-store';

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
});
