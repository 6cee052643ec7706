import { flushSync } from 'react-dom';

// The form pattern (zod schema + field errors + sending state): a schema's
// issues become one message per field, and focus goes to the first field
// that has one. Works with zod and zod/mini alike (both give `issues`).

export type FieldErrors = Record<string, string>;

interface Issue {
  readonly path: readonly PropertyKey[];
  readonly message: string;
}

/** Each field's first message, keyed by its path ("registrationNumbers.1"). */
export function fieldErrors(error: { readonly issues: readonly Issue[] }): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.map(String).join('.');
    errors[key] ??= issue.message;
  }
  return errors;
}

/** Moves focus to the first field, in page order, that has an error; its `name` is the error's key. */
export function focusFirstInvalid(form: HTMLFormElement | null, errors: FieldErrors): void {
  if (!form) return;
  for (const element of Array.from(form.elements)) {
    if (element instanceof HTMLInputElement && element.name in errors) {
      element.focus();
      return;
    }
  }
}

/** The errors without one field's: editing a field is fixing it. Unchanged when it had none. */
export function withoutError(errors: FieldErrors, key: string): FieldErrors {
  if (!(key in errors)) return errors;
  return Object.fromEntries(Object.entries(errors).filter(([name]) => name !== key));
}

/**
 * Shows a failed check: the messages are rendered (and linked) before focus
 * lands on the first invalid field, so a screen reader announces its message.
 */
export function showFieldErrors(
  form: HTMLFormElement | null,
  errors: FieldErrors,
  setErrors: (errors: FieldErrors) => void,
): void {
  flushSync(() => setErrors(errors));
  focusFirstInvalid(form, errors);
}
