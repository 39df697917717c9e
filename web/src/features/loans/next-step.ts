import { loanProposalReadySchema, type LoanRequestResponse, type RequestRole, type RequestStatus } from '@kinloan/domain';

/** The pages of one loan request (spec section 2), as the last part of `/{id}/…`. */
export const LOAN_PAGES = [
  'loan-terms',
  'loan-terms-addl',
  'loan-info',
  'loan-wish-details',
  'loan-wish-published',
  'loan-party',
  'loan-recipient-party',
  'loan-review',
  'loan-signature',
  'request-sent',
  'loan-terms-change',
  'reject-loan',
  'rejected',
  'loan-review-reject',
  'loan-success',
  'executed',
] as const;
export type LoanPage = (typeof LOAN_PAGES)[number];

/** The dashboard's groups. */
export type DashboardGroup = 'needs-action' | 'waiting' | 'active' | 'closed';

/** What the helper needs to know about a request. */
export type FlowRequest = Pick<
  LoanRequestResponse,
  | 'id'
  | 'status'
  | 'yourRole'
  | 'yourLoanRole'
  | 'loanProposalDetails'
  | 'initiatorRequestDetails'
  | 'recipientRequestDetails'
  | 'childRequestId'
  | 'parentLoanId'
  | 'availableActions'
>;

export interface NextStep {
  /** The page this person belongs on now; null when there is none (a deleted request). */
  page: LoanPage | null;
  /** Where to send them: the page of this request, of the request that replaced it, or the dashboard. */
  path: string;
  group: DashboardGroup;
  /** The dashboard button: what they do next, in a few words. */
  action: string;
}

export const loanPagePath = (id: string, page: LoanPage): string => `/${encodeURIComponent(id)}/${page}`;

export function termsReady(request: Pick<FlowRequest, 'loanProposalDetails'>): boolean {
  return loanProposalReadySchema.safeParse(request.loanProposalDetails).success;
}

/** The initiator has said who they are and where they live (the agreement prints it). */
export function initiatorDetailsReady(request: Pick<FlowRequest, 'initiatorRequestDetails'>): boolean {
  const d = request.initiatorRequestDetails;
  return Boolean(d.firstName && d.lastName && d.address?.line1);
}

/** The initiator has named the person it goes to. */
export function otherPartyNamed(request: Pick<FlowRequest, 'recipientRequestDetails'>): boolean {
  const d = request.recipientRequestDetails;
  return Boolean(d.firstName && d.lastName && d.email);
}

/** The first unfinished step of a draft, in the order the flow asks for them. */
function draftStep(request: FlowRequest): LoanPage {
  if (!termsReady(request)) return 'loan-terms-addl';
  if (!initiatorDetailsReady(request)) return 'loan-party';
  if (!otherPartyNamed(request)) return request.yourLoanRole === 'borrower' ? 'loan-info' : 'loan-recipient-party';
  return 'loan-review';
}

type Step = Omit<NextStep, 'path'> & { path?: string };

function initiatorStep(request: FlowRequest): Step {
  switch (request.status) {
    case 'draft':
      return { page: draftStep(request), group: 'needs-action', action: 'Continue' };
    case 'wish-published':
      return { page: 'loan-wish-published', group: 'waiting', action: 'See your loan wish' };
    case 'reviewed':
      return { page: 'loan-review', group: 'needs-action', action: 'Continue to sign' };
    case 'tos-accepted':
      return { page: 'loan-signature', group: 'needs-action', action: 'Sign' };
    case 'initiator-signed':
      return { page: 'loan-signature', group: 'needs-action', action: 'Send' };
    case 'sent':
    case 'recipient-reviewed':
    case 'recipient-tos-accepted':
      return { page: 'request-sent', group: 'waiting', action: 'View' };
    case 'awaiting-countersignature':
      return { page: 'loan-signature', group: 'needs-action', action: 'Review and countersign' };
    case 'fully-signed':
      return finalizeStep(request);
    case 'executed':
      return { page: 'executed', group: 'active', action: 'View loan' };
    case 'rejected':
      return { page: 'loan-review-reject', group: 'closed', action: 'See why' };
    case 'superseded':
      // Their counter-proposal comes to this person as a new request once it is sent.
      return { page: 'request-sent', group: 'closed', action: 'View' };
    case 'deleted':
      return { page: null, path: '/dashboard', group: 'closed', action: 'Back to dashboard' };
  }
}

function recipientStep(request: FlowRequest): Step {
  switch (request.status) {
    case 'sent':
    case 'recipient-reviewed':
      return { page: 'loan-review', group: 'needs-action', action: 'Review and sign' };
    case 'recipient-tos-accepted':
      return { page: 'loan-signature', group: 'needs-action', action: 'Sign' };
    case 'awaiting-countersignature':
      return { page: 'loan-success', group: 'waiting', action: 'View' };
    case 'fully-signed':
      return finalizeStep(request);
    case 'executed':
      return { page: 'executed', group: 'active', action: 'View loan' };
    case 'rejected':
      return { page: 'rejected', group: 'closed', action: 'View' };
    case 'superseded':
      return request.childRequestId
        ? { page: null, path: loanPagePath(request.childRequestId, 'loan-info'), group: 'closed', action: 'Open your changed terms' }
        : { page: null, path: '/dashboard', group: 'closed', action: 'Back to dashboard' };
    default:
      // Before it is sent, only a counter-proposal has a recipient: the person whose offer it
      // answers. Its draft is the other person's to write; they see their own offer meanwhile.
      return request.parentLoanId
        ? { page: null, path: loanPagePath(request.parentLoanId, 'request-sent'), group: 'waiting', action: 'See your offer' }
        : { page: null, path: '/dashboard', group: 'closed', action: 'Back to dashboard' };
  }
}

/** Both signed: whoever the request machine lets finalize (the initiator) has it to do; the other waits. */
function finalizeStep(request: FlowRequest): Step {
  return request.availableActions.includes('finalize')
    ? { page: 'loan-success', group: 'needs-action', action: 'Finalize' }
    : { page: 'loan-success', group: 'waiting', action: 'View' };
}

/** Where this party should be now, and what the dashboard offers them: one table for the whole app. */
export function nextStep(request: FlowRequest): NextStep {
  const step = request.yourRole === 'initiator' ? initiatorStep(request) : recipientStep(request);
  const path = step.path ?? (step.page ? loanPagePath(request.id, step.page) : '/dashboard');
  return { page: step.page, group: step.group, action: step.action, path };
}

const BEFORE_SENDING: readonly RequestStatus[] = ['draft', 'reviewed', 'tos-accepted', 'initiator-signed'];
const WITH_RECIPIENT: readonly RequestStatus[] = ['sent', 'recipient-reviewed', 'recipient-tos-accepted'];

/** Pages each side may open, by status. Anything else is sent on to `nextStep`. */
const PAGES: Readonly<Record<RequestRole, Partial<Record<LoanPage, readonly RequestStatus[]>>>> = {
  initiator: {
    // Editing before sending: the API takes the request back to a draft (and voids a signature).
    'loan-terms': [...BEFORE_SENDING, 'wish-published'],
    'loan-terms-addl': [...BEFORE_SENDING, 'wish-published'],
    'loan-info': [...BEFORE_SENDING, 'wish-published'],
    'loan-wish-details': ['draft', 'reviewed', 'tos-accepted', 'wish-published'],
    'loan-wish-published': ['wish-published'],
    'loan-party': BEFORE_SENDING,
    'loan-recipient-party': BEFORE_SENDING,
    'loan-review': ['draft', 'reviewed', 'tos-accepted'],
    'loan-signature': ['tos-accepted', 'initiator-signed', 'awaiting-countersignature'],
    'request-sent': [...WITH_RECIPIENT, 'superseded'],
    'loan-review-reject': ['rejected'],
    'loan-success': ['fully-signed'],
    executed: ['executed'],
  },
  recipient: {
    'loan-review': WITH_RECIPIENT,
    'loan-party': WITH_RECIPIENT,
    'loan-recipient-party': WITH_RECIPIENT,
    'loan-terms-change': WITH_RECIPIENT,
    'reject-loan': WITH_RECIPIENT,
    'loan-signature': ['recipient-tos-accepted'],
    rejected: ['rejected'],
    'loan-success': ['awaiting-countersignature', 'fully-signed'],
    executed: ['executed'],
  },
};

/** Whether `page` belongs to this request as it stands, for this party. */
export function pageBelongs(page: LoanPage, request: Pick<FlowRequest, 'status' | 'yourRole' | 'yourLoanRole'>): boolean {
  if (page === 'loan-wish-details' && request.yourLoanRole !== 'borrower') return false;
  return PAGES[request.yourRole][page]?.includes(request.status) ?? false;
}
