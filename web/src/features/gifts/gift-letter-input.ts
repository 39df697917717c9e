import { buildGiftLetter, giftLetterReadySchema, type GiftLetter, type GiftRequestResponse } from '@kinloan/domain';

/**
 * The gift letter a response stands for right now, built exactly as the callables build it
 * (functions/src/gifts/current-gift-letter.ts): the same builder, the same inputs. So the text
 * on the review page is the text whose SHA-256 (`documentSha256`) a signature now would record.
 * Null while the details are incomplete.
 */
export function giftLetterOf(gift: Pick<GiftRequestResponse, 'id' | 'giftDetails' | 'donorRequestDetails' | 'recipientDetails'>): GiftLetter | null {
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
