import type { LoanPaymentResponse, LoanRequestResponse, LoanResponse } from '@kinloan/domain';
import { create } from 'zustand';
import { useSessionStore } from '../session/session-store';

/** A downloaded agreement PDF, kept as an object URL while it is the current one. */
export interface LoanDocument {
  loanId: string;
  url: string;
}

/**
 * Spec section 3's client state groups "loans" (loanRequests, currentLoanRequest,
 * currentLoanDocument) and "currentLoan" (currentExecutedLoan, currentPayments). The API
 * answers every request action with the whole request, so pages put that answer here instead
 * of fetching again. A payment action answers with the payment alone: it replaces its entry in
 * currentPayments at once, and the loan (balance, ledger) is fetched again after it.
 */
export interface LoanState {
  /** Null until the list has been loaded. */
  loanRequests: LoanRequestResponse[] | null;
  currentLoanRequest: LoanRequestResponse | null;
  currentLoanDocument: LoanDocument | null;
  currentExecutedLoan: LoanResponse | null;
  /** The current loan's payments, newest answer for each; null until a loan is loaded. */
  currentPayments: LoanPaymentResponse[] | null;

  setLoanRequests: (requests: LoanRequestResponse[]) => void;
  /** The request being worked on; also refreshes its entry in the list. */
  setCurrentLoanRequest: (request: LoanRequestResponse) => void;
  /** Spec section 2: Borrow Money and Lend Money start from nothing. */
  resetCurrentLoanRequest: () => void;
  /** Spec section 4: deleting the open request clears it. */
  loanRequestDeleted: (id: string) => void;
  /** Also takes the loan's payments as currentPayments. */
  setCurrentExecutedLoan: (loan: LoanResponse | null) => void;
  /** A payment as the API answered it: replaces the one with its id, or is added. */
  paymentChanged: (payment: LoanPaymentResponse) => void;
  setCurrentLoanDocument: (document: LoanDocument | null) => void;
  /** On sign-out: nothing of the previous person stays. */
  clearAll: () => void;
}

const EMPTY = {
  loanRequests: null,
  currentLoanRequest: null,
  currentLoanDocument: null,
  currentExecutedLoan: null,
  currentPayments: null,
} as const;

function revoke(document: LoanDocument | null): void {
  if (document && typeof URL.revokeObjectURL === 'function') URL.revokeObjectURL(document.url);
}

export const useLoanStore = create<LoanState>()((set, get) => ({
  ...EMPTY,
  setLoanRequests: (loanRequests) => set({ loanRequests }),
  setCurrentLoanRequest: (request) =>
    set((state) => ({
      currentLoanRequest: request,
      loanRequests: state.loanRequests?.map((r) => (r.id === request.id ? request : r)) ?? null,
    })),
  resetCurrentLoanRequest: () => set({ currentLoanRequest: null }),
  loanRequestDeleted: (id) =>
    set((state) => ({
      currentLoanRequest: state.currentLoanRequest?.id === id ? null : state.currentLoanRequest,
      loanRequests: state.loanRequests?.filter((r) => r.id !== id) ?? null,
    })),
  setCurrentExecutedLoan: (currentExecutedLoan) =>
    set({ currentExecutedLoan, currentPayments: currentExecutedLoan ? [...currentExecutedLoan.payments] : null }),
  paymentChanged: (payment) =>
    set((state) => {
      const payments = state.currentPayments ?? [];
      const known = payments.some((p) => p.id === payment.id);
      return { currentPayments: known ? payments.map((p) => (p.id === payment.id ? payment : p)) : [...payments, payment] };
    }),
  setCurrentLoanDocument: (document) => {
    const previous = get().currentLoanDocument;
    if (previous && previous.url !== document?.url) revoke(previous);
    set({ currentLoanDocument: document });
  },
  clearAll: () => {
    revoke(get().currentLoanDocument);
    set({ ...EMPTY });
  },
}));

/** For the menu links outside React state (Borrow Money, Lend Money, My Dashboard). */
export const resetCurrentLoanRequest = (): void => useLoanStore.getState().resetCurrentLoanRequest();

// Sign-out (or another person signing in on this browser) leaves nothing of the previous person.
useSessionStore.subscribe((state, previous) => {
  if (state.user?.id !== previous.user?.id) useLoanStore.getState().clearAll();
});
