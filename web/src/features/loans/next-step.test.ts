import { statusInWords } from './loan-words';
import { REQUEST_STATUSES, type RequestRole, type RequestStatus } from '@kinloan/domain';
import { describe, expect, it } from 'vitest';
import { LOAN_PAGES, nextStep, pageBelongs, type DashboardGroup, type LoanPage } from './next-step';
import { loanRequest, READY_TERMS } from './test-fixtures';

type Row = [RequestRole, RequestStatus, LoanPage | null, string, DashboardGroup, string];

// Where each side belongs in each status, and what the dashboard offers them (a complete draft).
const TABLE: Row[] = [
  ['initiator', 'draft', 'loan-review', '/req1/loan-review', 'needs-action', 'Continue'],
  ['initiator', 'wish-published', 'loan-wish-published', '/req1/loan-wish-published', 'waiting', 'See your loan wish'],
  ['initiator', 'reviewed', 'loan-review', '/req1/loan-review', 'needs-action', 'Continue to sign'],
  ['initiator', 'tos-accepted', 'loan-signature', '/req1/loan-signature', 'needs-action', 'Sign'],
  ['initiator', 'initiator-signed', 'loan-signature', '/req1/loan-signature', 'needs-action', 'Send'],
  ['initiator', 'sent', 'request-sent', '/req1/request-sent', 'waiting', 'View'],
  ['initiator', 'recipient-reviewed', 'request-sent', '/req1/request-sent', 'waiting', 'View'],
  ['initiator', 'recipient-tos-accepted', 'request-sent', '/req1/request-sent', 'waiting', 'View'],
  ['initiator', 'awaiting-countersignature', 'loan-signature', '/req1/loan-signature', 'needs-action', 'Review and countersign'],
  ['initiator', 'fully-signed', 'loan-success', '/req1/loan-success', 'needs-action', 'Finalize'],
  ['initiator', 'executed', 'executed', '/req1/executed', 'active', 'View loan'],
  ['initiator', 'rejected', 'loan-review-reject', '/req1/loan-review-reject', 'closed', 'See why'],
  ['initiator', 'superseded', 'request-sent', '/req1/request-sent', 'closed', 'View'],
  ['initiator', 'deleted', null, '/dashboard', 'closed', 'Back to dashboard'],
  ['recipient', 'sent', 'loan-review', '/req1/loan-review', 'needs-action', 'Review and sign'],
  ['recipient', 'recipient-reviewed', 'loan-review', '/req1/loan-review', 'needs-action', 'Review and sign'],
  ['recipient', 'recipient-tos-accepted', 'loan-signature', '/req1/loan-signature', 'needs-action', 'Sign'],
  ['recipient', 'awaiting-countersignature', 'loan-success', '/req1/loan-success', 'waiting', 'View'],
  // The request machine lets only the initiator finalize (availableActions): the recipient waits.
  ['recipient', 'fully-signed', 'loan-success', '/req1/loan-success', 'waiting', 'View'],
  ['recipient', 'executed', 'executed', '/req1/executed', 'active', 'View loan'],
  ['recipient', 'rejected', 'rejected', '/req1/rejected', 'closed', 'View'],
  ['recipient', 'superseded', null, '/child7/loan-info', 'closed', 'Open your changed terms'],
  ['recipient', 'deleted', null, '/dashboard', 'closed', 'Back to dashboard'],
];

describe('nextStep', () => {
  it.each(TABLE)('%s, %s → %s', (yourRole, status, page, path, group, action) => {
    const request = loanRequest({ yourRole, status, yourLoanRole: yourRole === 'initiator' ? 'borrower' : 'lender', childRequestId: status === 'superseded' ? 'child7' : null });
    expect(nextStep(request)).toEqual({ page, path, group, action });
  });

  it('covers every status of the initiator, and every status a recipient can meet', () => {
    expect(new Set(TABLE.filter(([r]) => r === 'initiator').map(([, s]) => s))).toEqual(new Set(REQUEST_STATUSES));
    const recipientStatuses = TABLE.filter(([r]) => r === 'recipient').map(([, s]) => s);
    expect(recipientStatuses).toEqual(REQUEST_STATUSES.filter((s) => !['draft', 'wish-published', 'reviewed', 'tos-accepted', 'initiator-signed'].includes(s)));
  });

  it('sends a draft to its first unfinished step', () => {
    const base = { status: 'draft' as const, yourRole: 'initiator' as const };
    const { governingLawState: _law, ...noLaw } = READY_TERMS;
    expect(nextStep(loanRequest({ ...base, loanProposalDetails: noLaw })).page).toBe('loan-terms-addl');
    expect(nextStep(loanRequest({ ...base, initiatorRequestDetails: { firstName: 'Maya', lastName: 'Okafor' } })).page).toBe('loan-party');
    // A borrower without a lender chooses between asking someone and a loan wish; a lender names the borrower.
    expect(nextStep(loanRequest({ ...base, recipientRequestDetails: {} })).page).toBe('loan-info');
    expect(nextStep(loanRequest({ ...base, requestType: 'lend', yourLoanRole: 'lender', recipientRequestDetails: {} })).page).toBe(
      'loan-recipient-party',
    );
  });

  it('a recipient never sees a request before it was sent to them', () => {
    for (const status of ['draft', 'wish-published', 'reviewed', 'tos-accepted', 'initiator-signed'] as const) {
      expect(nextStep(loanRequest({ status, yourRole: 'recipient' })).path).toBe('/dashboard');
    }
  });

  it('shows the person who asked for changed terms their own offer while the changes are written', () => {
    for (const status of ['draft', 'reviewed', 'tos-accepted', 'initiator-signed'] as const) {
      const counter = loanRequest({ status, yourRole: 'recipient', parentLoanId: 'offer1' });
      expect(nextStep(counter)).toEqual({ page: null, path: '/offer1/request-sent', group: 'waiting', action: 'See your offer' });
      expect(statusInWords({ ...counter, recipientEmail: null })).toMatch(/is preparing changed terms, not sent yet$/);
    }
  });

  it('always points at a page that belongs to the request (no redirect loops)', () => {
    for (const role of ['initiator', 'recipient'] as const) {
      for (const status of REQUEST_STATUSES) {
        for (const yourLoanRole of ['borrower', 'lender'] as const) {
          const request = loanRequest({ status, yourRole: role, yourLoanRole });
          const { page } = nextStep(request);
          if (page) expect(pageBelongs(page, request), `${role} ${status} → ${page}`).toBe(true);
        }
      }
    }
  });
});

describe('pageBelongs', () => {
  const allowed = (role: RequestRole, status: RequestStatus) =>
    LOAN_PAGES.filter((page) => pageBelongs(page, loanRequest({ status, yourRole: role, yourLoanRole: role === 'initiator' ? 'borrower' : 'lender' })));

  it('lets the initiator edit and review until they send it, and not after', () => {
    expect(allowed('initiator', 'draft')).toEqual([
      'loan-terms',
      'loan-terms-addl',
      'loan-info',
      'loan-wish-details',
      'loan-party',
      'loan-recipient-party',
      'loan-review',
    ]);
    expect(allowed('initiator', 'sent')).toEqual(['request-sent']);
    expect(allowed('initiator', 'executed')).toEqual(['executed']);
  });

  it('gives the recipient review, details, changes and declining while it is with them', () => {
    expect(allowed('recipient', 'sent')).toEqual(['loan-party', 'loan-recipient-party', 'loan-review', 'loan-terms-change', 'reject-loan']);
    expect(allowed('recipient', 'recipient-tos-accepted')).toContain('loan-signature');
    expect(allowed('recipient', 'draft')).toEqual([]);
  });

  it('keeps the loan wish for borrowers', () => {
    expect(pageBelongs('loan-wish-details', loanRequest({ yourLoanRole: 'lender', requestType: 'lend' }))).toBe(false);
    expect(pageBelongs('loan-wish-details', loanRequest())).toBe(true);
  });
});
