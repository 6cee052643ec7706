import { Plus, Trash2 } from 'lucide-react';
import { useEffect, useId, useRef } from 'react';
import { Button } from '@/ui/Button.tsx';
import { Input } from '@/ui/Input.tsx';
import { Label } from '@/ui/Label.tsx';
import { REGISTRATION_NUMBER_MAX_LENGTH } from '@contracts/car-request.ts';
import type { FieldErrors } from '@/ui/form-errors.ts';
import { addRegistrationRow, removeRegistrationRow, updateRegistrationRow } from '../registration-rows.ts';
import { FieldError, RequiredMark } from '@/ui/TextField.tsx';

export interface RegistrationNumbersFieldProps {
  rows: string[];
  onChange: (rows: string[]) => void;
  /** Keyed "registrationNumbers.{index}". */
  errors: FieldErrors;
}

/**
 * The car form's registration numbers (spec section 2): one row each; the
 * add button sits on the last row, and the only row cannot be removed.
 * The rows hold nothing but their text, so they are keyed by position; focus
 * follows the row a button added or removed.
 */
export function RegistrationNumbersField({ rows, onChange, errors }: RegistrationNumbersFieldProps) {
  const id = useId();
  const inputs = useRef<(HTMLInputElement | null)[]>([]);
  const focusRow = useRef<number | null>(null);

  useEffect(() => {
    if (focusRow.current === null) return;
    inputs.current[Math.min(focusRow.current, rows.length - 1)]?.focus();
    focusRow.current = null;
  }, [rows.length]);

  const add = () => {
    focusRow.current = rows.length;
    onChange(addRegistrationRow(rows));
  };
  const remove = (index: number) => {
    focusRow.current = index;
    onChange(removeRegistrationRow(rows, index));
  };

  return (
    <fieldset className="flex min-w-0 flex-col gap-3">
      <legend className="mb-1 text-sm font-medium">
        Registreringsnumre
        <RequiredMark required={false} />
      </legend>
      <p id={`${id}-hint`} className="-mt-1 text-sm text-muted-foreground">
        Har bedriften biler i dag? Legg inn registreringsnumrene, ett per rad.
      </p>
      <ol className="flex flex-col gap-3">
        {rows.map((value, index) => {
          const number = index + 1;
          const inputId = `${id}-${index}`;
          const error = errors[`registrationNumbers.${index}`];
          const isLast = index === rows.length - 1;
          return (
            <li key={index} className="flex flex-col gap-2">
              <Label htmlFor={inputId} className="sr-only">
                Registreringsnummer {number}
              </Label>
              <div className="flex items-center gap-2">
                <Input
                  ref={(element) => {
                    inputs.current[index] = element;
                  }}
                  id={inputId}
                  name={`registrationNumbers.${index}`}
                  value={value}
                  onChange={(event) => onChange(updateRegistrationRow(rows, index, event.target.value))}
                  maxLength={REGISTRATION_NUMBER_MAX_LENGTH}
                  autoComplete="off"
                  autoCapitalize="characters"
                  spellCheck={false}
                  placeholder="AB 12345"
                  aria-invalid={error ? true : undefined}
                  aria-describedby={error ? `${inputId}-error` : `${id}-hint`}
                  className="uppercase placeholder:normal-case"
                />
                <Button
                  variant="outline"
                  size="icon"
                  onClick={() => remove(index)}
                  disabled={rows.length === 1}
                  aria-label={`Fjern registreringsnummer ${number}`}
                  title={`Fjern registreringsnummer ${number}`}
                >
                  <Trash2 aria-hidden="true" />
                </Button>
                {isLast ? (
                  <Button
                    variant="secondary"
                    size="icon"
                    onClick={add}
                    aria-label="Legg til registreringsnummer"
                    title="Legg til registreringsnummer"
                  >
                    <Plus aria-hidden="true" />
                  </Button>
                ) : (
                  // Keeps every row's field as wide as the last one's.
                  <span aria-hidden="true" className="size-11 shrink-0" />
                )}
              </div>
              <FieldError id={`${inputId}-error`} message={error} />
            </li>
          );
        })}
      </ol>
    </fieldset>
  );
}
