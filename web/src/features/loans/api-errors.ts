import type { ApiRequestError } from '../../api/client';
import type { FieldMessages } from '../accounts/form-fields';

/**
 * The API names fields by their path in the body ("loanProposalDetails.principalCents"); a
 * form shows the part under `prefix`. Messages for fields the form doesn't show are kept in
 * `form`, so none is lost.
 */
export function fieldMessagesUnder(
  error: ApiRequestError,
  prefix: string,
  shown: readonly string[],
): { fields: FieldMessages; form: string | null } {
  const fields: FieldMessages = {};
  const other: string[] = [];
  for (const { field, message } of error.fields) {
    const name = prefix && field.startsWith(`${prefix}.`) ? field.slice(prefix.length + 1) : field;
    if (shown.includes(name)) fields[name] ??= message;
    else other.push(message);
  }
  return { fields, form: other.length > 0 ? other.join(' ') : null };
}
