import { useId } from 'react';
import type { Audience } from '@/offline/store/schemas.ts';
import { cn } from '@/ui/cn.ts';

export const AUDIENCE_OPTIONS: readonly { value: Audience; label: string }[] = [
  { value: 'business', label: 'For bedrifter' },
  { value: 'individual', label: 'For enkeltpersoner' },
  { value: 'both', label: 'For begge' },
];

export interface AudienceToggleProps {
  value: Audience;
  onChange: (audience: Audience) => void;
  className?: string;
}

/**
 * For bedrifter / For enkeltpersoner / For begge: one is always chosen. A
 * native radio group styled as segmented buttons, so the browser provides
 * the roles, the arrow keys and the single tab stop without a script.
 * Each radio covers its whole segment (transparent), so a tap anywhere on it
 * hits the input itself. aria-checked mirrors the native state (it matches,
 * so it never contradicts it) for tools that read the attribute.
 */
export function AudienceToggle({ value, onChange, className }: AudienceToggleProps) {
  const name = useId();
  return (
    <fieldset
      role="radiogroup"
      aria-label="Vis tilbud for"
      className={cn(
        'm-0 flex w-full min-w-0 rounded-full border border-border bg-muted p-1 sm:inline-flex sm:w-auto',
        className,
      )}
    >
      {AUDIENCE_OPTIONS.map((option) => {
        const checked = option.value === value;
        return (
          <label
            key={option.value}
            className={cn(
              // On narrow phones a label may wrap to two lines rather than overflow the group.
              'relative flex min-h-11 min-w-0 flex-auto items-center justify-center rounded-full px-2 text-center text-[0.8125rem] leading-tight font-semibold text-muted-foreground transition-colors sm:flex-none sm:px-5 sm:text-sm sm:whitespace-nowrap',
              'hover:text-foreground has-[:focus-visible]:ring-[3px] has-[:focus-visible]:ring-ring/60',
              'has-[:checked]:bg-card has-[:checked]:text-foreground has-[:checked]:shadow-sm',
            )}
          >
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={checked}
              aria-checked={checked}
              onChange={() => onChange(option.value)}
              className="absolute inset-0 m-0 size-full cursor-pointer appearance-none rounded-full opacity-0 focus-visible:outline-none"
            />
            {option.label}
          </label>
        );
      })}
    </fieldset>
  );
}
