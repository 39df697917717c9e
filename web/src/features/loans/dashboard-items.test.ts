import { describe, expect, it } from 'vitest';
import { dashboardGroups } from './dashboard-items';
import { listedLoan, loanRequest } from './test-fixtures';

describe('dashboardGroups', () => {
  const requests = [
    loanRequest({ id: 'draft1', status: 'draft', updatedAt: '2026-01-05T00:00:00Z' }),
    loanRequest({ id: 'sent1', status: 'sent', recipientEmail: 'daniel.okafor@example.com', updatedAt: '2026-01-06T00:00:00Z' }),
    loanRequest({
      id: 'toMe',
      status: 'sent',
      yourRole: 'recipient',
      yourLoanRole: 'lender',
      initiatorRequestDetails: { firstName: 'Ada', lastName: 'Obi' },
      loanProposalDetails: { ...loanRequest().loanProposalDetails, principalCents: 300_000 },
      updatedAt: '2026-01-07T00:00:00Z',
    }),
    loanRequest({ id: 'signed', status: 'fully-signed', updatedAt: '2026-01-04T00:00:00Z' }),
    loanRequest({ id: 'req9', status: 'executed', loanId: 'req9' }),
    loanRequest({ id: 'no', status: 'rejected', updatedAt: '2026-01-01T00:00:00Z' }),
    loanRequest({ id: 'gone', status: 'deleted' }),
    loanRequest({ id: 'withdrawn', status: 'deleted', yourRole: 'recipient', yourLoanRole: 'lender', updatedAt: '2026-01-02T00:00:00Z' }),
  ];
  const loans = [listedLoan(), listedLoan({ id: 'old', loanRequestId: 'old', status: 'paid-off', nextDue: null, executedAt: '2025-01-01T00:00:00Z' })];

  it('groups by what each needs, newest first, with the other person, status words and next action', () => {
    const groups = dashboardGroups(requests, loans);
    const view = (group: keyof typeof groups) => groups[group].map((i) => [i.key, i.otherParty, i.status, i.action.label, i.action.path]);

    expect(view('needs-action')).toEqual([
      ['request-toMe', 'Ada Obi', 'Waiting for your review', 'Review and sign', '/toMe/loan-review'],
      ['request-draft1', 'Daniel Okafor', 'Draft, not sent yet', 'Continue', '/draft1/loan-review'],
      ['request-signed', 'Daniel Okafor', 'Signed by both of you, ready to finalize', 'Finalize', '/signed/loan-success'],
    ]);
    expect(view('waiting')).toEqual([
      ['request-sent1', 'Daniel Okafor', 'Sent to Daniel Okafor, waiting for their review', 'View', '/sent1/request-sent'],
    ]);
    // The executed request shows once, as its loan.
    expect(view('active')).toEqual([
      ['loan-req9', 'Daniel Okafor', 'Active loan, next payment $526.45 on March 1, 2026', 'View loan', '/req9/executed'],
    ]);
    // Declined, withdrawn by the other person and repaid are closed; one's own deleted draft is gone.
    expect(view('closed')).toEqual([
      ['request-withdrawn', 'Maya Okafor', 'Withdrawn by Maya Okafor', 'Back to dashboard', '/dashboard'],
      ['request-no', 'Daniel Okafor', 'Declined by Daniel Okafor', 'See why', '/no/loan-review-reject'],
      ['loan-old', 'Daniel Okafor', 'Repaid in full', 'View loan', '/old/executed'],
    ]);
    expect(groups['needs-action'][0]).toMatchObject({ amountCents: 300_000, side: 'You lend' });
  });

  it('puts a loan whose payments wait for the lender’s confirmation under “Needs your action”, for the lender only', () => {
    const pending = (id: string, amountCents: number) => ({ id, amountCents, paidOn: '2026-03-01' });
    const lent = listedLoan({ id: 'lent', loanRequestId: 'lent', yourLoanRole: 'lender', paymentsToConfirm: [pending('p000002', 52_645)] });
    const [item] = dashboardGroups([], [lent])['needs-action'];
    expect(item).toMatchObject({
      status: 'A payment of $526.45 from Maya Okafor is waiting for your confirmation',
      action: { label: 'Confirm the payment', path: '/lent/loan-record' },
      more: { label: 'View loan', path: '/lent/executed' },
    });

    const two = listedLoan({ id: 'two', loanRequestId: 'two', yourLoanRole: 'lender', paymentsToConfirm: [pending('p000002', 100), pending('p000003', 200)] });
    expect(dashboardGroups([], [two])['needs-action'][0]).toMatchObject({
      status: '2 payments from Maya Okafor are waiting for your confirmation',
      action: { label: 'Confirm 2 payments' },
    });

    // The borrower who recorded it waits; with nothing left to confirm the lender has nothing to do.
    const borrowed = listedLoan({ paymentsToConfirm: [pending('p000002', 52_645)] });
    expect(dashboardGroups([], [borrowed]).active.map((i) => i.key)).toEqual(['loan-req9']);
    const confirmed = listedLoan({ yourLoanRole: 'lender', paymentsToConfirm: [] });
    expect(dashboardGroups([], [confirmed])['needs-action']).toEqual([]);
  });

  it('shows an executed request as active while its loan is not in the list', () => {
    const groups = dashboardGroups([loanRequest({ id: 'req9', status: 'executed', loanId: 'req9' })], []);
    expect(groups.active.map((i) => i.key)).toEqual(['request-req9']);
  });

  it('is empty with nothing', () => {
    expect(dashboardGroups([], [])).toEqual({ 'needs-action': [], waiting: [], active: [], closed: [] });
  });
});
