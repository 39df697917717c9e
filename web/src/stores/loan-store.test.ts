import { beforeEach, describe, expect, it } from 'vitest';
import { executedLoan, loanRequest } from '../features/loans/test-fixtures';
import { payment, servicedLoan } from '../features/servicing/test-fixtures';
import { useSessionStore } from '../session/session-store';
import { resetCurrentLoanRequest, useLoanStore } from './loan-store';

describe('the loan store', () => {
  beforeEach(() => useLoanStore.getState().clearAll());

  it('deleting the open request clears it, and removes it from the list', () => {
    const store = useLoanStore.getState();
    store.setLoanRequests([loanRequest({ id: 'a' }), loanRequest({ id: 'b' })]);
    store.setCurrentLoanRequest(loanRequest({ id: 'a', status: 'reviewed' }));
    expect(useLoanStore.getState().loanRequests?.find((r) => r.id === 'a')?.status).toBe('reviewed');

    useLoanStore.getState().loanRequestDeleted('b');
    expect(useLoanStore.getState().currentLoanRequest?.id).toBe('a');
    useLoanStore.getState().loanRequestDeleted('a');
    expect(useLoanStore.getState().currentLoanRequest).toBeNull();
    expect(useLoanStore.getState().loanRequests).toEqual([]);
  });

  it('Borrow Money and Lend Money reset the current request', () => {
    useLoanStore.getState().setCurrentLoanRequest(loanRequest());
    resetCurrentLoanRequest();
    expect(useLoanStore.getState().currentLoanRequest).toBeNull();
  });

  it('keeps nothing of a person who signs out', () => {
    useSessionStore.getState().signedIn({ user: { id: 'u1', firstName: 'A', lastName: 'B', email: 'a@example.com' }, token: 't', hasVerifiedEmail: true });
    useLoanStore.getState().setCurrentLoanRequest(loanRequest());
    useLoanStore.getState().setCurrentExecutedLoan(executedLoan());
    useSessionStore.getState().clear('signed-out');
    expect(useLoanStore.getState()).toMatchObject({ currentLoanRequest: null, currentExecutedLoan: null, currentPayments: null, loanRequests: null });
  });
});

describe('the current loan', () => {
  beforeEach(() => useLoanStore.getState().clearAll());

  it('takes the loan’s payments as currentPayments, and a payment action’s answer replaces its entry', () => {
    const pending = payment({ id: 'p1', status: 'pending-confirmation' });
    useLoanStore.getState().setCurrentExecutedLoan(servicedLoan({ payments: [pending] }));
    expect(useLoanStore.getState().currentPayments?.map((p) => [p.id, p.status])).toEqual([['p1', 'pending-confirmation']]);

    useLoanStore.getState().paymentChanged({ ...pending, status: 'confirmed' });
    useLoanStore.getState().paymentChanged(payment({ id: 'p2' }));
    expect(useLoanStore.getState().currentPayments?.map((p) => [p.id, p.status])).toEqual([
      ['p1', 'confirmed'],
      ['p2', 'pending-confirmation'],
    ]);

    useLoanStore.getState().setCurrentExecutedLoan(null);
    expect(useLoanStore.getState().currentPayments).toBeNull();
  });
});
