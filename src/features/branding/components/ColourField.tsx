import { useId, useState, type ReactNode } from 'react';
import { Input } from '@/ui/Input.tsx';
import { Label } from '@/ui/Label.tsx';
import { FieldError } from '@/ui/TextField.tsx';
import { hslToHex, type Hsl } from '../color-contrast.ts';
import { hexToHslText, hslTextToHex } from '../hex-colour.ts';

export interface ColourFieldProps {
  name: string;
  label: string;
  /** The stored HSL text ('214 84% 42%'), '' for the default colour, or what was typed while it is no colour. */
  value: string;
  /** The product's default colour, shown while the field is empty. */
  fallback: Hsl;
  error?: string | undefined;
  /** The id of the hint the colour fields share. */
  hintId: string;
  /** A line about this colour (the contrast check), read with the field. */
  note?: ReactNode;
  onChange: (value: string) => void;
}

/**
 * A colour picker with its hex code beside it ('#1f6feb'), either one setting
 * the other. The form keeps the HSL text branding_config stores; the hex the
 * user is typing is kept as typed until the field is left, so '#1f6' does not
 * jump to '#1166ff' mid-word. Text that is no colour stays in the form for
 * the schema to refuse ('Ugyldig farge'); HSL text typed by hand is accepted.
 */
export function ColourField({
  name,
  label,
  value,
  fallback,
  error,
  hintId,
  note,
  onChange,
}: ColourFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const noteId = `${id}-note`;
  const [typing, setTyping] = useState<string | null>(null);
  const hex = hslTextToHex(value);
  const fallbackHex = hslToHex(fallback);
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
          value={hex ?? fallbackHex}
          onChange={(event) => {
            const text = hexToHslText(event.target.value);
            if (!text) return;
            setTyping(null);
            onChange(text);
          }}
          className="h-11 w-14 shrink-0 cursor-pointer rounded-xl border border-input bg-card p-1 focus-visible:ring-[3px] focus-visible:ring-ring/35 focus-visible:outline-none"
        />
        <Input
          id={id}
          name={name}
          value={typing ?? hex ?? value}
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          placeholder={fallbackHex}
          aria-invalid={error ? true : undefined}
          aria-describedby={[hintId, note ? noteId : null, error ? errorId : null].filter(Boolean).join(' ')}
          onChange={(event) => {
            const text = event.target.value;
            setTyping(text);
            const trimmed = text.trim();
            onChange(trimmed === '' ? '' : (hexToHslText(trimmed) ?? trimmed));
          }}
          onBlur={() => setTyping(null)}
        />
      </div>
      <FieldError id={errorId} message={error} />
      {note ? (
        <div id={noteId} role="status" className="text-sm">
          {note}
        </div>
      ) : null}
    </div>
  );
}
