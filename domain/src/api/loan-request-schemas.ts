import { z } from 'zod';
import { compareDates, isCalendarDate } from '../dates';
import type { ReamortizationMode } from '../loan/allocation';
import { LOAN_LIMITS } from '../loan/limits';
import { REQUEST_STATUSES, REQUEST_TYPES } from '../loan/request-machine';
import {
  addressSchema,
  basisPoints,
  bodyObjectError,
  calendarDateField,
  centsAmount,
  documentId,
  emailAddress,
  mustBeTrue,
  optionalParagraph,
  optionalText,
  personName,
  requiredParagraph,
  requiredText,
  usPhone,
  usState,
  wholeNumber, sha256Field, statementsVersionField } from './fields';
import { PAYMENT_METHOD_RULE, PAYMENT_METHODS } from './payment-methods';
import { signatureDataSchema, updatePartySchema } from './signature-schemas';

/** Limits on the terms beyond LOAN_LIMITS, chosen for loans between people who know each other. */
export const TERMS_LIMITS = {
  maxLateFeeCents: 100_000, // $1,000: a nudge, not a penalty
  defaultLateFeeGraceDays: 10,
  maxLateFeeGraceDays: 60,
  maxPurposeLength: 500,
  maxReasonLength: 1000,
} as const;

// Tied to the allocation engine's modes so the agreed mode is always one it can apply.
export const EXTRA_PAYMENT_MODES = [
  'keep-payment-shorten-term',
  'keep-term-lower-payment',
] as const satisfies readonly ReamortizationMode[];
export type ExtraPaymentMode = (typeof EXTRA_PAYMENT_MODES)[number];

export const disbursementSchema = z.object(
  {
    method: z.enum(PAYMENT_METHODS, { error: `How the money is handed over ${PAYMENT_METHOD_RULE}` }),
    // The loan's start date for interest (allocation's loanStartDate).
    date: calendarDateField('Date the money is handed over'),
  },
  { error: 'How and when the money is handed over is required.' },
);
export type Disbursement = z.infer<typeof disbursementSchema>;

const coreTerms = {
  principalCents: centsAmount('Loan amount', LOAN_LIMITS.minPrincipalCents, LOAN_LIMITS.maxPrincipalCents),
  annualRateBps: basisPoints('Annual interest rate', LOAN_LIMITS.minAnnualRateBps, LOAN_LIMITS.maxAnnualRateBps),
  termMonths: wholeNumber('Loan term', LOAN_LIMITS.minTermMonths, LOAN_LIMITS.maxTermMonths, 'months'),
  firstPaymentDate: calendarDateField('First payment date'),
  purpose: requiredText('Purpose of the loan', TERMS_LIMITS.maxPurposeLength),
  lateFeeCents: centsAmount('Late fee', 0, TERMS_LIMITS.maxLateFeeCents).default(0),
  lateFeeGraceDays: wholeNumber('Grace period before a late fee', 0, TERMS_LIMITS.maxLateFeeGraceDays, 'days').default(
    TERMS_LIMITS.defaultLateFeeGraceDays,
  ),
  // A prepayment penalty has no place between family and friends, and several states
  // restrict them; the field exists so the agreement can say so explicitly.
  prepaymentAllowed: mustBeTrue('Prepayment is always allowed without penalty, so "prepayment allowed" must be true.').default(true),
  extraPaymentMode: z
    .enum(EXTRA_PAYMENT_MODES, {
      error: 'What happens after an extra payment must be "keep-payment-shorten-term" or "keep-term-lower-payment".',
    })
    .default('keep-payment-shorten-term'),
};

function disbursedBeforeFirstPayment(
  terms: { firstPaymentDate: string; disbursement?: Disbursement | undefined },
  ctx: z.RefinementCtx,
): void {
  // Only between two real dates: a field that failed its own check has said so already.
  const handOver = terms.disbursement?.date;
  if (handOver === undefined || !isCalendarDate(handOver) || !isCalendarDate(terms.firstPaymentDate)) return;
  if (compareDates(handOver, terms.firstPaymentDate) >= 0) {
    ctx.addIssue({
      code: 'custom',
      path: ['firstPaymentDate'],
      message: 'First payment date must be after the date the money is handed over.',
    });
  }
}

const termsObjectError = { error: 'Loan terms are required: amount, interest rate, term, first payment date and purpose.' };

/** Terms while a request is being written: the law and the hand-over may come later. */
export const loanProposalDetailsSchema = z
  .object(
    {
      ...coreTerms,
      governingLawState: usState('Governing-law state').optional(),
      disbursement: disbursementSchema.optional(),
    },
    termsObjectError,
  )
  .superRefine(disbursedBeforeFirstPayment);
export type LoanProposalDetails = z.infer<typeof loanProposalDetailsSchema>;

/** Terms complete enough to review, sign and print: check the stored request against this. */
export const loanProposalReadySchema = z
  .object(
    {
      ...coreTerms,
      governingLawState: usState('Governing-law state'),
      disbursement: disbursementSchema,
    },
    termsObjectError,
  )
  .superRefine(disbursedBeforeFirstPayment);
export type ReadyLoanProposalDetails = z.infer<typeof loanProposalReadySchema>;

function partyDetails(whose: string) {
  return {
    firstName: personName(`${whose} first name`).optional(),
    middleName: optionalText(`${whose} middle name`, 100),
    lastName: personName(`${whose} last name`).optional(),
    email: emailAddress(`${whose} email`).optional(),
    phone: usPhone(`${whose} phone number`).optional(),
    address: addressSchema.optional(),
  };
}

/** What a borrower chooses to show on the public /{id}/loan-wish page, and nothing more. */
export const loanWishSchema = z.object(
  {
    headline: requiredText('Loan wish headline', 120),
    story: optionalParagraph('Loan wish story', 2000),
    showAmount: z.boolean({ error: 'Show the amount on the loan wish must be true or false.' }).default(true),
    /** The rate, term and purpose: together they can say who is asking, so they are a choice too. */
    showTerms: z.boolean({ error: 'Show the rate, term and purpose on the loan wish must be true or false.' }).default(true),
    showName: z
      .enum(['full-name', 'first-name', 'anonymous'], {
        error: 'Name shown on the loan wish must be "full-name", "first-name" or "anonymous".',
      })
      .default('first-name'),
  },
  { error: 'Loan wish details must be an object.' },
);
export type LoanWish = z.infer<typeof loanWishSchema>;

/** POST /api/v1/loanRequests/{id}/publishWish */
export const publishWishBodySchema = z.object(
  {
    loanWish: z.object(loanWishSchema.shape, {
      error: (issue) =>
        issue.input === undefined || issue.input === null
          ? 'Loan wish details are required: at least a headline.'
          : 'Loan wish details must be an object.',
    }),
  },
  { error: bodyObjectError('Publishing a loan wish') },
);
export type PublishWishBody = z.infer<typeof publishWishBodySchema>;

export const initiatorRequestDetailsSchema = z.object(
  { ...partyDetails("Initiator's"), loanWish: loanWishSchema.optional() },
  { error: "Initiator's details must be an object." },
);
export type InitiatorRequestDetails = z.infer<typeof initiatorRequestDetailsSchema>;

export const recipientRequestDetailsSchema = z.object(partyDetails("Recipient's"), {
  error: "Recipient's details must be an object.",
});
export type RecipientRequestDetails = z.infer<typeof recipientRequestDetailsSchema>;

const requestFields = {
  // The caller is always the initiator: the spec's client sends its own id ("me" and "1" mean
  // the caller too), and leaving it out means the same.
  initiatingCustomerId: documentId('Initiating customer id').optional(),
  initiatorRequestDetails: initiatorRequestDetailsSchema.default({}),
  loanProposalDetails: loanProposalDetailsSchema,
  recipientCustomerId: documentId('Recipient customer id').nullable().optional(),
  recipientRequestDetails: recipientRequestDetailsSchema.default({}),
  requestType: z.enum(REQUEST_TYPES, { error: 'Request type must be "borrow" or "lend".' }),
  parentLoanId: documentId('Parent loan request id').nullable().optional(),
};

/**
 * POST /api/v1/loanRequest. The spec's client sends a status; a new request can only be a
 * draft. With `parentLoanId` it is the recipient's request for changed terms.
 */
export const loanRequestCreateBodySchema = z.object(
  {
    ...requestFields,
    status: z.literal('draft', { error: 'Status of a new loan request must be "draft".' }).optional(),
  },
  { error: bodyObjectError('A loan request') },
);
export type LoanRequestCreateBody = z.infer<typeof loanRequestCreateBodySchema>;

/**
 * PATCH /api/v1/loanRequest/{id}: the full request as the client last saw it. Fields that
 * move only through actions (id, status, parentLoanId, rejectionReason, the customer ids)
 * are accepted as echoes and ignored; `patchEvent` decides what the changed ones mean.
 * Unknown keys (timestamps, signatures the client echoes back) are stripped.
 */
export const loanRequestPatchBodySchema = z.object(
  {
    ...requestFields,
    id: documentId('Loan request id').optional(),
    status: z.enum(REQUEST_STATUSES, { error: 'Status must be one of the loan request statuses.' }).optional(),
    rejectionReason: z.string({ error: 'Rejection reason must be text.' }).nullable().optional(),
  },
  { error: bodyObjectError('A loan request') },
);
export type LoanRequestPatchBody = z.infer<typeof loanRequestPatchBodySchema>;

/** Bodies of actions that carry nothing: refusing stray keys catches a client sending the wrong call. */
export function emptyBodySchema(name: string) {
  return z.strictObject({}, { error: bodyObjectError(name) }).default({});
}

/** POST /api/v2/loanRequests/{id}/review */
export const reviewBodySchema = emptyBodySchema('A review');
/** POST /api/v2/loanRequests/{id}/finalize */
export const finalizeBodySchema = emptyBodySchema('A finalize request');

/**
 * POST /api/v1/loanRequests/{id}/signTos. E-SIGN requires affirmative consent to electronic
 * records before an electronic signature counts, so both answers are explicit, never implied.
 */
export const signTosBodySchema = z.strictObject(
  {
    acceptTermsOfService: mustBeTrue('Acceptance of the terms of service is required to continue.'),
    consentToElectronicRecords: mustBeTrue('Consent to electronic records and signatures is required to sign online.'),
    statementsVersion: statementsVersionField(),
  },
  { error: bodyObjectError('The terms-of-service acceptance') },
);
export type SignTosBody = z.infer<typeof signTosBodySchema>;

/** POST /api/v1/loanRequests/{id}/send */
export const sendBodySchema = z.object({ updateParty: updatePartySchema }, { error: bodyObjectError('A send request') });
export type SendBody = z.infer<typeof sendBodySchema>;

/**
 * POST /api/v2/loanRequests/{id}/sign: the signature, the fingerprint of the agreement text the
 * signer was shown, and the version of the statement they affirmed by signing.
 */
export const signBodySchema = z.object(
  {
    signatureData: signatureDataSchema,
    agreementSha256: sha256Field('Agreement fingerprint'),
    statementsVersion: statementsVersionField(),
  },
  { error: bodyObjectError('A signature') },
);
export type SignBody = z.infer<typeof signBodySchema>;

export const rejectionReasonSchema = requiredParagraph('Reason for rejecting', TERMS_LIMITS.maxReasonLength);

/** POST /api/v1/loanRequests/{id}/reject */
export const rejectBodySchema = z.object(
  { rejectionReason: rejectionReasonSchema },
  { error: bodyObjectError('A rejection') },
);
export type RejectBody = z.infer<typeof rejectBodySchema>;
