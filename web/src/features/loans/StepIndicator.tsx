import type { LoanRequestResponse, RequestRole, RequestStatus } from '@kinloan/domain';
import { StepList, type FlowStep } from '../../components/StepList';
import { initiatorDetailsReady, otherPartyNamed, termsReady, type FlowRequest, type LoanPage } from './next-step';

type Step = FlowStep<LoanPage>;

/** The guided flow for each side (spec section 2's pages in the order people meet them). */
export const FLOW_STEPS: Readonly<Record<RequestRole, readonly Step[]>> = {
  initiator: [
    { label: 'Terms', pages: ['loan-terms'] },
    { label: 'More terms', pages: ['loan-terms-addl'] },
    // "Your loan terms" (loan-info) checks the terms just saved and leads on to your details.
    { label: 'Your details', pages: ['loan-party', 'loan-info'] },
    { label: 'Other party', pages: ['loan-recipient-party', 'loan-wish-details', 'loan-wish-published'] },
    { label: 'Review', pages: ['loan-review', 'loan-review-reject'] },
    { label: 'Sign', pages: ['loan-signature'] },
    { label: 'Send', pages: ['request-sent'] },
  ],
  recipient: [
    { label: 'Review', pages: ['loan-review', 'loan-terms-change', 'reject-loan', 'rejected'] },
    { label: 'Your details', pages: ['loan-recipient-party', 'loan-party'] },
    { label: 'Sign', pages: ['loan-signature'] },
    { label: 'Done', pages: ['loan-success', 'executed'] },
  ],
};

/** Pages after the initiator's last step: every step is done (sent is sent: its step gets its check mark). */
const AFTER_THE_STEPS: Readonly<Record<RequestRole, readonly LoanPage[]>> = {
  initiator: ['request-sent', 'loan-success', 'executed'],
  recipient: [],
};

const REVIEWED: readonly RequestStatus[] = ['reviewed', 'tos-accepted', 'initiator-signed'];
const SENT: readonly RequestStatus[] = ['sent', 'recipient-reviewed', 'recipient-tos-accepted', 'fully-signed', 'executed', 'superseded'];

/**
 * Which of the initiator's steps are really done, from the request itself: a step skipped on
 * the way (a borrower who went straight to a loan wish) is not ticked.
 */
export function initiatorStepsDone(request: FlowRequest & Pick<LoanRequestResponse, 'signatures'>): boolean[] {
  const sent = SENT.includes(request.status);
  return [
    true,
    termsReady(request),
    initiatorDetailsReady(request),
    otherPartyNamed(request),
    sent || REVIEWED.includes(request.status),
    sent || request.signatures.initiator !== null,
    sent,
  ];
}

/** The current step's index; the number of steps when all are done. */
export function stepIndexOf(role: RequestRole, page: LoanPage): number {
  if (AFTER_THE_STEPS[role].includes(page)) return FLOW_STEPS[role].length;
  return FLOW_STEPS[role].findIndex((step) => step.pages.includes(page));
}

/** The loan flow's steps for this side, with finished steps linking back where `linkTo` allows. */
export function StepIndicator({
  role,
  page,
  request,
  linkTo,
}: {
  role: RequestRole;
  page: LoanPage;
  /** The request so far (none yet on the first page): what is done comes from it. */
  request?: (FlowRequest & Pick<LoanRequestResponse, 'signatures'>) | undefined;
  /** The path of a finished step's page, or null when it can't be revisited. */
  linkTo?: (page: LoanPage) => string | null;
}) {
  const done = role === 'initiator' && request ? initiatorStepsDone(request) : undefined;
  return <StepList steps={FLOW_STEPS[role]} current={stepIndexOf(role, page)} done={done} linkTo={linkTo} />;
}
