import type { ApiRequestError } from './client';

/** One message per field name ("email", "address.zipCode"). */
export type FieldMessages = Record<string, string>;

export interface FormFailure {
  /** Messages to show beside their inputs. */
  readonly fields: FieldMessages;
  /** The one message for the whole form, or null when the field messages say it all. */
  readonly form: string | null;
}

export interface FormFailureOptions {
  /** The API names fields by their path in the body ("loanProposalDetails.termMonths"); the form shows the part under this. */
  readonly prefix?: string;
  /** The form's own words for a field, for a failure it knows better (an email already taken). */
  readonly fields?: FieldMessages;
  /** The form's own words for the whole failure (a wrong password), instead of the API's. */
  readonly form?: string;
}

/**
 * What a form says about a failed call, so that each failure is said once, in the right place
 * (forms make their calls with `notify: false`, so no red notification repeats it in other
 * words): each field's message beside its input, and one message for the form when no field
 * explains it: the messages for fields the form doesn't show, else the API's reason (`detail`),
 * else the error catalogue's message (offline, a server error).
 */
export function formFailure(error: ApiRequestError, shown: readonly string[], options: FormFailureOptions = {}): FormFailure {
  const { prefix = '' } = options;
  const fields: FieldMessages = {};
  const other: string[] = [];
  for (const { field, message } of error.fields) {
    const name = prefix && field.startsWith(`${prefix}.`) ? field.slice(prefix.length + 1) : field;
    if (shown.includes(name)) fields[name] ??= message;
    else other.push(message);
  }
  Object.assign(fields, options.fields);
  if (options.form !== undefined) return { fields, form: options.form };
  if (other.length > 0) return { fields, form: other.join(' ') };
  if (Object.keys(fields).length > 0) return { fields, form: null };
  return { fields, form: error.detail ?? error.userMessage };
}
