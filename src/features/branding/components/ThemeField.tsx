import { useId } from 'react';
import { THEME_LABELS } from '../branding-form-schema.ts';
import type { Theme } from '../resolve-branding.ts';

/** Light or dark pages for the company, as radio buttons with 44 px rows. */
export function ThemeField({ value, onChange }: { value: Theme; onChange: (theme: Theme) => void }) {
  const hintId = useId();
  return (
    <fieldset className="flex flex-col gap-2" aria-describedby={hintId}>
      <legend className="mb-2 text-sm font-medium">Tema</legend>
      <p id={hintId} className="-mt-2 text-sm text-muted-foreground">
        Lys eller mørk bakgrunn på bedriftens sider.
      </p>
      <div className="flex flex-wrap gap-4">
        {(['light', 'dark'] as const).map((theme) => (
          <label key={theme} className="flex min-h-11 cursor-pointer items-center gap-2 text-sm">
            <input
              type="radio"
              name="theme"
              value={theme}
              checked={value === theme}
              onChange={() => onChange(theme)}
              className="size-4 accent-[hsl(var(--primary))]"
            />
            {THEME_LABELS[theme]}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
