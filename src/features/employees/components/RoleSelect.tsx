import type { CompanyRole } from '@/features/account/index.ts';
import { COMPANY_ROLE_LABELS } from '@/features/account/signed-in.ts';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/ui/Select.tsx';

export interface RoleSelectProps {
  id?: string;
  value: CompanyRole;
  /** The roles offered (those the signed-in user may give). */
  roles: readonly CompanyRole[];
  onChange: (role: CompanyRole) => void;
  disabled?: boolean;
  /** The name when no visible label points at the trigger (a row's selector). */
  label?: string;
  className?: string;
  ref?: React.Ref<HTMLButtonElement>;
}

const isRole = (roles: readonly CompanyRole[], value: string): value is CompanyRole =>
  (roles as readonly string[]).includes(value);

/** The company role as a listbox (Radix: keyboard, typeahead, screen readers). */
export function RoleSelect({ id, value, roles, onChange, disabled, label, className, ref }: RoleSelectProps) {
  return (
    <Select
      value={value}
      disabled={disabled}
      onValueChange={(next) => {
        if (isRole(roles, next)) onChange(next);
      }}
    >
      <SelectTrigger id={id} ref={ref} aria-label={label} className={className ?? 'w-full'}>
        <SelectValue />
      </SelectTrigger>
      <SelectContent>
        {roles.map((role) => (
          <SelectItem key={role} value={role}>
            {COMPANY_ROLE_LABELS[role]}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
