import { store, useAtomValue } from '@/lib/store.ts';
import { useAuth } from '@/features/auth/index.ts';
import { canSwitchCompany } from './account-rules.ts';
import type { Membership } from './account-schema.ts';
import {
  accountStateAtom,
  membershipsAtom,
  selectedMembershipAtom,
  type AccountState,
} from './account-state.ts';
import { retryAccount, selectCompany } from './account-sync.ts';

export interface AccountView extends AccountState {
  memberships: readonly Membership[];
  selected: Membership | null;
  retry: () => Promise<void>;
}

/** The signed-in user's account as startAccount keeps it (cached, then fresh). */
export function useAccount(): AccountView {
  const state = useAtomValue(accountStateAtom, { store });
  const memberships = useAtomValue(membershipsAtom, { store });
  const selected = useAtomValue(selectedMembershipAtom, { store });
  return { ...state, memberships, selected, retry: retryAccount };
}

export interface CompanySwitcherView {
  /** Whether the selector shows at all (the company or employee role and more than one company). */
  visible: boolean;
  memberships: readonly Membership[];
  selected: Membership | null;
  select: (companyId: string) => void;
}

export function useCompanySwitcher(): CompanySwitcherView {
  const { roles } = useAuth();
  const memberships = useAtomValue(membershipsAtom, { store });
  const selected = useAtomValue(selectedMembershipAtom, { store });
  return {
    visible: canSwitchCompany(roles, memberships),
    memberships,
    selected,
    select: selectCompany,
  };
}
