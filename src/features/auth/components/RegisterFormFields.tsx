import type { FieldErrors } from '@/ui/form-errors.ts';
import { TextField } from '@/ui/TextField.tsx';
import type { RegisterValues } from '../register/register-schema.ts';
import { PasswordStrengthMeter } from './PasswordStrengthMeter.tsx';

type Field = Exclude<keyof RegisterValues, 'userType'>;

export interface RegisterFormFieldsProps {
  values: RegisterValues;
  errors: FieldErrors;
  onChange: (field: Field, value: string) => void;
  /** The organisation number field was left: a changed nine-digit number is checked again. */
  onOrgNumberBlur: (value: string) => void;
}

/** The register form's fields: the company's first (company flow), then the person's and the password. */
export function RegisterFormFields({ values, errors, onChange, onOrgNumberBlur }: RegisterFormFieldsProps) {
  const company = values.userType === 'company';
  const field = (name: Field) => ({
    name,
    value: values[name],
    error: errors[name],
    onChange: (event: { target: { value: string } }) => onChange(name, event.target.value),
  });

  return (
    <>
      {company ? (
        <fieldset className="flex flex-col gap-4">
          <legend className="mb-2 text-lg font-semibold">Bedriften</legend>
          <TextField label="Firmanavn" required autoComplete="organization" {...field('companyName')} />
          <TextField
            label="Organisasjonsnummer"
            required
            inputMode="numeric"
            autoComplete="off"
            placeholder="123 456 789"
            {...field('organizationNumber')}
            onBlur={(event) => onOrgNumberBlur(event.target.value)}
          />
          <TextField label="Adresse" required autoComplete="street-address" {...field('address')} />
          <TextField
            label="Faktura-e-post"
            type="email"
            inputMode="email"
            autoComplete="email"
            hint="Brukes for fakturaer. Tom: vi bruker e-posten din under."
            {...field('invoiceEmail')}
          />
        </fieldset>
      ) : null}
      <fieldset className="flex flex-col gap-4">
        <legend className="mb-2 text-lg font-semibold">{company ? 'Kontaktperson' : 'Om deg'}</legend>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label="Fornavn" required autoComplete="given-name" {...field('contactFirstName')} />
          <TextField label="Etternavn" required autoComplete="family-name" {...field('contactLastName')} />
        </div>
        <TextField
          label="E-post"
          type="email"
          inputMode="email"
          required
          autoComplete="email"
          placeholder="navn@firma.no"
          {...field('email')}
        />
        <TextField
          label="Passord"
          type="password"
          required
          autoComplete="new-password"
          aria-describedby={values.password ? 'register-password-strength' : undefined}
          {...field('password')}
        />
        <PasswordStrengthMeter id="register-password-strength" password={values.password} />
        <TextField
          label="Bekreft passord"
          type="password"
          required
          autoComplete="new-password"
          {...field('confirmPassword')}
        />
      </fieldset>
    </>
  );
}
