import type { Role, UserType } from '@/features/auth/index.ts';
import type { Company, CompanyRole, Membership, Profile } from './account-schema.ts';

// The spec's derivations (sections 4 and 6), pure so they are tested alone.

export type ProfileType = UserType;

export interface ProfileTypeInput {
  memberships: readonly Membership[];
  profile: Profile | null;
  /** user_type from the account metadata. */
  metadataType: UserType | null;
}

/**
 * company when the user owns a company, employee with any employee link,
 * individual with only a profile, else the metadata's user_type; null when
 * nothing says who the user is (the profile page then sends them to /login).
 */
export function deriveProfileType({
  memberships,
  profile,
  metadataType,
}: ProfileTypeInput): ProfileType | null {
  if (memberships.some((membership) => membership.role === 'owner')) return 'company';
  if (memberships.length > 0) return 'employee';
  if (profile !== null) return 'individual';
  return metadataType;
}

/** Owners and admins manage a company: its employees, offers and branding (section 6). */
export const isManager = (role: CompanyRole): boolean => role === 'owner' || role === 'admin';

/**
 * The selected company: the stored choice while the user is still a member
 * there, else the first company where they are owner or admin, else the first.
 */
export function chooseSelectedCompany(
  memberships: readonly Membership[],
  choiceId: string | null,
): Membership | null {
  return (
    memberships.find((membership) => membership.company.id === choiceId) ??
    memberships.find((membership) => isManager(membership.role)) ??
    memberships[0] ??
    null
  );
}

/** The company row a company user's profile shows: the selected one if they own it, else the first they own. */
export function ownedCompany(
  memberships: readonly Membership[],
  selected: Membership | null,
): Company | null {
  if (selected?.role === 'owner') return selected.company;
  return memberships.find((membership) => membership.role === 'owner')?.company ?? null;
}

/** The company selector: users with the company or employee role and more than one company. */
export function canSwitchCompany(roles: readonly Role[], memberships: readonly Membership[]): boolean {
  return (roles.includes('company') || roles.includes('employee')) && memberships.length > 1;
}

/** 'Administrer ansatte': company users, and employees who are owner or admin of the selected company. */
export function canManageEmployees(type: ProfileType | null, selected: Membership | null): boolean {
  return type === 'company' || (selected !== null && isManager(selected.role));
}

/** The branding card (a later screen): owners and admins of the selected company. */
export function canEditBranding(selected: Membership | null): boolean {
  return selected !== null && isManager(selected.role);
}
