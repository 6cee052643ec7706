import { useId } from 'react';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/ui/Select.tsx';
import { OFFER_TABLE_TEXTS } from './offer-table-texts.ts';

// Radix Select refuses an empty value, so 'all' has a token of its own.
const ALL = '__all__';

export interface FilterSelectProps {
  label: string;
  value: string | undefined;
  options: readonly { value: string; label: string }[];
  onChange: (value: string | undefined) => void;
  /** Sorting has no 'Alle': it always has a value. */
  allowAll?: boolean;
}

/** One labelled filter or sort choice of the table's toolbar. */
export function FilterSelect({ label, value, options, onChange, allowAll = true }: FilterSelectProps) {
  const labelId = useId();
  return (
    <div className="flex min-w-0 flex-col gap-1">
      <span id={labelId} className="text-sm font-medium text-muted-foreground">
        {label}
      </span>
      <Select
        value={value ?? (allowAll ? ALL : options[0]?.value)}
        onValueChange={(next) => onChange(next === ALL ? undefined : next)}
      >
        <SelectTrigger aria-labelledby={labelId} className="w-full">
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          {allowAll ? <SelectItem value={ALL}>{OFFER_TABLE_TEXTS.all}</SelectItem> : null}
          {options.map((option) => (
            <SelectItem key={option.value} value={option.value}>
              {option.label}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </div>
  );
}
