import { type ComponentProps, type ReactNode, useId } from 'react';
import { Input } from '@/ui/Input.tsx';
import { Label } from '@/ui/Label.tsx';
import { FieldError } from './FieldError.tsx';

export interface TextFieldProps extends Omit<ComponentProps<'input'>, 'required'> {
  /** The key of the field's error too: focusing the first invalid field finds it by name. */
  name: string;
  label: ReactNode;
  error?: string | undefined;
  hint?: ReactNode;
  required?: boolean;
}

/** A labelled input with its hint and inline error linked for assistive technology. */
export function TextField({ name, label, error, hint, required = false, id, ...inputProps }: TextFieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');
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
        aria-invalid={error ? true : undefined}
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
