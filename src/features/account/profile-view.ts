import type { UserType } from '@/features/auth/index.ts';
import { formatOrgNumber } from '@contracts/org-number.ts';
import {
  canEditBranding,
  canManageEmployees,
  deriveProfileType,
  ownedCompany,
  type ProfileType,
} from './account-rules.ts';
import {
  COMPANY_ROLE_LABELS,
  type AccountSnapshot,
  type Company,
  type Membership,
} from './account-schema.ts';

/** One read-only line of the profile: a label and its value (null: not given). */
export interface ProfileField {
  label: string;
  value: string | null;
}

export interface ProfileSection {
  title: string;
  fields: ProfileField[];
}

export interface ProfileView {
  type: ProfileType;
  /** Under the heading: what kind of account this is. */
  kind: string;
  sections: ProfileSection[];
  canManageEmployees: boolean;
  /** The selected company, when its branding card may show (owner or admin there). */
  brandingCompany: Company | null;
}

export const PROFILE_KIND: Record<ProfileType, string> = {
  individual: 'Privatperson',
  company: 'Bedriftskonto',
  employee: 'Ansatt',
};

const text = (value: string | null | undefined) => (value?.trim() ? value.trim() : null);

export interface ProfileViewInput {
  email: string | null;
  metadataType: UserType | null;
  snapshot: AccountSnapshot;
  selected: Membership | null;
}

/**
 * What /profile shows for an account (spec section 6): everyone's name,
 * e-mail and phone; a company user's company (the one they own); an
 * employee's company and role. null: nothing says who the user is.
 */
export function buildProfileView({
  email,
  metadataType,
  snapshot,
  selected,
}: ProfileViewInput): ProfileView | null {
  const { memberships, profile } = snapshot;
  const type = deriveProfileType({ memberships, profile, metadataType });
  if (type === null) return null;
  const sections: ProfileSection[] = [
    {
      title: 'Personlig informasjon',
      fields: [
        { label: 'Fornavn', value: text(profile?.firstname) },
        { label: 'Etternavn', value: text(profile?.lastname) },
        { label: 'E-post', value: text(email) },
        { label: 'Telefon', value: text(profile?.phone) },
      ],
    },
  ];
  const company = type === 'company' ? ownedCompany(memberships, selected) : null;
  if (company) {
    sections.push({
      title: 'Bedriftsinformasjon',
      fields: [
        { label: 'Bedriftsnavn', value: text(company.name) },
        { label: 'Organisasjonsnummer', value: formatOrgNumber(company.org_no) },
        { label: 'Faktura-e-post', value: text(company.invoice_email) },
        { label: 'Adresse', value: text(company.address) },
        { label: 'Telefon', value: text(company.phone) },
      ],
    });
  }
  if (type === 'employee' && selected) {
    sections.push({
      title: 'Arbeidsgiver',
      fields: [
        { label: 'Bedrift', value: text(selected.company.name) },
        { label: 'Rolle', value: COMPANY_ROLE_LABELS[selected.role] },
      ],
    });
  }
  return {
    type,
    kind: PROFILE_KIND[type],
    sections,
    canManageEmployees: canManageEmployees(type, selected),
    brandingCompany: canEditBranding(selected) ? (selected?.company ?? null) : null,
  };
}
