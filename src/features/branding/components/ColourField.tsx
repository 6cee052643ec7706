import { useId } from 'react';
import { Input } from '@/ui/Input.tsx';
import { Label } from '@/ui/Label.tsx';
import { FieldError } from '@/ui/TextField.tsx';
import { hslTextFromHex, pickerHex } from '../branding-form-schema.ts';
import type { Hsl } from '../color-contrast.ts';

export interface ColourFieldProps {
  name: string;
  label: string;
  value: string;
  /** Shown in the picker while the text is empty (the product's default colour). */
  fallback: Hsl;
  error?: string | undefined;
  /** The id of the format hint the colour fields share. */
  hintId: string;
  onChange: (value: string) => void;
}

/** An HSL text field ('214 84% 42%') with a colour picker beside it; either one sets the other. */
export function ColourField({ name, label, value, fallback, error, hintId, onChange }: ColourFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="flex min-w-0 flex-col gap-2">
      <Label htmlFor={id}>
        {label}
        <span className="font-normal text-muted-foreground"> (valgfritt)</span>
      </Label>
      <div className="flex items-center gap-2">
        <input
          type="color"
          aria-label={`Velg ${label.toLowerCase()} med fargevelger`}
          value={pickerHex(value, fallback)}
          onChange={(event) => {
            const text = hslTextFromHex(event.target.value);
            if (text) onChange(text);
          }}
          className="h-11 w-14 shrink-0 cursor-pointer rounded-xl border border-input bg-card p-1 focus-visible:ring-[3px] focus-visible:ring-ring/35 focus-visible:outline-none"
        />
        <Input
          id={id}
          name={name}
          value={value}
          inputMode="decimal"
          autoComplete="off"
          spellCheck={false}
          placeholder="214 84% 42%"
          aria-invalid={error ? true : undefined}
          aria-describedby={[hintId, error ? errorId : null].filter(Boolean).join(' ')}
          onChange={(event) => onChange(event.target.value)}
        />
      </div>
      <FieldError id={errorId} message={error} />
    </div>
  );
}
