import type { RequestRole } from '@kinloan/domain';
import { StepList, type FlowStep } from '../../components/StepList';
import type { LoanPage } from './next-step';

type Step = FlowStep<LoanPage>;

/** The guided flow for each side (spec section 2's pages in the order people meet them). */
export const FLOW_STEPS: Readonly<Record<RequestRole, readonly Step[]>> = {
  initiator: [
    { label: 'Terms', pages: ['loan-terms'] },
    { label: 'More terms', pages: ['loan-terms-addl', 'loan-info'] },
    { label: 'Your details', pages: ['loan-party'] },
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

/** Pages after the initiator's last step: every step is done. */
const AFTER_THE_STEPS: Readonly<Record<RequestRole, readonly LoanPage[]>> = {
  initiator: ['loan-success', 'executed'],
  recipient: [],
};

/** The current step's index; the number of steps when all are done. */
export function stepIndexOf(role: RequestRole, page: LoanPage): number {
  if (AFTER_THE_STEPS[role].includes(page)) return FLOW_STEPS[role].length;
  return FLOW_STEPS[role].findIndex((step) => step.pages.includes(page));
}

/** The loan flow's steps for this side, with finished steps linking back where `linkTo` allows. */
export function StepIndicator({
  role,
  page,
  linkTo,
}: {
  role: RequestRole;
  page: LoanPage;
  /** The path of a finished step's page, or null when it can't be revisited. */
  linkTo?: (page: LoanPage) => string | null;
}) {
  return <StepList steps={FLOW_STEPS[role]} current={stepIndexOf(role, page)} linkTo={linkTo} />;
}
