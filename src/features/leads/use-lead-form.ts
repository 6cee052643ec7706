import { useCallback, useState } from 'react';
import type * as z from 'zod';
import { type FieldErrors, fieldErrors, showFieldErrors, withoutError } from '@/ui/form-errors.ts';
import { withoutAbsent } from './lead-fields.ts';

/**
 * A lead form's values and its inline errors. Editing a field clears its
 * error (the user is fixing it); `generation` changes on every reset, so
 * parts with their own state (the company search) can start over too.
 */
export function useLeadForm<Values extends object>(empty: Values) {
  const [values, setValues] = useState(empty);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [generation, setGeneration] = useState(0);

  const setField = useCallback(<Key extends keyof Values & string>(name: Key, value: Values[Key]) => {
    setValues((previous) => ({ ...previous, [name]: value }));
    setErrors((previous) => withoutError(previous, name));
  }, []);

  const setFieldError = useCallback((key: string, message: string | null) => {
    setErrors((previous) =>
      message === null ? withoutError(previous, key) : { ...previous, [key]: message },
    );
  }, []);

  const reset = useCallback(() => {
    setValues(empty);
    setErrors({});
    setGeneration((previous) => previous + 1);
  }, [empty]);

  return { values, setValues, errors, setErrors, setField, setFieldError, reset, generation };
}

/**
 * Checks a lead form before it is sent: the payload (absent optional fields
 * left out), or null after showing every field's message and focusing the
 * first invalid field.
 */
export function validateLeadForm<Values>(
  schema: z.ZodType<object, Values>,
  values: Values,
  setErrors: (errors: FieldErrors) => void,
  form: HTMLFormElement | null,
): { payload: Record<string, unknown> } | { errors: FieldErrors } {
  const parsed = schema.safeParse(values);
  if (parsed.success) return { payload: withoutAbsent(parsed.data) };
  const errors = fieldErrors(parsed.error);
  showFieldErrors(form, errors, setErrors);
  return { errors };
}
