import { StepList } from '../../components/StepList';
import { giftStepIndex, giftSteps, type FlowGift, type GiftPage } from './gift-steps';

/** The gift flow's steps for this person's side, with finished steps linking back where `linkTo` allows. */
export function GiftStepIndicator({
  gift,
  page,
  linkTo,
}: {
  gift: Pick<FlowGift, 'yourRole' | 'yourParty'>;
  page: GiftPage;
  /** The path of a finished step's page, or null when it can't be revisited. */
  linkTo?: (page: GiftPage) => string | null;
}) {
  const steps = giftSteps(gift);
  return <StepList steps={steps} current={giftStepIndex(steps, page)} linkTo={linkTo} />;
}
