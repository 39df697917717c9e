import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installLoanApi } from '../../features/loans/render-loan-app';
import { listedLoan, loanRequest } from '../../features/loans/test-fixtures';
import { renderAccountApp as renderApp } from '../../session/render-account-app';
import { MAYA, resetSession, signInAs } from '../../session/test-support';
import { useLoanStore } from '../../stores/loan-store';

describe('/dashboard', () => {
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

  it('with nothing yet: a calm empty state and where to start', async () => {
    installLoanApi({
      'GET /v1/loanRequests?customerId=me': { status: 200, body: { loanRequests: [] } },
      'GET /v1/loans?customerId=me': { status: 200, body: { loans: [] } },
    });
    signInAs(MAYA);
    renderApp('/dashboard');
    expect(await screen.findByRole('heading', { level: 1, name: 'Hello, Maya' })).toBeTruthy();
    const main = within(screen.getByRole('main'));
    expect(await main.findByText(/No loans yet/)).toBeTruthy();
    expect(main.getByRole('link', { name: 'Borrow Money' }).getAttribute('href')).toBe('/loan-terms?requestType=borrow');
    expect(main.getByRole('link', { name: 'Lend Money' }).getAttribute('href')).toBe('/loan-terms?requestType=lend');
    expect(main.getByRole('link', { name: 'Request A Gift' }).getAttribute('href')).toBe('/gift-terms');
    await waitFor(() => expect(document.title).toBe('My dashboard | Kinloan'));
  });

  it('lists requests and loans by what they need, each with its next action, and leaves the open request behind', async () => {
    useLoanStore.getState().setCurrentLoanRequest(loanRequest({ id: 'open' }));
    installLoanApi({
      'GET /v1/loanRequests?customerId=me': {
        status: 200,
        body: {
          loanRequests: [
            loanRequest({ id: 'toMe', status: 'sent', yourRole: 'recipient', yourLoanRole: 'lender', initiatorRequestDetails: { firstName: 'Ada', lastName: 'Obi' } }),
            loanRequest({ id: 'sent1', status: 'recipient-reviewed' }),
            loanRequest({ id: 'req9', status: 'executed', loanId: 'req9' }),
            loanRequest({ id: 'no', status: 'rejected' }),
          ],
        },
      },
      'GET /v1/loans?customerId=me': { status: 200, body: { loans: [listedLoan()] } },
    });
    signInAs(MAYA);
    renderApp('/dashboard');
    const main = within(screen.getByRole('main'));

    const needs = within(await main.findByRole('region', { name: /Needs your action/ }));
    expect(needs.getByText('$12,000.00')).toBeTruthy();
    expect(needs.getByText('Ada Obi')).toBeTruthy();
    expect(needs.getByText('Waiting for your review')).toBeTruthy();
    expect(needs.getByRole('link', { name: /Review and sign/ }).getAttribute('href')).toBe('/toMe/loan-review');

    const waiting = within(main.getByRole('region', { name: /Waiting for the other person/ }));
    expect(waiting.getByText('Daniel Okafor is reviewing it')).toBeTruthy();

    const active = within(main.getByRole('region', { name: /Active loans/ }));
    expect(active.getByRole('link', { name: /View loan/ }).getAttribute('href')).toBe('/req9/executed');

    const closed = within(main.getByRole('region', { name: /Closed/ }));
    expect(closed.getByText('Declined by Daniel Okafor')).toBeTruthy();
    expect(closed.getByRole('link', { name: /See why/ }).getAttribute('href')).toBe('/no/loan-review-reject');

    expect(useLoanStore.getState().currentLoanRequest).toBeNull();
  });

  it('shows what sits below the loans only once the loans are there, so nothing jumps down the page', async () => {
    let answerLoans: (value: unknown) => void = () => {};
    const loansAnswered = new Promise((resolve) => (answerLoans = resolve));
    installLoanApi({
      'GET /v1/loanRequests?customerId=me': async () => {
        await loansAnswered;
        return { status: 200, body: { loanRequests: [] } };
      },
      'GET /v1/loans?customerId=me': { status: 200, body: { loans: [listedLoan()] } },
    });
    signInAs(MAYA);
    renderApp('/dashboard');
    const main = within(screen.getByRole('main'));
    expect(await main.findByText(/Loading your loans/)).toBeTruthy();
    expect(main.queryByRole('heading', { name: 'More you can do' })).toBeNull();
    answerLoans(undefined);
    expect(await main.findByRole('region', { name: /Active loans/ })).toBeTruthy();
    expect(main.getByRole('heading', { name: 'More you can do' })).toBeTruthy();
  });
});
