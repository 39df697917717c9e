import { z } from 'zod';
import { GIFT_PARTIES } from '../gift/gift-machine';
import { LOAN_LIMITS } from '../loan/limits';
import {
  addressSchema,
  bodyObjectError,
  calendarDateField,
  centsAmount,
  documentId,
  emailAddress,
  mustBeTrue,
  optionalParagraph,
  optionalText,
  personName,
  usPhone, sha256Field, statementsVersionField } from './fields';
import { rejectionReasonSchema } from './loan-request-schemas';
import { signatureDataSchema, updatePartySchema } from './signature-schemas';

/**
 * Gift letters, sent as callable data (gifts-create, -update, …). Drafts are saved step by
 * step (gift-terms, gift-info, gift-donor, gift-source), so their details may be partial;
 * `giftLetterReadySchema` is what a letter must satisfy before anyone signs it.
 */

export const GIFT_SOURCE_KINDS = ['checking', 'savings', 'brokerage', 'retirement', 'sale-of-asset', 'other'] as const;
export type GiftSourceKind = (typeof GIFT_SOURCE_KINDS)[number];

export const GIFT_TRANSFER_STATUSES = ['transferred', 'planned'] as const;

/** Relationships US mortgage programs accept for a gift donor, most common first. */
export const DONOR_RELATIONSHIPS = [
  'parent',
  'grandparent',
  'child',
  'sibling',
  'spouse',
  'domestic-partner',
  'fiance',
  'aunt-or-uncle',
  'cousin',
  'godparent',
  'other-relative',
  'close-friend',
] as const;
export type DonorRelationship = (typeof DONOR_RELATIONSHIPS)[number];

export const giftSourceSchema = z.object(
  {
    kind: z.enum(GIFT_SOURCE_KINDS, {
      error: `Where the gift money comes from must be one of: ${GIFT_SOURCE_KINDS.join(', ')}.`,
    }),
    institutionName: optionalText('Name of the bank or institution the gift comes from', 100),
    description: optionalParagraph('Description of where the gift comes from', 300),
  },
  { error: 'Where the gift money comes from is required.' },
);

const giftDetailsShape = {
  amountCents: centsAmount('Gift amount', 100, LOAN_LIMITS.maxPrincipalCents),
  transferDate: calendarDateField('Date of transfer'),
  transferStatus: z.enum(GIFT_TRANSFER_STATUSES, {
    error: 'Whether the gift was already transferred must be "transferred" or "planned".',
  }),
  source: giftSourceSchema,
  propertyAddress: addressSchema,
  mortgageLender: optionalText('Mortgage lender', 100),
  loanNumber: optionalText('Mortgage loan number', 50),
};

export const giftDetailsSchema = z.object(giftDetailsShape, { error: 'Gift details must be an object.' });
export type GiftDetails = z.infer<typeof giftDetailsSchema>;
export const giftDetailsDraftSchema = giftDetailsSchema.partial();
export type GiftDetailsDraft = z.infer<typeof giftDetailsDraftSchema>;

export const donorRequestDetailsSchema = z.object(
  {
    firstName: personName("Donor's first name"),
    middleName: optionalText("Donor's middle name", 100),
    lastName: personName("Donor's last name"),
    email: emailAddress("Donor's email").optional(),
    phone: usPhone("Donor's phone number"),
    address: addressSchema,
    relationship: z.enum(DONOR_RELATIONSHIPS, {
      error: `Donor's relationship to the recipient must be one of: ${DONOR_RELATIONSHIPS.join(', ')}.`,
    }),
  },
  { error: "Donor's details must be an object." },
);
export type DonorRequestDetails = z.infer<typeof donorRequestDetailsSchema>;
export const donorRequestDetailsDraftSchema = donorRequestDetailsSchema.partial();
export type DonorRequestDetailsDraft = z.infer<typeof donorRequestDetailsDraftSchema>;

/** A stored letter must pass this before sign; the PDF needs every one of these fields. */
export const giftLetterReadySchema = z.object({
  giftDetails: giftDetailsSchema,
  donorRequestDetails: donorRequestDetailsSchema,
});

const giftId = { id: documentId('Gift letter id') };

/** gifts-create: either side may start, saying which side they are on. */
export const giftCreateDataSchema = z.object(
  {
    initiatorParty: z.enum(GIFT_PARTIES, { error: 'Whether you are the donor or the gift recipient must be "donor" or "gift-recipient".' }),
    giftDetails: giftDetailsDraftSchema.default({}),
    donorRequestDetails: donorRequestDetailsDraftSchema.default({}),
    status: z.literal('draft', { error: 'Status of a new gift letter must be "draft".' }).optional(),
  },
  { error: bodyObjectError('A gift letter') },
);
export type GiftCreateData = z.infer<typeof giftCreateDataSchema>;

export const giftUpdateDataSchema = z.object(
  { ...giftId, giftDetails: giftDetailsDraftSchema.default({}), donorRequestDetails: donorRequestDetailsDraftSchema.default({}) },
  { error: bodyObjectError('A gift letter') },
);
export type GiftUpdateData = z.infer<typeof giftUpdateDataSchema>;

export const giftSendDataSchema = z.object({ ...giftId, updateParty: updatePartySchema }, { error: bodyObjectError('A send request') });
export type GiftSendData = z.infer<typeof giftSendDataSchema>;

/**
 * gifts-sign. Both acknowledgements are shown next to the signature box: consent to sign
 * electronically, and that the money is a gift (a gift letter for what is really a loan is
 * mortgage fraud).
 */
export const giftSignDataSchema = z.object(
  {
    ...giftId,
    signatureData: signatureDataSchema,
    documentSha256: sha256Field('Gift letter fingerprint'),
    statementsVersion: statementsVersionField(),
    acceptTermsOfService: mustBeTrue('Acceptance of the terms of service is required to continue.'),
    consentToElectronicRecords: mustBeTrue('Consent to electronic records and signatures is required to sign online.'),
    confirmNoRepaymentExpected: mustBeTrue(
      'Confirmation that no repayment is expected or implied is required: a gift letter for money that must be paid back is mortgage fraud.',
    ),
  },
  { error: bodyObjectError('A signature') },
);
export type GiftSignData = z.infer<typeof giftSignDataSchema>;

export const giftRejectDataSchema = z.object(
  { ...giftId, rejectionReason: rejectionReasonSchema },
  { error: bodyObjectError('A rejection') },
);
export type GiftRejectData = z.infer<typeof giftRejectDataSchema>;

/** gifts-finalize, gifts-delete, gifts-getDocument. */
export const giftIdDataSchema = z.strictObject(giftId, { error: bodyObjectError('This gift letter action') });
export type GiftIdData = z.infer<typeof giftIdDataSchema>;

/** gifts-list takes nothing (an empty object, or no data at all). */
export const giftListDataSchema = z
  .strictObject(
    {},
    {
      error: (issue) =>
        issue.code === 'unrecognized_keys'
          ? `Listing gift letters does not accept ${(issue.keys ?? []).map((k) => `"${k}"`).join(', ')}.`
          : 'Listing gift letters takes no data.',
    },
  )
  .nullish();
