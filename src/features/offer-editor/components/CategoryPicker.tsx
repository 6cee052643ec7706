import { useId } from 'react';
import { useCategories } from '@/features/categories/index.ts';
import { FieldError } from '@/ui/TextField.tsx';

export interface CategoryPickerProps {
  selected: readonly string[];
  onChange: (ids: string[]) => void;
  error?: string | undefined;
  disabled: boolean;
}

/** The offer's categories as checkboxes (at least one), from the catalogue's categories in display order. */
export function CategoryPicker({ selected, onChange, error, disabled }: CategoryPickerProps) {
  const categories = useCategories();
  const errorId = useId();
  const toggle = (id: string, on: boolean) =>
    onChange(on ? [...selected, id] : selected.filter((value) => value !== id));
  return (
    <fieldset
      className="flex min-w-0 flex-col gap-2"
      aria-describedby={error ? errorId : undefined}
      aria-invalid={error ? true : undefined}
    >
      <legend className="mb-2 text-sm font-medium">
        Kategorier
        <span aria-hidden="true" className="ml-0.5 text-destructive">
          *
        </span>
      </legend>
      {categories.status === 'loading' ? (
        <p className="text-sm text-muted-foreground">Laster kategorier...</p>
      ) : categories.status === 'error' ? (
        <p className="text-sm text-destructive">Kunne ikke laste kategoriene.</p>
      ) : (
        <div className="flex flex-wrap gap-2">
          {categories.value.map((category) => {
            const checked = selected.includes(category.id);
            return (
              <label
                key={category.id}
                className={
                  'flex min-h-11 cursor-pointer items-center gap-2 rounded-full border px-4 text-sm font-medium transition-colors has-[:focus-visible]:ring-[3px] has-[:focus-visible]:ring-ring/60 ' +
                  (checked ? 'border-primary bg-primary/10' : 'border-input bg-card hover:bg-muted')
                }
              >
                <input
                  type="checkbox"
                  name="category_ids"
                  value={category.id}
                  checked={checked}
                  disabled={disabled}
                  onChange={(event) => toggle(category.id, event.target.checked)}
                  className="size-4 accent-[hsl(var(--primary))]"
                />
                {category.name}
              </label>
            );
          })}
        </div>
      )}
      <FieldError id={errorId} message={error} />
    </fieldset>
  );
}
