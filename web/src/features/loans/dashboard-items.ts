import { formatUsd, type LoanRequestResponse, type LoanSummaryResponse, type PaymentToConfirm } from '@kinloan/domain';
import { longDate, otherPartyOf, otherPartyOfLoan, statusInWords, yourSide } from './loan-words';
import { nextStep, type DashboardGroup } from './next-step';

/** One line of the dashboard: a request or a loan, what it is, and the next thing to do. */
export interface DashboardItem {
  key: string;
  group: DashboardGroup;
  amountCents: number;
  /** "You borrow" / "You lend". */
  side: string;
  otherParty: string;
  status: string;
  action: { label: string; path: string };
  /** A second link beside the action (a loan's record: payments, ledger, notes). */
  more?: { label: string; path: string };
  /** For ordering: newest first. */
  updatedAt: string;
}

export const DASHBOARD_GROUPS: readonly { group: DashboardGroup; title: string }[] = [
  { group: 'needs-action', title: 'Needs your action' },
  { group: 'waiting', title: 'Waiting for the other person' },
  { group: 'active', title: 'Active loans' },
  { group: 'closed', title: 'Closed' },
];

function requestItem(request: LoanRequestResponse): DashboardItem {
  const step = nextStep(request);
  return {
    key: `request-${request.id}`,
    group: step.group,
    amountCents: request.loanProposalDetails.principalCents,
    side: yourSide(request.yourLoanRole),
    otherParty: otherPartyOf(request) ?? 'Not chosen yet',
    status: statusInWords(request),
    action: { label: step.action, path: step.path },
    updatedAt: request.updatedAt,
  };
}

const LOAN_STATUS_WORDS: Readonly<Record<LoanSummaryResponse['status'], string>> = {
  active: 'Active loan',
  'paid-off': 'Repaid in full',
  forgiven: 'Forgiven',
  'ended-other': 'Ended',
};

/** Payments the borrower recorded that wait for this lender to confirm (they count only once confirmed). */
export function paymentsToConfirm(loan: Pick<LoanSummaryResponse, 'status' | 'yourLoanRole' | 'paymentsToConfirm'>): readonly PaymentToConfirm[] {
  if (loan.status !== 'active' || loan.yourLoanRole !== 'lender') return [];
  return loan.paymentsToConfirm;
}

function toConfirmWords(loan: LoanSummaryResponse, waiting: readonly PaymentToConfirm[]): string {
  const from = otherPartyOfLoan(loan);
  const [only] = waiting;
  return only && waiting.length === 1
    ? `A payment of ${formatUsd(only.amountCents)} from ${from} is waiting for your confirmation`
    : `${waiting.length} payments from ${from} are waiting for your confirmation`;
}

function loanItem(loan: LoanSummaryResponse): DashboardItem {
  const active = loan.status === 'active';
  const next = active && loan.nextDue ? `, next payment ${formatUsd(loan.nextDue.amountCents)} on ${longDate(loan.nextDue.dueDate)}` : '';
  const view = { label: 'View loan', path: `/${encodeURIComponent(loan.loanRequestId)}/executed` };
  const record = `/${encodeURIComponent(loan.id)}/loan-record`;
  const waiting = paymentsToConfirm(loan);
  const common = { key: `loan-${loan.id}`, amountCents: loan.terms.principalCents, side: yourSide(loan.yourLoanRole), otherParty: otherPartyOfLoan(loan), updatedAt: loan.executedAt };
  if (waiting.length > 0) {
    return {
      ...common,
      group: 'needs-action',
      status: toConfirmWords(loan, waiting),
      action: { label: waiting.length === 1 ? 'Confirm the payment' : `Confirm ${waiting.length} payments`, path: record },
      more: view,
    };
  }
  return {
    ...common,
    group: active ? 'active' : 'closed',
    status: `${LOAN_STATUS_WORDS[loan.status]}${next}`,
    action: view,
    more: { label: 'Loan record', path: record },
  };
}

/**
 * Requests and loans, grouped as the dashboard shows them. An executed request appears once,
 * as its loan; a request the person deleted themselves is gone from their list.
 */
export function dashboardGroups(requests: readonly LoanRequestResponse[], loans: readonly LoanSummaryResponse[]): Record<DashboardGroup, DashboardItem[]> {
  const loanRequestIds = new Set(loans.map((loan) => loan.loanRequestId));
  const items = [
    ...requests
      .filter((r) => !(r.status === 'deleted' && r.yourRole === 'initiator'))
      .filter((r) => !(r.status === 'executed' && loanRequestIds.has(r.id)))
      .map(requestItem),
    ...loans.map(loanItem),
  ].sort((a, b) => b.updatedAt.localeCompare(a.updatedAt));
  const groups: Record<DashboardGroup, DashboardItem[]> = { 'needs-action': [], waiting: [], active: [], closed: [] };
  for (const item of items) groups[item.group].push(item);
  return groups;
}
