import { optionalLazy } from '@/ui/optional-lazy.ts';
import { useCompanySwitcher } from '../use-account.ts';
import type { CompanySelectorProps } from './CompanySelector.tsx';

// Radix Select loads only for the users who get a selector (several companies).
const CompanySelector = optionalLazy(() =>
  import('./CompanySelector.tsx').then((module) => module.CompanySelector),
);

/** Where the company selector goes: nothing for users with one company (or none). */
export function CompanySelectorSlot(props: CompanySelectorProps) {
  const { visible } = useCompanySwitcher();
  if (!visible) return null;
  return <CompanySelector {...props} />;
}
