import type { ContactValues } from '../lead-fields.ts';
import type { FieldErrors } from '@/ui/form-errors.ts';
import { CompanySearch } from './CompanySearch.tsx';
import { TextField } from '@/ui/TextField.tsx';

export interface CompanyFieldsProps {
  values: Pick<ContactValues, 'firmanavn' | 'orgNr'>;
  errors: FieldErrors;
  onChange: (name: 'firmanavn' | 'orgNr', value: string) => void;
}

/** The company part of both lead forms: the registry search fills in name and number, or they are typed. */
export function CompanyFields({ values, errors, onChange }: CompanyFieldsProps) {
  return (
    <>
      <CompanySearch
        onPick={(company) => {
          onChange('firmanavn', company.companyName);
          onChange('orgNr', company.organizationNumber);
        }}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          name="firmanavn"
          label="Firmanavn"
          autoComplete="organization"
          maxLength={200}
          value={values.firmanavn}
          onChange={(event) => onChange('firmanavn', event.target.value)}
          error={errors.firmanavn}
        />
        <TextField
          name="orgNr"
          label="Organisasjonsnummer"
          inputMode="numeric"
          autoComplete="off"
          maxLength={11}
          placeholder="9 siffer"
          value={values.orgNr}
          onChange={(event) => onChange('orgNr', event.target.value)}
          error={errors.orgNr}
        />
      </div>
    </>
  );
}
