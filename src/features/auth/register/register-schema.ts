import * as z from 'zod/mini';
import { isValidOrgNumber, normalizeOrgNumber } from '@contracts/org-number.ts';

/** The server's policy and the spec's minimum (register and reset). */
export const PASSWORD_MIN_LENGTH = 8;

export const REGISTER_MESSAGES = {
  required: 'Vennligst fyll ut alle påkrevde felt',
  tooShortTitle: 'Passord for kort',
  tooShort: 'Passordet må være minst 8 tegn langt for å sikre tilstrekkelig sikkerhet.',
  mismatch: 'Passordene matcher ikke',
  email: 'Skriv inn en gyldig e-postadresse',
  orgNumber: 'Ugyldig organisasjonsnummer',
} as const;

export type UserTypeChoice = 'individual' | 'company';

/** The register form's fields (spec section 3), all as typed. */
export interface RegisterValues {
  userType: UserTypeChoice;
  companyName: string;
  organizationNumber: string;
  invoiceEmail: string;
  email: string;
  contactFirstName: string;
  contactLastName: string;
  address: string;
  password: string;
  confirmPassword: string;
}

export const EMPTY_REGISTER_VALUES: RegisterValues = {
  userType: 'individual',
  companyName: '',
  organizationNumber: '',
  invoiceEmail: '',
  email: '',
  contactFirstName: '',
  contactLastName: '',
  address: '',
  password: '',
  confirmPassword: '',
};

const COMPANY_FIELDS = ['companyName', 'organizationNumber', 'address'] as const;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const filled = (value: string) => value.trim() !== '';

/** Blank after trimming fails; a company also needs its name, number and address. */
export const RegisterSchema = z
  .object({
    userType: z.enum(['individual', 'company']),
    companyName: z.string(),
    organizationNumber: z.string(),
    invoiceEmail: z.string(),
    email: z.string().check(z.refine(filled, REGISTER_MESSAGES.required)),
    contactFirstName: z.string().check(z.refine(filled, REGISTER_MESSAGES.required)),
    contactLastName: z.string().check(z.refine(filled, REGISTER_MESSAGES.required)),
    address: z.string(),
    // Passwords are taken as typed, never trimmed.
    password: z
      .string()
      .check(
        z.minLength(1, REGISTER_MESSAGES.required),
        z.minLength(PASSWORD_MIN_LENGTH, REGISTER_MESSAGES.tooShort),
      ),
    confirmPassword: z.string().check(z.minLength(1, REGISTER_MESSAGES.required)),
  })
  .check(
    z.superRefine((values, ctx) => {
      if (filled(values.email) && !EMAIL.test(values.email.trim())) {
        ctx.issues.push({ code: 'custom', message: REGISTER_MESSAGES.email, path: ['email'], input: values });
      }
      if (values.confirmPassword !== '' && values.password !== values.confirmPassword) {
        ctx.issues.push({
          code: 'custom',
          message: REGISTER_MESSAGES.mismatch,
          path: ['confirmPassword'],
          input: values,
        });
      }
      if (values.userType !== 'company') return;
      for (const field of COMPANY_FIELDS) {
        if (!filled(values[field])) {
          ctx.issues.push({
            code: 'custom',
            message: REGISTER_MESSAGES.required,
            path: [field],
            input: values,
          });
        }
      }
      if (filled(values.organizationNumber) && !isValidOrgNumber(values.organizationNumber)) {
        ctx.issues.push({
          code: 'custom',
          message: REGISTER_MESSAGES.orgNumber,
          path: ['organizationNumber'],
          input: values,
        });
      }
      if (filled(values.invoiceEmail) && !EMAIL.test(values.invoiceEmail.trim())) {
        ctx.issues.push({
          code: 'custom',
          message: REGISTER_MESSAGES.email,
          path: ['invoiceEmail'],
          input: values,
        });
      }
    }),
  );

/**
 * The signup metadata (spec section 3), exactly what the database reads on
 * confirmation; a company's also carries invoice_email when 'Faktura-e-post'
 * is filled in (left out when blank: the database then bills the account's
 * own address).
 */
export type SignupMetadata =
  | { user_type: 'individual'; firstname: string; lastname: string; phone: null }
  | {
      user_type: 'company';
      firstname: string;
      lastname: string;
      phone: null;
      company_name: string;
      org_no: string;
      address: string;
      invoice_email?: string;
    };

export function signupMetadata(values: RegisterValues): SignupMetadata {
  const person = {
    firstname: values.contactFirstName.trim(),
    lastname: values.contactLastName.trim(),
    phone: null,
  };
  if (values.userType === 'individual') return { user_type: 'individual', ...person };
  const invoiceEmail = values.invoiceEmail.trim();
  return {
    user_type: 'company',
    ...person,
    company_name: values.companyName.trim(),
    org_no: normalizeOrgNumber(values.organizationNumber),
    address: values.address.trim(),
    ...(invoiceEmail === '' ? {} : { invoice_email: invoiceEmail }),
  };
}

/** Switching to a private person forgets everything about the company. */
export function switchUserType(values: RegisterValues, userType: UserTypeChoice): RegisterValues {
  if (userType === 'company') return { ...values, userType };
  return { ...values, userType, companyName: '', organizationNumber: '', invoiceEmail: '', address: '' };
}
