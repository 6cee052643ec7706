import * as z from 'zod';
import { carRequestSchemaWith, registrationNumberField } from '../_shared/contracts/car-request.ts';
import { leadRequestMail } from '../_shared/lead-contact.ts';
import { formatNok } from '../_shared/lead-mail.ts';
import type { LeadRow } from '../_shared/lead-requests.ts';
import type { LeadMail } from '../_shared/mailer.ts';

const MAX_REGISTRATION_NUMBERS = 500;

/** "ab 12345 " and "AB  12345" are the same plate: trimmed, single-spaced, upper case. */
function normalizePlate(value: string): string {
  return value.trim().replace(/\s+/g, ' ').toLocaleUpperCase('nb-NO');
}

/**
 * The form always sends its rows (at least one, as the form never has
 * fewer), and a row may be left blank: the numbers themselves are optional
 * (spec section 5). Blank rows are dropped and repeats removed, so the
 * stored list may be empty.
 */
const registrationNumbersField = z
  .array(registrationNumberField, {
    error: (issue) =>
      issue.input === undefined || issue.input === null
        ? 'Registreringsnumre (registrationNumbers) mangler'
        : 'Registreringsnumre må være en liste med tekst',
  })
  .min(1, 'Registreringsnumre må ha minst én rad (den kan være tom)')
  .max(MAX_REGISTRATION_NUMBERS, `Høyst ${MAX_REGISTRATION_NUMBERS} registreringsnumre`)
  .transform((rows) => [...new Set(rows.map(normalizePlate).filter(Boolean))]);

/** Whole kroner above zero; the form accepts digits only. */
const budgetField = z
  .number({
    error: (issue) =>
      issue.input === undefined || issue.input === null
        ? 'Budsjett er påkrevd'
        : 'Budsjett må være et tall i hele kroner',
  })
  .int('Budsjett må være et helt antall kroner')
  .positive('Budsjett må være større enn 0');

/** The car request payload (spec section 3): the form's fields, with this function's budget and list rules. */
export const carRequestSchema = carRequestSchemaWith(budgetField, registrationNumbersField);

export type CarRequest = z.infer<typeof carRequestSchema>;

export function carRequestMail(
  lead: CarRequest,
  row: Pick<LeadRow, 'id' | 'created_at'>,
): Omit<LeadMail, 'to'> {
  return leadRequestMail('Ny forespørsel om firmabil', lead, row, [
    { label: 'Antall biler', value: lead.antallBiler },
    { label: 'Budsjett', value: formatNok(lead.budsjett) },
    { label: 'Biltype', value: lead.bilType },
    { label: 'Registreringsnumre', value: lead.registrationNumbers },
    { label: 'Flåteleverandør', value: lead.fleetSupplier },
    { label: 'AutoPASS-leverandør', value: lead.autopassSupplier },
  ]);
}
