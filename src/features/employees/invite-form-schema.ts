import * as z from 'zod/mini';
import type { CompanyRole } from '@/features/account/index.ts';
import { COMPANY_ROLES } from '@/features/account/signed-in.ts';
import { INVITE_TEXT } from './employee-texts.ts';

/** The same test the auth forms use: something@something.tld, no spaces. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export interface InviteFormValues {
  firstname: string;
  lastname: string;
  email: string;
  phone: string;
  role: CompanyRole;
}

export const EMPTY_INVITE: InviteFormValues = {
  firstname: '',
  lastname: '',
  email: '',
  phone: '',
  role: 'employee',
};

const required = z.string().check(
  z.trim(),
  z.refine((value) => value !== '', INVITE_TEXT.required),
);

/**
 * The invite form (spec section 5): first name, last name and e-mail
 * required (one message for the three), e-mail well formed, phone optional,
 * role one of the three (employee by default).
 */
export const InviteFormSchema = z.object({
  firstname: required,
  lastname: required,
  email: z.string().check(
    z.trim(),
    z.refine((value) => value !== '', INVITE_TEXT.required),
    z.refine((value) => value === '' || EMAIL_PATTERN.test(value), INVITE_TEXT.invalidEmail),
  ),
  phone: z.string().check(z.trim()),
  role: z.enum(COMPANY_ROLES),
});
