import { giftAsSignedBy, giftLetterOf, type Customer, type GiftLetter, type GiftRequestResponse } from '@kinloan/domain';
import { useMemo } from 'react';
import { useProfile } from '../../hooks/use-profile';
import { useSha256 } from '../../hooks/use-sha256';

export interface LetterToSign {
  readonly profile: Customer | null;
  readonly profileFailed: boolean;
  readonly reloadProfile: () => void;
  /** The letter as your signature would leave it; null while details are missing. */
  readonly letter: GiftLetter | null;
  /** Its fingerprint: shown under it, and sent with the signature. */
  readonly sha256: string | null;
  /** This page builds a different text from the one on file. */
  readonly outdated: boolean;
}

/** One letter, one fingerprint (see use-agreement-to-sign.ts): all from domain's `giftLetterOf`. */
export function useLetterToSign(gift: GiftRequestResponse): LetterToSign {
  const { profile, failed, reload } = useProfile();
  const current = useMemo(() => giftLetterOf(gift), [gift]);
  const signed = useMemo(() => (profile ? giftLetterOf(giftAsSignedBy(gift, gift.yourParty, profile)) : null), [gift, profile]);
  const currentSha = useSha256(current?.fullText ?? null);
  const letter = signed ?? current;
  const sha256 = useSha256(letter?.fullText ?? null);
  const outdated = Boolean(currentSha && gift.documentSha256 && currentSha !== gift.documentSha256);
  return { profile, profileFailed: failed, reloadProfile: reload, letter, sha256, outdated };
}
