import { REQUEST_WRITABLE_FIELDS, type RequestWritableField } from '@kinloan/domain';
import type { LoanRequestDocument } from './loan-request-document';

/**
 * What a PATCH of the full request changes: the writable fields whose values differ from what is
 * stored, compared the way a form means them.
 */

/**
 * JSON with sorted keys, where an absent key, undefined and '' are the same: a form that
 * echoes an empty middle name has not changed anything.
 */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(sortKeys(value));
}

function sortKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortKeys);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([, item]) => item !== undefined && item !== '')
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([key, item]) => [key, sortKeys(item)]),
  );
}

export type WritableFields = Pick<LoanRequestDocument, RequestWritableField>;

/** The writable fields whose values differ between what is stored and what a PATCH sends. */
export function changedWritableFields(stored: WritableFields, incoming: WritableFields): RequestWritableField[] {
  return REQUEST_WRITABLE_FIELDS.filter((field) => canonicalJson(stored[field]) !== canonicalJson(incoming[field]));
}

