import { onCall, type CallableRequest } from 'firebase-functions/v2/https';
import type { GiftDependencies, GiftHandler } from './gift-dependencies';
import { createGift } from './create-gift';
import { deleteGift } from './delete-gift';
import { finalizeGift } from './finalize-gift';
import { getGiftDocument } from './gift-document-pdf';
import { getGift, listGifts } from './read-gifts';
import { rejectGift } from './reject-gift';
import { sendGift } from './send-gift';
import { signGift } from './sign-gift';
import { updateGift } from './update-gift';

/** One thin onCall per handler: the request's auth, data and raw request go straight through. */
function callable<R>(deps: GiftDependencies, handler: GiftHandler<R>) {
  // Open CORS (the default): callers prove who they are with an ID token, never a cookie.
  return onCall((request: CallableRequest<unknown>) => handler(deps, request.auth, request.data, request.rawRequest));
}

/**
 * The gift letter callables, exported as the group `gifts`, so they deploy as gifts-create,
 * gifts-update, gifts-send, gifts-sign, gifts-finalize, gifts-reject, gifts-delete,
 * gifts-getDocument (the spec's actions) and gifts-get, gifts-list (for the web pages).
 */
export function giftCallables(deps: GiftDependencies) {
  return {
    create: callable(deps, createGift),
    update: callable(deps, updateGift),
    send: callable(deps, sendGift),
    sign: callable(deps, signGift),
    finalize: callable(deps, finalizeGift),
    reject: callable(deps, rejectGift),
    delete: callable(deps, deleteGift),
    getDocument: callable(deps, getGiftDocument),
    get: callable(deps, getGift),
    list: callable(deps, listGifts),
  };
}
