import {
  giftLetterOf,
  fieldErrors,
  giftLetterReadySchema,
  type DonorRequestDetails,
  type FieldError,
  type GiftDetails,
  type GiftLetter,
} from '@kinloan/domain';
import { sha256Hex } from '../documents/hash';
import type { GiftRequestDocument } from './gift-document';

/**
 * The letter a gift request stands for right now, from its stored details: what the review
 * page shows, what a signature now would cover, what the PDF prints.
 */

export interface ReadyGift {
  readonly giftDetails: GiftDetails;
  readonly donorRequestDetails: DonorRequestDetails;
}

export type Readiness = { ready: true; details: ReadyGift } | { ready: false; missing: FieldError[] };

/** Complete enough to sign, or which fields are missing, in the schemas' words. */
export function readinessOf(doc: Pick<GiftRequestDocument, 'giftDetails' | 'donorRequestDetails'>): Readiness {
  const parsed = giftLetterReadySchema.safeParse({ giftDetails: doc.giftDetails, donorRequestDetails: doc.donorRequestDetails });
  return parsed.success ? { ready: true, details: parsed.data } : { ready: false, missing: fieldErrors(parsed.error) };
}

export interface CurrentGiftLetter {
  readonly letter: GiftLetter;
  /** SHA-256 of `fullText`, both people included: what a signature now would cover. */
  readonly documentSha256: string;
}

/** Null while the details are incomplete (domain/src/agreement/documents-of.ts builds it). */
export function currentGiftLetter(doc: GiftRequestDocument): CurrentGiftLetter | null {
  const letter = giftLetterOf(doc);
  return letter ? { letter, documentSha256: sha256Hex(letter.fullText) } : null;
}
