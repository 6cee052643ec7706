import { atom, store } from '@/lib/store.ts';
import { chooseSelectedCompany } from './account-rules.ts';
import type { AccountSnapshot, Membership } from './account-schema.ts';

/** How the last read from the server went; the snapshot may be older (cached) either way. */
export type AccountFetchStatus = 'idle' | 'loading' | 'ready' | 'error';

export interface AccountState {
  /** Whose account this is (the signed-in user), or null when signed out. */
  userId: string | null;
  /** The profile and memberships, fresh or from this device's records; null before the first read. */
  snapshot: AccountSnapshot | null;
  status: AccountFetchStatus;
  /** The company the user chose (company record), whether or not they are still a member there. */
  choiceId: string | null;
}

export const NO_ACCOUNT: AccountState = { userId: null, snapshot: null, status: 'idle', choiceId: null };

export const accountStateAtom = atom<AccountState>(NO_ACCOUNT);

const NO_MEMBERSHIPS: readonly Membership[] = [];

export const membershipsAtom = atom((get) => get(accountStateAtom).snapshot?.memberships ?? NO_MEMBERSHIPS);

/** The selected company, resolved from the choice and the memberships (spec section 4). */
export const selectedMembershipAtom = atom((get) =>
  chooseSelectedCompany(get(membershipsAtom), get(accountStateAtom).choiceId),
);

export function readAccountState(): AccountState {
  return store.get(accountStateAtom);
}

export function patchAccountState(patch: Partial<AccountState>): void {
  store.set(accountStateAtom, (previous) => ({ ...previous, ...patch }));
}

export function setAccountState(next: AccountState): void {
  store.set(accountStateAtom, next);
}
