import type { ReactNode } from 'react';
import type { ContactValues } from '../lead-fields.ts';
import type { FieldErrors } from '@/ui/form-errors.ts';
import { TextField } from '@/ui/TextField.tsx';

export interface ContactFieldsProps {
  values: Pick<ContactValues, 'fullName' | 'email'>;
  errors: FieldErrors;
  onChange: (name: 'fullName' | 'email', value: string) => void;
  /** Each form checks the phone its own way. */
  phoneField: ReactNode;
}

/** Who is asking: name, phone and e-mail, all required. */
export function ContactFields({ values, errors, onChange, phoneField }: ContactFieldsProps) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <div className="sm:col-span-2">
        <TextField
          name="fullName"
          label="Fullt navn"
          required
          autoComplete="name"
          maxLength={200}
          value={values.fullName}
          onChange={(event) => onChange('fullName', event.target.value)}
          error={errors.fullName}
        />
      </div>
      {phoneField}
      <TextField
        name="email"
        type="email"
        label="E-post"
        required
        autoComplete="email"
        inputMode="email"
        maxLength={254}
        placeholder="navn@firma.no"
        value={values.email}
        onChange={(event) => onChange('email', event.target.value)}
        error={errors.email}
      />
    </div>
  );
}
