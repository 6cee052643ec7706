import { cn } from '@/ui/cn.ts';
import { PERIOD_CHOICES, type PeriodDays } from '../period.ts';

/** 7, 30 or 90 days: native radio buttons (arrow keys, one tab stop) drawn as a segmented control. */
export function PeriodPicker({
  value,
  onChange,
}: {
  value: PeriodDays;
  onChange: (days: PeriodDays) => void;
}) {
  return (
    <fieldset className="flex items-center gap-2">
      <legend className="sr-only">Periode</legend>
      <div className="inline-flex rounded-full border border-border bg-muted/60 p-1">
        {PERIOD_CHOICES.map((days) => (
          <label
            key={days}
            className={cn(
              'cursor-pointer rounded-full px-3 py-1.5 text-sm font-medium transition-colors has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring',
              value === days
                ? 'bg-card text-foreground shadow-sm'
                : 'text-muted-foreground hover:text-foreground',
            )}
          >
            <input
              type="radio"
              name="analytics-period"
              value={days}
              checked={value === days}
              onChange={() => onChange(days)}
              className="sr-only"
            />
            {days} dager
          </label>
        ))}
      </div>
    </fieldset>
  );
}
