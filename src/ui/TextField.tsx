import { CircleAlert } from 'lucide-react';
import { type ComponentProps, type ReactNode, useId } from 'react';
import { Input } from './Input.tsx';
import { Label } from './Label.tsx';

// The form pattern's field: a schema's message per field (form-errors.ts),
// shown inline and linked for assistive technology. Shared by every form.

/** A field's inline error; the field points at it with aria-describedby. */
export function FieldError({ id, message }: { id: string; message?: string | undefined }) {
  if (!message) return null;
  return (
    <p id={id} className="flex items-start gap-1.5 text-sm font-medium text-destructive">
      <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <span>{message}</span>
    </p>
  );
}

/** A star for required fields (aria-required says it to screen readers), "(valgfritt)" for the others. */
export function RequiredMark({ required }: { required: boolean }) {
  return required ? (
    <span aria-hidden="true" className="ml-0.5 text-destructive">
      *
    </span>
  ) : (
    // The space is text, so the field's name reads "Firmanavn (valgfritt)".
    <span className="font-normal text-muted-foreground"> (valgfritt)</span>
  );
}

export interface TextFieldProps extends Omit<ComponentProps<'input'>, 'required'> {
  /** The key of the field's error too: focusing the first invalid field finds it by name. */
  name: string;
  label: ReactNode;
  error?: string | undefined;
  /** Marks the field invalid without a message of its own (a message shown for the whole form). */
  invalid?: boolean;
  hint?: ReactNode;
  required?: boolean;
}

/** A labelled input with its hint and inline error linked for assistive technology. */
export function TextField({
  name,
  label,
  error,
  invalid = false,
  hint,
  required = false,
  id,
  'aria-describedby': extraDescribedBy,
  ...inputProps
}: TextFieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null, extraDescribedBy ?? null]
    .filter(Boolean)
    .join(' ');
  return (
    <div className="flex min-w-0 flex-col gap-2">
      <Label htmlFor={inputId}>
        {label}
        <RequiredMark required={required} />
      </Label>
      <Input
        id={inputId}
        name={name}
        aria-required={required || undefined}
        aria-invalid={error || invalid ? true : undefined}
        aria-describedby={describedBy || undefined}
        {...inputProps}
      />
      {hint ? (
        <p id={hintId} className="text-sm text-muted-foreground">
          {hint}
        </p>
      ) : null}
      <FieldError id={errorId} message={error} />
    </div>
  );
}
