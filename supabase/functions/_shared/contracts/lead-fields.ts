import * as z from 'zod';
import { INVALID_PHONE_MESSAGE, isNorwegianPhone } from './norwegian-phone.ts';
import { isValidOrgNumber, normalizeOrgNumber } from './org-number.ts';

/**
 * zod fields of the lead forms, each with the Norwegian message a visitor
 * sees next to the field: the app checks the form with them before sending
 * and the send functions check the body with them again. Text is trimmed;
 * lengths are capped so a lead row and its mail stay a sensible size. The
 * "må være tekst" messages only ever reach a caller that bypasses the form.
 */

function textIssue(label: string) {
  return {
    error: (issue: { input?: unknown }) =>
      issue.input === undefined || issue.input === null ? `${label} er påkrevd` : `${label} må være tekst`,
  };
}

export function requiredText(label: string, max = 200) {
  return z
    .string(textIssue(label))
    .trim()
    .min(1, `${label} er påkrevd`)
    .max(max, `${label} kan være høyst ${max} tegn`);
}

/** Missing, null and blank all mean "not given": the key is left out of the payload and the stored lead. */
export function optionalText(label: string, max = 200) {
  return z
    .string(`${label} må være tekst`)
    .trim()
    .max(max, `${label} kan være høyst ${max} tegn`)
    .nullish()
    .transform((value) => value || undefined);
}

export const emailField = requiredText('E-post', 254).pipe(z.email('Ugyldig e-postadresse'));

/** Required and checked against the Norwegian number rule (car form). */
export const norwegianPhoneField = requiredText('Telefonnummer', 30).refine(
  isNorwegianPhone,
  INVALID_PHONE_MESSAGE,
);

export const INVALID_ORG_NUMBER_MESSAGE =
  'Ugyldig organisasjonsnummer: det må være 9 siffer med gyldig kontrollsiffer';

/** Optional; when given, nine digits (spaces allowed) with a valid mod-11 check digit, sent and stored as bare digits. */
export const optionalOrgNumberField = z
  .string('Organisasjonsnummer må være tekst')
  .nullish()
  .transform((value) => (value ? normalizeOrgNumber(value) : '') || undefined)
  .refine((value) => value === undefined || isValidOrgNumber(value), INVALID_ORG_NUMBER_MESSAGE);
