import * as z from 'zod/mini';
import { CompanyBrandingSchema } from '@/features/branding/rest-schemas.ts';

/** A user's role inside one company (employees.role). */
export const COMPANY_ROLES = ['owner', 'admin', 'employee'] as const;
export type CompanyRole = (typeof COMPANY_ROLES)[number];

export const COMPANY_ROLE_LABELS: Record<CompanyRole, string> = {
  owner: 'Eier',
  admin: 'Administrator',
  employee: 'Ansatt',
};

/**
 * A company as its members read it: the branding fields (so a switch can
 * rebrand with no network) and the details the profile shows.
 */
export const CompanySchema = z.extend(CompanyBrandingSchema, {
  org_no: z.string(),
  invoice_email: z.nullable(z.string()),
  address: z.nullable(z.string()),
  phone: z.nullable(z.string()),
});
export type Company = z.infer<typeof CompanySchema>;

/** One employee link of the user: the role and the company it is in. */
export const MembershipSchema = z.object({
  id: z.string(),
  role: z.enum(COMPANY_ROLES),
  company: CompanySchema,
});
export type Membership = z.infer<typeof MembershipSchema>;

/** auth_user_profiles: name and phone (any may be missing). */
export const ProfileSchema = z.object({
  firstname: z.nullable(z.string()),
  lastname: z.nullable(z.string()),
  phone: z.nullable(z.string()),
});
export type Profile = z.infer<typeof ProfileSchema>;

/**
 * What the server last said about the signed-in user beyond the session:
 * their profile and their memberships, in the order they joined. Kept in the
 * employee record, so the profile and the company selector work offline.
 */
export const AccountSnapshotSchema = z.object({
  userId: z.string(),
  profile: z.nullable(ProfileSchema),
  memberships: z.array(MembershipSchema),
  fetchedAt: z.string(),
});
export type AccountSnapshot = z.infer<typeof AccountSnapshotSchema>;
