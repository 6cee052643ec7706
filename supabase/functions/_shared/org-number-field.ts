import * as z from 'zod';
import { isValidOrgNumber, normalizeOrgNumber } from './contracts/org-number.ts';

/**
 * A body field holding a Norwegian organisation number: text, spaces removed,
 * nine digits, correct mod-11 check digit, in that order, so the form learns
 * the first thing that is wrong and the database is never asked about a
 * number that cannot exist. `field` names the JSON key in the messages.
 */
export function orgNumberField(field: string) {
  return z
    .string({
      error: (issue) =>
        issue.input === undefined
          ? `Organisasjonsnummer (${field}) mangler`
          : 'Organisasjonsnummer må være tekst',
    })
    .transform(normalizeOrgNumber)
    .pipe(z.string().regex(/^\d{9}$/, 'Organisasjonsnummer må bestå av nøyaktig 9 siffer'))
    .pipe(
      z
        .string()
        .refine(isValidOrgNumber, 'Organisasjonsnummeret er ikke gyldig (kontrollsifferet stemmer ikke)'),
    );
}
