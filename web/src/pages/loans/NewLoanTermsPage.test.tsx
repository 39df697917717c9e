import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installLoanApi, renderLoanApp } from '../../features/loans/render-loan-app';
import { loanRequest } from '../../features/loans/test-fixtures';
import { MAYA, resetSession, signInAs, type FetchCall } from '../../session/test-support';
import { useLoanStore } from '../../stores/loan-store';

const fill = (label: string | RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('/loan-terms', () => {
  beforeEach(() => {
    resetSession();
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => {
    resetSession();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('asks whether to borrow or lend when the request type is missing or unknown', async () => {
    signInAs(MAYA);
    renderLoanApp('/loan-terms?requestType=gift');
    expect(await screen.findByRole('heading', { level: 1, name: 'What would you like to do?' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'I want to borrow' }).getAttribute('href')).toBe('/loan-terms?requestType=borrow');
    expect(screen.getByRole('link', { name: 'I want to lend' }).getAttribute('href')).toBe('/loan-terms?requestType=lend');
  });

  it('in one column (a phone), shows the payment preview before “Save and continue”, not below it', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes('max-width'), media: query, addEventListener: () => undefined, removeEventListener: () => undefined }));
    signInAs(MAYA);
    renderLoanApp('/loan-terms?requestType=borrow');
    await screen.findByRole('heading', { level: 1, name: 'How much would you like to borrow?' });
    const preview = screen.getByRole('heading', { name: 'Payment preview' });
    const save = screen.getByRole('button', { name: 'Save and continue' });
    expect(preview.closest('form')).toBe(save.closest('form'));
    expect(preview.compareDocumentPosition(save) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('starts from nothing: the open request is reset', async () => {
    useLoanStore.getState().setCurrentLoanRequest(loanRequest());
    signInAs(MAYA);
    renderLoanApp('/loan-terms?requestType=borrow');
    await screen.findByRole('heading', { level: 1, name: 'How much would you like to borrow?' });
    expect(useLoanStore.getState().currentLoanRequest).toBeNull();
  });

  it('previews the payments live as the terms are typed, and warns about imputed interest', async () => {
    signInAs(MAYA);
    renderLoanApp('/loan-terms?requestType=borrow');
    await screen.findByRole('heading', { level: 1, name: 'How much would you like to borrow?' });
    const preview = within(screen.getByRole('region', { name: 'Payment preview' }));
    expect(preview.getByText(/Fill in the amount, rate, term and first payment date/)).toBeTruthy();

    fill('Loan amount', '12,000');
    fill('Annual interest rate', '5');
    fill('Term', '24');
    fill('First payment date', '2026-03-01');
    expect(preview.getByText('Monthly payment').nextElementSibling?.textContent).toBe('$526.46');
    expect(preview.getByText('Total interest').nextElementSibling?.textContent).toBe('$634.93');
    // The first rows, and the whole schedule behind "Show all".
    expect(preview.getAllByRole('table')[0]!.querySelectorAll('tbody tr')).toHaveLength(3);
    expect(preview.getByText('Show all 24 payments')).toBeTruthy();

    fill('Annual interest rate', '4');
    expect(preview.getByText('Monthly payment').nextElementSibling?.textContent).toBe('$521.10');
    expect(screen.queryByRole('heading', { name: 'A note about taxes' })).toBeNull();

    // Over $10,000 at 0%: below the AFR, so a calm warning about imputed interest.
    fill('Annual interest rate', '0');
    expect(await screen.findByRole('heading', { name: 'A note about taxes' })).toBeTruthy();
    expect(screen.getByText(/below the IRS Applicable Federal Rate/)).toBeTruthy();
  });

  it('names each mistake next to its field and sends nothing', async () => {
    const api = installLoanApi({});
    signInAs(MAYA);
    renderLoanApp('/loan-terms?requestType=lend');
    await screen.findByRole('heading', { level: 1, name: 'How much would you like to lend?' });
    fill('Loan amount', '20,000,000');
    fill('Annual interest rate', 'five');
    fill('Term', '24');
    fireEvent.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(await screen.findByText('Enter the rate as a percentage with up to two decimals, for example 5 or 4.25.')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Annual interest rate')));

    fill('Annual interest rate', '5');
    fireEvent.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(await screen.findByText('Loan amount must be at most $10,000,000.00.')).toBeTruthy();
    expect(screen.getByText('Purpose of the loan is required.')).toBeTruthy();
    expect(api.calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });

  it('creates the draft with the typed terms and goes on to the more terms', async () => {
    let posted: FetchCall | undefined;
    const created = loanRequest({ id: 'new1', recipientRequestDetails: {}, loanProposalDetails: { ...loanRequest().loanProposalDetails, governingLawState: undefined, disbursement: undefined } });
    installLoanApi({
      'POST /v1/loanRequest': (call) => {
        posted = call;
        return { status: 201, body: created };
      },
      'GET /v1/loanRequest/new1': { status: 200, body: created },
    });
    signInAs(MAYA);
    const { router } = renderLoanApp('/loan-terms?requestType=borrow');
    await screen.findByRole('heading', { level: 1, name: 'How much would you like to borrow?' });
    fill('Loan amount', '$12,000');
    fill('Annual interest rate', '5%');
    fill('Term', '24');
    fill('First payment date', '2026-03-01');
    fill('What is the loan for?', ' Car repair ');
    fireEvent.click(screen.getByRole('button', { name: 'Save and continue' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/new1/loan-terms-addl'));
    expect(posted?.body).toEqual({
      requestType: 'borrow',
      status: 'draft',
      initiatingCustomerId: MAYA.id,
      initiatorRequestDetails: {},
      recipientRequestDetails: {},
      loanProposalDetails: {
        principalCents: 1_200_000,
        annualRateBps: 500,
        termMonths: 24,
        firstPaymentDate: '2026-03-01',
        purpose: 'Car repair',
        lateFeeCents: 0,
        lateFeeGraceDays: 10,
        prepaymentAllowed: true,
        extraPaymentMode: 'keep-payment-shorten-term',
      },
    });
    expect(useLoanStore.getState().currentLoanRequest?.id).toBe('new1');
    expect(await screen.findByRole('heading', { level: 1, name: 'A few more terms' })).toBeTruthy();
  });
});
