import { FileUp } from 'lucide-react';
import { useId, type ChangeEvent, type ReactNode } from 'react';
import { cn } from './cn.ts';

export interface FileButtonProps {
  /** The button's text, e.g. 'Velg bilde' or 'Velg CSV-fil'. */
  label: string;
  /** The input's accept list, e.g. 'image/*' or '.csv,text/csv'. */
  accept?: string | undefined;
  /** The picked file (the first one when `multiple`). */
  onFile?: ((file: File) => void) | undefined;
  /** With `multiple`: every picked file at once. */
  onFiles?: ((files: File[]) => void) | undefined;
  multiple?: boolean | undefined;
  disabled?: boolean | undefined;
  /** The chosen file's name shown beside the button; empty shows 'Ingen fil valgt'. */
  fileName?: string | null | undefined;
  /** False where something else shows the choice (an image field's thumbnail). */
  showFileName?: boolean | undefined;
  /** Replaces the upload icon. */
  icon?: ReactNode;
  id?: string | undefined;
  name?: string | undefined;
  invalid?: boolean | undefined;
  /** Ids of a hint or an error, read after the button's name and the file name. */
  describedBy?: string | undefined;
  className?: string | undefined;
}

/**
 * A file picker that looks like the design system's outline button: the real
 * <input type="file"> stays in the page, visually hidden but focusable, so the
 * browser's own 'Choose File' / 'Velg fil' text never shows in our Norwegian UI.
 */
export function FileButton({
  label,
  accept,
  onFile,
  onFiles,
  multiple = false,
  disabled = false,
  fileName,
  showFileName = true,
  icon,
  id,
  name,
  invalid = false,
  describedBy,
  className,
}: FileButtonProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const statusId = `${inputId}-file-name`;

  function onChange(event: ChangeEvent<HTMLInputElement>) {
    const files = Array.from(event.target.files ?? []);
    // Cleared, so picking the same file again still reports it.
    event.target.value = '';
    const first = files[0];
    if (!first) return;
    onFiles?.(files);
    onFile?.(first);
  }

  return (
    <div className={cn('flex min-w-0 flex-wrap items-center gap-x-3 gap-y-1', className)}>
      <label
        htmlFor={inputId}
        className={cn(
          'inline-flex min-h-11 shrink-0 items-center gap-2 rounded-full border border-input bg-card px-5 text-[0.95rem] font-semibold select-none',
          'has-[:focus-visible]:ring-[3px] has-[:focus-visible]:ring-ring/60',
          disabled ? 'cursor-not-allowed opacity-55' : 'cursor-pointer hover:bg-muted',
        )}
      >
        {icon ?? <FileUp aria-hidden="true" className="size-[1.1em]" />}
        {label}
        <input
          id={inputId}
          name={name}
          type="file"
          accept={accept}
          multiple={multiple}
          disabled={disabled}
          aria-invalid={invalid ? true : undefined}
          aria-describedby={
            [showFileName ? statusId : null, describedBy].filter(Boolean).join(' ') || undefined
          }
          onChange={onChange}
          className="sr-only"
        />
      </label>
      {showFileName ? (
        <span
          id={statusId}
          aria-live="polite"
          className="min-w-0 truncate text-sm text-muted-foreground"
          data-testid="file-button-name"
        >
          {fileName ? fileName : 'Ingen fil valgt'}
        </span>
      ) : null}
    </div>
  );
}
