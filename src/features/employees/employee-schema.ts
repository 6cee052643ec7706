import * as z from 'zod/mini';
import type { CompanyRole } from '@/features/account/index.ts';
import { COMPANY_ROLES } from '@/features/account/signed-in.ts';

/** The status the server derives: invited until the person has confirmed the link or signed in. */
export const EMPLOYEE_STATUSES = ['invited', 'accepted'] as const;
export type EmployeeStatus = (typeof EMPLOYEE_STATUSES)[number];

/** One row of the company_employees RPC (names and phone may be missing). */
export const EmployeeRowSchema = z.object({
  id: z.string(),
  user_id: z.string(),
  company_id: z.string(),
  role: z.enum(COMPANY_ROLES),
  created_at: z.string(),
  updated_at: z.nullish(z.string()),
  email: z.nullish(z.string()),
  firstname: z.nullish(z.string()),
  lastname: z.nullish(z.string()),
  phone: z.nullish(z.string()),
  status: z.enum(EMPLOYEE_STATUSES),
  invited_at: z.nullish(z.string()),
});
export type EmployeeRow = z.infer<typeof EmployeeRowSchema>;
export const EmployeeRowsSchema = z.array(EmployeeRowSchema);

/** auth_user_profiles for a list of user ids. */
export const ProfileRowSchema = z.object({
  user_id: z.string(),
  firstname: z.nullish(z.string()),
  lastname: z.nullish(z.string()),
  phone: z.nullish(z.string()),
});
export type ProfileRow = z.infer<typeof ProfileRowSchema>;
export const ProfileRowsSchema = z.array(ProfileRowSchema);

/** An employee as the page shows it: the row with the profile joined in. */
export interface Employee {
  id: string;
  userId: string;
  companyId: string;
  role: CompanyRole;
  email: string;
  firstname: string;
  lastname: string;
  /** false when the name shown is the spec's fallback, not the person's. */
  nameKnown: boolean;
  phone: string;
  status: EmployeeStatus;
  createdAt: string;
}

/** The name a row and its dialogs use. */
export const employeeName = (employee: Pick<Employee, 'firstname' | 'lastname'>): string =>
  `${employee.firstname} ${employee.lastname}`.trim();
