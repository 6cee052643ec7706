import { Building2, User } from 'lucide-react';
import { useId } from 'react';
import { cn } from '@/ui/cn.ts';
import type { UserTypeChoice } from '../register/register-schema.ts';

const OPTIONS = [
  { value: 'individual', label: 'Privatperson', Icon: User },
  { value: 'company', label: 'Bedrift', Icon: Building2 },
] as const;

/** Private person or company: two radio buttons drawn as a segmented control (arrow keys move between them). */
export function UserTypeToggle({
  value,
  onChange,
}: {
  value: UserTypeChoice;
  onChange: (value: UserTypeChoice) => void;
}) {
  const name = useId();
  return (
    <fieldset>
      <legend className="mb-2 text-sm font-medium">Jeg registrerer meg som</legend>
      <div className="grid grid-cols-2 gap-1 rounded-xl bg-muted p-1">
        {OPTIONS.map(({ value: option, label, Icon }) => (
          <label
            key={option}
            className={cn(
              'relative flex min-h-11 cursor-pointer items-center justify-center gap-2 rounded-lg px-3 text-sm font-medium has-focus-visible:ring-[3px] has-focus-visible:ring-ring/60',
              value === option ? 'bg-background shadow-sm' : 'text-muted-foreground hover:text-foreground',
            )}
          >
            <input
              type="radio"
              name={name}
              value={option}
              checked={value === option}
              onChange={() => onChange(option)}
              className="absolute inset-0 size-full cursor-pointer appearance-none opacity-0"
            />
            <Icon aria-hidden="true" className="size-4" />
            {label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
