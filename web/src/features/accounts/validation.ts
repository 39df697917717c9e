import { fieldErrors } from '@kinloan/domain';
import { useEffect, useRef, useState, type RefObject } from 'react';
import { focusFirstInvalid, type FieldMessages } from './form-fields';

type ZodErrorLike = Parameters<typeof fieldErrors>[0];

/** The part of a zod schema the forms use (the domain's schemas, shared with the API). */
export interface Schema<T> {
  safeParse(input: unknown): { success: true; data: T } | { success: false; error: ZodErrorLike };
}

export type Validation<T> = { ok: true; data: T } | { ok: false; errors: FieldMessages };

/** Checks form values with the same schema the API uses, one message per field. */
export function validate<T>(schema: Schema<T>, values: unknown): Validation<T> {
  const result = schema.safeParse(values);
  if (result.success) return { ok: true, data: result.data };
  const errors: FieldMessages = {};
  for (const { field, message } of fieldErrors(result.error)) errors[field] = message;
  return { ok: false, errors };
}

/**
 * Field-error state for a form: messages per field, cleared one by one as the person edits,
 * and focus moved to the first invalid field after each failed submit.
 */
export function useFieldErrors(formRef: RefObject<HTMLFormElement | null>) {
  const [errors, setErrorsState] = useState<FieldMessages>({});
  const [attempt, setAttempt] = useState(0);
  const lastFocused = useRef(0);

  useEffect(() => {
    if (attempt === 0 || attempt === lastFocused.current) return;
    lastFocused.current = attempt;
    focusFirstInvalid(formRef.current);
  }, [attempt, formRef]);

  return {
    errors,
    /** Shows these messages and moves focus to the first. */
    show(messages: FieldMessages) {
      setErrorsState(messages);
      if (Object.keys(messages).length > 0) setAttempt((n) => n + 1);
    },
    clear(field?: string) {
      if (field === undefined) setErrorsState({});
      else
        setErrorsState((current) => {
          if (!(field in current)) return current;
          const next = { ...current };
          delete next[field];
          return next;
        });
    },
  };
}
