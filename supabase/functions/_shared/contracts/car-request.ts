import * as z from 'zod';
import { norwegianPhoneField, optionalText, requiredText } from './lead-fields.ts';
import { leadRequestSchema } from './lead-request.ts';

export const REGISTRATION_NUMBER_MAX_LENGTH = 20;

/** One row of the registration number list; a row may be blank. */
export const registrationNumberField = z
  .string('Hvert registreringsnummer må være tekst')
  .trim()
  .max(
    REGISTRATION_NUMBER_MAX_LENGTH,
    `Et registreringsnummer kan være høyst ${REGISTRATION_NUMBER_MAX_LENGTH} tegn`,
  );

/**
 * The car request (spec section 3) with the car form's rules (section 5),
 * given its budget and registration list. Those two are the form's and the
 * function's own: the form's budget field holds 0 while empty ("er påkrevd")
 * and it sends at least one row, while send-partout-email also refuses
 * negative budgets and too many rows, and normalises the plates it stores.
 */
export function carRequestSchemaWith<Budget extends z.ZodType, Rows extends z.ZodType>(
  budsjett: Budget,
  registrationNumbers: Rows,
) {
  return leadRequestSchema(norwegianPhoneField, {
    antallBiler: requiredText('Antall biler', 100),
    budsjett,
    bilType: requiredText('Biltype'),
    registrationNumbers,
    fleetSupplier: optionalText('Flåteleverandør'),
    autopassSupplier: optionalText('AutoPASS-leverandør'),
  });
}
