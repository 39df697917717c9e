import { loanAgreementOf, requestAsSignedBy, type Customer, type LoanAgreement, type LoanRequestResponse } from '@kinloan/domain';
import { useMemo } from 'react';
import { useProfile } from '../../hooks/use-profile';
import { useSha256 } from '../../hooks/use-sha256';

export interface AgreementToSign {
  readonly profile: Customer | null;
  readonly profileFailed: boolean;
  readonly reloadProfile: () => void;
  /** The agreement as your signature would leave it (your details as your profile has them); null while terms are missing. */
  readonly agreement: LoanAgreement | null;
  /** Its fingerprint: shown under it, and sent with the signature. */
  readonly sha256: string | null;
  /** This page builds a different text from the one on file. */
  readonly outdated: boolean;
}

/**
 * One agreement, one fingerprint: the text shown, the text hashed and sent with a signature,
 * and the text the API checks it against are all `loanAgreementOf(requestAsSignedBy(...))`
 * from domain/, so a signature covers exactly what the person read.
 */
export function useAgreementToSign(request: LoanRequestResponse): AgreementToSign {
  const { profile, failed, reload } = useProfile();
  const current = useMemo(() => loanAgreementOf(request), [request]);
  const signed = useMemo(() => (profile ? loanAgreementOf(requestAsSignedBy(request, request.yourRole, profile)) : null), [request, profile]);
  const currentSha = useSha256(current?.fullText ?? null);
  const agreement = signed ?? current;
  const sha256 = useSha256(agreement?.fullText ?? null);
  const outdated = Boolean(currentSha && request.agreementSha256 && currentSha !== request.agreementSha256);
  return { profile, profileFailed: failed, reloadProfile: reload, agreement, sha256, outdated };
}
