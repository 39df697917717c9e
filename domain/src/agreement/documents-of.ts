import type { Customer } from '../api/customer-schemas';
import type { GiftRequestResponse } from '../api/gift-responses';
import { giftLetterReadySchema } from '../api/gift-schemas';
import { loanProposalReadySchema, type LoanProposalDetails, type RecipientRequestDetails } from '../api/loan-request-schemas';
import type { GiftParty } from '../gift/gift-machine';
import { LoanTermsError } from '../loan/amortization';
import type { LoanRole } from '../loan/loan-machine';
import { partyRoles, type RequestRole, type RequestType } from '../loan/request-machine';
import { giftRecipientFromProfile, signerSnapshot } from '../parties/party-details';
import { buildGiftLetter, type GiftLetter } from './gift-letter';
import { buildLoanAgreement, type AgreementParty, type LoanAgreement } from './loan-agreement';

/**
 * The agreement a loan request stands for, and the letter a gift request stands for, built from
 * their stored details by the one builder each: the API hashes and prints exactly this, and the
 * web app shows exactly this, so what a person reads is what a signature covers.
 */

export interface RequestForAgreement {
  readonly id: string;
  readonly requestType: RequestType;
  readonly loanProposalDetails: LoanProposalDetails;
  readonly initiatorRequestDetails: RecipientRequestDetails;
  readonly recipientRequestDetails: RecipientRequestDetails;
}

export function agreementParty(role: LoanRole, details: RecipientRequestDetails): AgreementParty {
  const address = details.address;
  return {
    role,
    firstName: details.firstName ?? '',
    middleName: details.middleName ?? '',
    lastName: details.lastName ?? '',
    email: details.email ?? '',
    phone: details.phone ?? '',
    address: {
      line1: address?.line1 ?? '',
      line2: address?.line2 ?? '',
      city: address?.city ?? '',
      state: address?.state ?? '',
      zipCode: address?.zipCode ?? '',
    },
  };
}

/** Null while the terms are incomplete, or are terms no monthly schedule can be made of. */
export function loanAgreementOf(request: RequestForAgreement): LoanAgreement | null {
  const ready = loanProposalReadySchema.safeParse(request.loanProposalDetails);
  if (!ready.success) return null;
  const initiator = agreementParty(partyRoles(request.requestType, 'initiator'), request.initiatorRequestDetails);
  const recipient = agreementParty(partyRoles(request.requestType, 'recipient'), request.recipientRequestDetails);
  try {
    return buildLoanAgreement({
      requestId: request.id,
      terms: ready.data,
      lender: initiator.role === 'lender' ? initiator : recipient,
      borrower: initiator.role === 'borrower' ? initiator : recipient,
    });
  } catch (error) {
    if (error instanceof LoanTermsError) return null;
    throw error;
  }
}

/**
 * The request as a signature by `role` now would leave it: a first signature puts the signer's
 * profile into their side of the agreement; a countersignature changes nothing (it covers the
 * text the other party signed).
 */
export function requestAsSignedBy<R extends RequestForAgreement & { readonly status: string }>(request: R, role: RequestRole, profile: Customer): R {
  if (request.status === 'awaiting-countersignature') return request;
  const side = role === 'initiator' ? 'initiatorRequestDetails' : 'recipientRequestDetails';
  return { ...request, [side]: signerSnapshot(request[side], profile) };
}

export type GiftForLetter = Pick<GiftRequestResponse, 'id' | 'giftDetails' | 'donorRequestDetails' | 'recipientDetails'>;

/** Null while the details are incomplete. */
export function giftLetterOf(gift: GiftForLetter): GiftLetter | null {
  const ready = giftLetterReadySchema.safeParse({ giftDetails: gift.giftDetails, donorRequestDetails: gift.donorRequestDetails });
  if (!ready.success) return null;
  const recipient = gift.recipientDetails;
  return buildGiftLetter({
    giftId: gift.id,
    giftDetails: ready.data.giftDetails,
    donor: ready.data.donorRequestDetails,
    recipient:
      recipient && (recipient.firstName.trim() || recipient.lastName.trim())
        ? { firstName: recipient.firstName, middleName: recipient.middleName, lastName: recipient.lastName, address: recipient.address }
        : null,
  });
}

/**
 * The letter as a signature by `party` now would leave it: the gift recipient's first signature
 * names them as their profile does; the donor signs the donor the letter names (they correct
 * those details first, if they must); a countersignature changes nothing.
 */
export function giftAsSignedBy<G extends GiftForLetter & { readonly status: string }>(gift: G, party: GiftParty, profile: Customer): G {
  if (gift.status === 'awaiting-countersignature' || party === 'donor') return gift;
  return { ...gift, recipientDetails: giftRecipientFromProfile(profile, 'signature') };
}
