/**
 * Upper bounds on instances, so a flood of calls (or a loop in a client) costs a bounded bill
 * and cannot exhaust Firestore's per-database limits; a family-loan service at its busiest
 * needs a handful. Over the bound, callers get 429s from the platform and retry.
 */
export const MAX_INSTANCES = {
  /** Every REST call (accounts, loan requests, loans). */
  api: 20,
  /** Each gift-letter callable. */
  giftCallable: 5,
  /** The daily start of the reminders: it only hands the first page to the queue. */
  reminders: 1,
  /** Reminder pages worked at once (each reminder is still sent once: create-if-absent). */
  reminderPages: 5,
} as const;
