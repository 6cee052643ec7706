import { ToggleGroup } from 'radix-ui';
import type { Audience } from '@/offline/schemas.ts';
import { cn } from '@/ui/cn.ts';

export const AUDIENCE_OPTIONS: readonly { value: Audience; label: string }[] = [
  { value: 'business', label: 'For bedrifter' },
  { value: 'individual', label: 'For enkeltpersoner' },
  { value: 'both', label: 'For begge' },
];

function isAudience(value: string): value is Audience {
  return AUDIENCE_OPTIONS.some((option) => option.value === value);
}

export interface AudienceToggleProps {
  value: Audience;
  onChange: (audience: Audience) => void;
  className?: string;
}

/** For bedrifter / For enkeltpersoner / For begge: one is always chosen (arrow keys move between them). */
export function AudienceToggle({ value, onChange, className }: AudienceToggleProps) {
  return (
    <ToggleGroup.Root
      type="single"
      value={value}
      // Radix reports '' when the chosen item is pressed again; keep the choice instead.
      onValueChange={(next) => {
        if (isAudience(next)) onChange(next);
      }}
      aria-label="Vis tilbud for"
      className={cn(
        'flex w-full rounded-full border border-border bg-muted p-1 sm:inline-flex sm:w-auto',
        className,
      )}
    >
      {AUDIENCE_OPTIONS.map((option) => (
        <ToggleGroup.Item
          key={option.value}
          value={option.value}
          className={cn(
            'min-h-11 flex-auto cursor-pointer rounded-full px-2.5 text-[0.8125rem] font-semibold whitespace-nowrap text-muted-foreground transition-colors sm:flex-none sm:px-5 sm:text-sm',
            'hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/60 focus-visible:outline-none',
            'data-[state=on]:bg-card data-[state=on]:text-foreground data-[state=on]:shadow-sm',
          )}
        >
          {option.label}
        </ToggleGroup.Item>
      ))}
    </ToggleGroup.Root>
  );
}
