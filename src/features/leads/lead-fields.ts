import * as z from 'zod';
import { isValidOrgNumber, normalizeOrgNumber } from '@/lib/org-number.ts';

/**
 * zod fields shared by the lead forms, with the Norwegian message shown next
 * to each field. Limits and wording follow the send functions' own schemas,
 * so what passes here is what the server accepts.
 */

export function requiredText(label: string, max = 200) {
  return z.string().trim().min(1, `${label} er påkrevd`).max(max, `${label} kan være høyst ${max} tegn`);
}

/** Blank means "not given": the key is left out of the payload. */
export function optionalText(label: string, max = 200) {
  return z
    .string()
    .trim()
    .max(max, `${label} kan være høyst ${max} tegn`)
    .transform((value) => value || undefined);
}

export const emailField = requiredText('E-post', 254).pipe(z.email('Ugyldig e-postadresse'));

export const INVALID_ORG_NUMBER_MESSAGE =
  'Ugyldig organisasjonsnummer: det må være 9 siffer med gyldig kontrollsiffer';

/** Optional; when given, nine digits (spaces allowed) with a valid check digit, sent as bare digits. */
export const optionalOrgNumberField = z
  .string()
  .transform((value) => normalizeOrgNumber(value) || undefined)
  .refine((value) => value === undefined || isValidOrgNumber(value), INVALID_ORG_NUMBER_MESSAGE);

/** What both forms ask first: who is asking, and for which company. */
export const contactShape = {
  fullName: requiredText('Fullt navn'),
  email: emailField,
  firmanavn: optionalText('Firmanavn'),
  orgNr: optionalOrgNumberField,
};

export interface ContactValues {
  fullName: string;
  phone: string;
  email: string;
  firmanavn: string;
  orgNr: string;
}

export const EMPTY_CONTACT: ContactValues = { fullName: '', phone: '', email: '', firmanavn: '', orgNr: '' };

/** Drops the keys of optional fields left blank (the server reads a missing key as "not given"). */
export function withoutAbsent(payload: object): Record<string, unknown> {
  return Object.fromEntries(Object.entries(payload).filter(([, value]) => value !== undefined));
}
