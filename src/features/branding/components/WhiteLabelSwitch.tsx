import { Switch } from 'radix-ui';
import { useId } from 'react';

/** The white-label switch; its whole row is the label, so the touch target is the row. */
export function WhiteLabelSwitch({
  checked,
  onCheckedChange,
}: {
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
}) {
  const id = useId();
  return (
    <div className="flex items-center justify-between gap-4 rounded-2xl border border-border px-4 py-3">
      <label htmlFor={id} className="text-sm font-medium">
        White label
        <span className="block font-normal text-muted-foreground">
          Vis logoen, fargene og navnet på bedriftens egen adresse
        </span>
      </label>
      <Switch.Root
        id={id}
        checked={checked}
        onCheckedChange={onCheckedChange}
        className="relative inline-flex h-7 w-12 shrink-0 cursor-pointer items-center rounded-full border border-input bg-muted transition-colors focus-visible:ring-[3px] focus-visible:ring-ring/60 focus-visible:outline-none data-[state=checked]:border-primary data-[state=checked]:bg-primary"
      >
        <Switch.Thumb className="block size-5 translate-x-1 rounded-full bg-card shadow transition-transform data-[state=checked]:translate-x-6" />
      </Switch.Root>
    </div>
  );
}
