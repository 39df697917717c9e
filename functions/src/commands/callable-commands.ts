import type { CallableCommands } from '../transport/callable';
import { createGift } from './gift/create';
import { deleteGift } from './gift/delete';
import { finalizeGift } from './gift/finalize';
import { getGift, getGiftAuditTrail, getGiftDocument, listGifts } from './gift/read';
import { rejectGift } from './gift/reject';
import { sendGift } from './gift/send';
import { signGift } from './gift/sign';
import { updateGift } from './gift/update';

/** The command behind every callable endpoint of domain/src/api/endpoints.ts. */
export const CALLABLE_COMMANDS: CallableCommands = {
  'gift.create': createGift,
  'gift.update': updateGift,
  'gift.send': sendGift,
  'gift.sign': signGift,
  'gift.finalize': finalizeGift,
  'gift.reject': rejectGift,
  'gift.delete': deleteGift,
  'gift.getDocument': getGiftDocument,
  'gift.getAuditTrail': getGiftAuditTrail,
  'gift.get': getGift,
  'gift.list': listGifts,
};
