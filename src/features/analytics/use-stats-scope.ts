import { isCompanyManager, useAccount } from '@/features/account/signed-in.ts';

export type StatsScope = 'company' | 'admin';

/**
 * Whose figures a screen shows: the selected company's (its owners and
 * admins only), or every offer (null) on /admin. Undefined while the account
 * loads or when the user may not see the company's figures.
 */
export function useStatsCompany(scope: StatsScope): string | null | undefined {
  const { selected } = useAccount();
  if (scope === 'admin') return null;
  if (!selected || !isCompanyManager(selected.role)) return undefined;
  return selected.company.id;
}
