import { Building2 } from 'lucide-react';
import { useId } from 'react';
import { cn } from '@/ui/cn.ts';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/ui/Select.tsx';
import { toast } from '@/ui/Toaster.tsx';
import { COMPANY_ROLE_LABELS } from '../account-schema.ts';
import { useCompanySwitcher } from '../use-account.ts';

export interface CompanySelectorProps {
  /** 'bar': compact, named by its aria-label; 'menu': full width under a visible label. */
  variant?: 'bar' | 'menu';
  className?: string;
}

/**
 * The company selector (spec: users with the company or employee role and
 * more than one company): each company's name and the user's role there.
 * A choice is remembered on this device and rebrands the app at once.
 */
export function CompanySelector({ variant = 'bar', className }: CompanySelectorProps) {
  const { visible, memberships, selected, select } = useCompanySwitcher();
  const labelId = useId();
  if (!visible) return null;
  const onChange = (companyId: string) => {
    select(companyId);
    const chosen = memberships.find((membership) => membership.company.id === companyId);
    // sonner's region is live, so the switch is announced as well as shown.
    if (chosen) toast.success(`Byttet til ${chosen.company.name}`);
  };
  const trigger = (
    <SelectTrigger
      aria-label={variant === 'bar' ? 'Velg bedrift' : undefined}
      aria-labelledby={variant === 'menu' ? labelId : undefined}
      className={cn(variant === 'bar' ? 'max-w-64' : 'h-12 w-full', className)}
    >
      <Building2 aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
      <SelectValue placeholder="Velg bedrift" />
    </SelectTrigger>
  );
  return (
    <Select value={selected?.company.id ?? ''} onValueChange={onChange}>
      {variant === 'menu' ? (
        <div className="flex flex-col gap-2">
          <span
            id={labelId}
            className="px-3 text-xs font-semibold tracking-wider text-muted-foreground uppercase"
          >
            Bedrift
          </span>
          {trigger}
        </div>
      ) : (
        trigger
      )}
      <SelectContent>
        {memberships.map((membership) => (
          <SelectItem key={membership.company.id} value={membership.company.id}>
            <span className="truncate">{membership.company.name}</span>
            <span className="font-normal text-muted-foreground">
              {' '}
              · {COMPANY_ROLE_LABELS[membership.role]}
            </span>
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
