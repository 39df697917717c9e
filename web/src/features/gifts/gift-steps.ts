import type { GiftRequestResponse, GiftRole, GiftStatus } from '@kinloan/domain';
import type { FlowStep } from '../../components/StepList';

/** The pages of one gift letter (spec section 2), as the last part of `/{id}/…`. */
export const GIFT_PAGES = [
  'gift-terms',
  'gift-info',
  'gift-donor',
  'gift-taker',
  'gift-source',
  'gift-review',
  'gift-signature',
  'gift-request-sent',
  'reject-gift',
  'gift-rejected',
  'gift-review-reject',
  'gift-success',
  'gift-executed',
] as const;
export type GiftPage = (typeof GIFT_PAGES)[number];

/** The pages where the initiator writes the letter, in the order the flow asks for them. */
export const DRAFT_PAGES = ['gift-terms', 'gift-info', 'gift-donor', 'gift-taker', 'gift-source'] as const satisfies readonly GiftPage[];

/** What the helper needs to know about a letter. */
export type FlowGift = Pick<GiftRequestResponse, 'id' | 'status' | 'yourRole' | 'yourParty' | 'readyToSign' | 'missingFields' | 'availableActions'>;

/** The dashboard's groups. */
export type GiftDashboardGroup = 'needs-action' | 'waiting' | 'done' | 'closed';

export interface GiftNextStep {
  /** The page this person belongs on now; null when there is none (a deleted letter). */
  page: GiftPage | null;
  /** Where to send them: a page of this letter, or the dashboard. */
  path: string;
  group: GiftDashboardGroup;
  /** The dashboard button: what they do next, in a few words. */
  action: string;
}

export const giftPagePath = (id: string, page: GiftPage): string => `/${encodeURIComponent(id)}/${page}`;

/** Which step asks for a field the callables name ("giftDetails.propertyAddress.zipCode"). */
export function pageOfField(field: string): GiftPage {
  if (field.startsWith('donorRequestDetails')) return 'gift-donor';
  if (field.startsWith('giftDetails.source')) return 'gift-source';
  if (/^giftDetails\.(propertyAddress|mortgageLender|loanNumber)/.test(field)) return 'gift-info';
  return 'gift-terms';
}

/** The first step of a draft that still lacks something, or the review once nothing is missing. */
export function firstDraftStep(gift: Pick<FlowGift, 'missingFields'>): GiftPage {
  const missing = new Set(gift.missingFields.map((f) => pageOfField(f.field)));
  return DRAFT_PAGES.find((page) => missing.has(page)) ?? 'gift-review';
}

type Step = Omit<GiftNextStep, 'path'>;

const DASHBOARD: Step = { page: null, group: 'closed', action: 'Back to dashboard' };

function initiatorStep(gift: FlowGift): Step {
  switch (gift.status) {
    case 'draft':
      return { page: firstDraftStep(gift), group: 'needs-action', action: 'Continue' };
    case 'initiator-signed':
      return { page: 'gift-signature', group: 'needs-action', action: 'Send' };
    case 'sent':
      return { page: 'gift-request-sent', group: 'waiting', action: 'View' };
    case 'awaiting-countersignature':
      return { page: 'gift-signature', group: 'needs-action', action: 'Review and countersign' };
    case 'fully-signed':
      return finalizeStep(gift);
    case 'executed':
      return { page: 'gift-executed', group: 'done', action: 'View the letter' };
    case 'rejected':
      // Not the end for gifts: the initiator revises it and sends it again, or deletes it.
      return { page: 'gift-review-reject', group: 'needs-action', action: 'See why' };
    case 'deleted':
      return DASHBOARD;
  }
}

function inviteeStep(gift: FlowGift): Step {
  switch (gift.status) {
    case 'sent':
      return { page: 'gift-review', group: 'needs-action', action: 'Review and sign' };
    case 'draft':
    case 'initiator-signed':
      // Taken back by the initiator to change it: nothing to do until it comes again.
      return { page: 'gift-review', group: 'waiting', action: 'View' };
    case 'awaiting-countersignature':
      return { page: 'gift-success', group: 'waiting', action: 'View' };
    case 'fully-signed':
      return finalizeStep(gift);
    case 'executed':
      return { page: 'gift-executed', group: 'done', action: 'View the letter' };
    case 'rejected':
      return { page: 'gift-rejected', group: 'closed', action: 'View' };
    case 'deleted':
      return DASHBOARD;
  }
}

/** Both signed: whoever the gift machine lets finalize (the initiator) has it to do; the other waits. */
function finalizeStep(gift: FlowGift): Step {
  return gift.availableActions.includes('finalize')
    ? { page: 'gift-success', group: 'needs-action', action: 'Finalize' }
    : { page: 'gift-success', group: 'waiting', action: 'View' };
}

/** Where this person should be now, and what the dashboard offers them: one table for the whole app. */
export function nextGiftStep(gift: FlowGift): GiftNextStep {
  const step = gift.yourRole === 'initiator' ? initiatorStep(gift) : inviteeStep(gift);
  return { ...step, path: step.page ? giftPagePath(gift.id, step.page) : '/dashboard' };
}

const EDITABLE: readonly GiftStatus[] = ['draft', 'initiator-signed', 'rejected'];

/** Pages each side may open, by status. Anything else is sent on to `nextGiftStep`. */
const PAGES: Readonly<Record<GiftRole, Partial<Record<GiftPage, readonly GiftStatus[]>>>> = {
  initiator: {
    // Editing a signed or rejected letter takes it back to a draft (the callable voids the signature).
    'gift-terms': EDITABLE,
    'gift-info': EDITABLE,
    'gift-donor': EDITABLE,
    'gift-taker': EDITABLE,
    'gift-source': EDITABLE,
    'gift-review': ['draft', 'sent'],
    'gift-signature': ['draft', 'initiator-signed', 'awaiting-countersignature'],
    'gift-request-sent': ['sent'],
    'gift-review-reject': ['rejected'],
    'gift-success': ['fully-signed'],
    'gift-executed': ['executed'],
  },
  invitee: {
    'gift-review': ['sent', 'draft', 'initiator-signed'],
    'gift-taker': ['sent'],
    // A donor the buyer invited corrects the details the buyer typed for them.
    'gift-donor': ['sent'],
    'gift-signature': ['sent'],
    'reject-gift': ['sent'],
    'gift-rejected': ['rejected'],
    'gift-success': ['awaiting-countersignature', 'fully-signed'],
    'gift-executed': ['executed'],
  },
};

/** Whether `page` belongs to this letter as it stands, for this person. */
export function giftPageBelongs(page: GiftPage, gift: Pick<FlowGift, 'status' | 'yourRole' | 'yourParty' | 'readyToSign'>): boolean {
  // Only a gift recipient confirms their own details; a donor's are in the letter already, and the donor corrects them.
  if (page === 'gift-taker' && gift.yourRole === 'invitee' && gift.yourParty !== 'gift-recipient') return false;
  if (page === 'gift-donor' && gift.yourRole === 'invitee' && gift.yourParty !== 'donor') return false;
  // Nothing to sign until the letter is complete.
  if (page === 'gift-signature' && gift.status === 'draft' && !gift.readyToSign) return false;
  return PAGES[gift.yourRole][page]?.includes(gift.status) ?? false;
}

export type GiftStep = FlowStep<GiftPage>;

/** The guided flow for each side, in the order people meet its pages. */
export function giftSteps(gift: Pick<FlowGift, 'yourRole' | 'yourParty'>): readonly GiftStep[] {
  if (gift.yourRole === 'initiator') {
    const donor = gift.yourParty === 'donor';
    return [
      { label: 'The gift', pages: ['gift-terms'] },
      { label: 'The home', pages: ['gift-info'] },
      { label: donor ? 'Your details' : 'The donor', pages: ['gift-donor'] },
      { label: donor ? 'The recipient' : 'Your details', pages: ['gift-taker'] },
      { label: 'Source', pages: ['gift-source'] },
      { label: 'Review', pages: ['gift-review', 'gift-review-reject'] },
      { label: 'Sign and send', pages: ['gift-signature', 'gift-request-sent'] },
      { label: 'Final', pages: ['gift-success', 'gift-executed'] },
    ];
  }
  return [
    { label: 'Review', pages: ['gift-review', 'reject-gift', 'gift-rejected'] },
    ...(gift.yourParty === 'gift-recipient' ? [{ label: 'Your details', pages: ['gift-taker'] } satisfies GiftStep] : []),
    { label: 'Sign', pages: ['gift-signature'] },
    { label: 'Final', pages: ['gift-success', 'gift-executed'] },
  ];
}

/**
 * The current step's index; the number of steps once the letter is final. Once the letter is
 * sent, "Sign and send" is done and what remains is the final step (the other person's turn).
 */
export function giftStepIndex(steps: readonly GiftStep[], page: GiftPage): number {
  if (page === 'gift-executed') return steps.length;
  if (page === 'gift-request-sent') return steps.findIndex((step) => step.pages.includes('gift-success'));
  return steps.findIndex((step) => step.pages.includes(page));
}
