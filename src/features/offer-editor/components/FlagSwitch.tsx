import { Switch } from 'radix-ui';
import { useId } from 'react';

export interface FlagSwitchProps {
  label: string;
  description: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  disabled: boolean;
}

/** An on/off flag of the offer (offer_active, hidden) as a labelled switch. */
export function FlagSwitch({ label, description, checked, onChange, disabled }: FlagSwitchProps) {
  const id = useId();
  return (
    <div className="flex items-center justify-between gap-4 rounded-2xl border border-border px-4 py-3">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
        <span className="block font-normal text-muted-foreground">{description}</span>
      </label>
      <Switch.Root
        id={id}
        checked={checked}
        disabled={disabled}
        onCheckedChange={onChange}
        className="relative inline-flex h-7 w-12 shrink-0 cursor-pointer items-center rounded-full border border-input bg-muted transition-colors focus-visible:ring-[3px] focus-visible:ring-ring/60 focus-visible:outline-none disabled:cursor-not-allowed disabled:opacity-55 data-[state=checked]:border-primary data-[state=checked]:bg-primary"
      >
        <Switch.Thumb className="block size-5 translate-x-1 rounded-full bg-card shadow transition-transform data-[state=checked]:translate-x-6" />
      </Switch.Root>
    </div>
  );
}
