import {
  buildLoanAgreement,
  LoanTermsError,
  loanProposalReadySchema,
  partyRoles,
  type AgreementParty,
  type LoanAgreement,
  type LoanRequestResponse,
  type LoanRole,
  type RecipientRequestDetails,
} from '@kinloan/domain';

/**
 * The agreement a request stands for right now, built exactly as the API builds it (terms
 * plus both sides' request details), so the text on the review page is the text whose
 * SHA-256 a signature records.
 */

function agreementParty(role: LoanRole, details: RecipientRequestDetails): AgreementParty {
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

/** Null while the terms are incomplete or cannot be scheduled. */
export function agreementOf(
  request: Pick<LoanRequestResponse, 'id' | 'requestType' | 'loanProposalDetails' | 'initiatorRequestDetails' | 'recipientRequestDetails'>,
): LoanAgreement | null {
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

/** SHA-256 (hex) of the text, as the API computes it; null where the browser has no Web Crypto. */
export async function sha256Hex(text: string): Promise<string | null> {
  const subtle = globalThis.crypto?.subtle;
  if (!subtle) return null;
  const digest = await subtle.digest('SHA-256', new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}
