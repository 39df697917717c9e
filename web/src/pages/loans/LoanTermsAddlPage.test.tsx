import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installLoanApi, renderLoanApp } from '../../features/loans/render-loan-app';
import { localToday } from '../../features/loans/terms-form';
import { loanRequest, READY_TERMS } from '../../features/loans/test-fixtures';
import { MAYA, resetSession, signInAs } from '../../session/test-support';

/** A new request as "Save and continue" leaves it: core terms only, nobody's details yet. */
function newRequest(yourLoanRole: 'borrower' | 'lender') {
  const { governingLawState: _law, disbursement: _handOver, ...core } = READY_TERMS;
  return loanRequest({
    id: 'new1',
    requestType: yourLoanRole === 'borrower' ? 'borrow' : 'lend',
    yourLoanRole,
    // A lender coming back to this page after "Your details": her own state is known, the borrower's not.
    initiatorRequestDetails: yourLoanRole === 'lender' ? { address: { line1: '9 Oak St', city: 'Fresno', state: 'CA', zipCode: '93701' } } : {},
    recipientRequestDetails: yourLoanRole === 'lender' ? { firstName: 'Tomas', lastName: 'Reyes' } : {},
    loanProposalDetails: { ...core, firstPaymentDate: '2099-01-01' },
  });
}

/** "A few more terms" of a new request, opened by Maya on the given side. */
async function openMoreTerms(side: 'borrower' | 'lender') {
  installLoanApi({ 'GET /v1/loanRequest/new1': { status: 200, body: newRequest(side) }, 'GET /v1/customers/me': { status: 200, body: { ...MAYA, hasVerifiedEmail: true } } });
  signInAs(MAYA);
  renderLoanApp('/new1/loan-terms-addl');
  await screen.findByRole('heading', { level: 1, name: 'A few more terms' });
}

const hintOf = (label: string) => {
  const input = screen.getByLabelText(label);
  return (input.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');
};

describe('/{id}/loan-terms-addl: sensible, explained defaults', () => {
  beforeEach(() => {
    resetSession();
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => {
    resetSession();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('suggests handing the money over today, never a day already past, and says so', async () => {
    await openMoreTerms('lender');
    expect((screen.getByLabelText('When') as HTMLInputElement).value).toBe(localToday());
    expect(hintOf('When')).toContain('Interest counts from this day. We suggest today');
  });

  it('for the lender, leaves governing law to choose, asking for the borrower’s state, not the lender’s own', async () => {
    await openMoreTerms('lender');
    expect((screen.getByLabelText('Governing law') as HTMLSelectElement).value).toBe('');
    expect(hintOf('Governing law')).toContain('usually where the borrower lives. Choose the state where Tomas Reyes lives.');
  });

  it('for the borrower, fills in their own state from the profile, and says so', async () => {
    await openMoreTerms('borrower');
    await waitFor(() => expect((screen.getByLabelText('Governing law') as HTMLSelectElement).value).toBe('OR'));
    expect(hintOf('Governing law')).toContain('We filled in Oregon, where you live.');
  });
});
