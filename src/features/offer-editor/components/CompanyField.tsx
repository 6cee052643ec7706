import { useEffect, useId, useState } from 'react';
import { Label } from '@/ui/Label.tsx';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/ui/Select.tsx';
import { fetchCompanyOptions, type CompanyOption } from '../api/fetch-companies.ts';

// Radix Select does not allow '' as an item value.
const NO_COMPANY = 'none';

export interface CompanyFieldProps {
  /** 'admin': any company (or none); 'company': the selected company, shown but not changeable. */
  choosable: boolean;
  value: string;
  /** The forced company's name (company context). */
  fixedName?: string | undefined;
  onChange: (companyId: string) => void;
  disabled: boolean;
}

/** The offer's company: an admin chooses it; a company user sees their selected company, disabled. */
export function CompanyField({ choosable, value, fixedName, onChange, disabled }: CompanyFieldProps) {
  const id = useId();
  const [companies, setCompanies] = useState<CompanyOption[] | null>(null);

  useEffect(() => {
    if (!choosable) return;
    let current = true;
    fetchCompanyOptions().then(
      (list) => current && setCompanies(list),
      (error: unknown) => {
        console.warn('Could not load the companies', error);
        if (current) setCompanies([]);
      },
    );
    return () => {
      current = false;
    };
  }, [choosable]);

  if (!choosable) {
    return (
      <div className="flex min-w-0 flex-col gap-2">
        <Label htmlFor={id}>Bedrift</Label>
        <input
          id={id}
          name="company_id"
          value={fixedName ?? ''}
          disabled
          readOnly
          className="h-11 rounded-full border border-input bg-muted px-4 text-[0.95rem] text-muted-foreground"
        />
      </div>
    );
  }

  return (
    <div className="flex min-w-0 flex-col gap-2">
      <Label htmlFor={id}>Bedrift</Label>
      <Select
        value={value === '' ? NO_COMPANY : value}
        onValueChange={(next) => onChange(next === NO_COMPANY ? '' : next)}
        disabled={disabled || companies === null}
      >
        <SelectTrigger id={id} className="w-full">
          <SelectValue placeholder="Laster bedrifter..." />
        </SelectTrigger>
        <SelectContent>
          <SelectItem value={NO_COMPANY}>Ingen bedrift (Ordning)</SelectItem>
          {(companies ?? []).map((company) => (
            <SelectItem key={company.id} value={company.id}>
              {company.name}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </div>
  );
}
