import type * as z from 'zod';
import { leadRequestMail, leadRequestSchema } from '../_shared/lead-contact.ts';
import { requiredText } from '../_shared/lead-fields.ts';
import type { LeadRow } from '../_shared/lead-requests.ts';
import type { LeadMail } from '../_shared/mailer.ts';

/**
 * The property request payload (spec section 3) with the property form's
 * rules (section 5): the phone is required but its format is not checked,
 * and kvadratmeter is free text ("ca. 1 200", "800-900").
 */
export const propertyRequestSchema = leadRequestSchema(requiredText('Telefonnummer', 40), {
  adresse: requiredText('Adresse'),
  kvadratmeter: requiredText('Kvadratmeter', 50),
});

export type PropertyRequest = z.infer<typeof propertyRequestSchema>;

export function propertyRequestMail(
  lead: PropertyRequest,
  row: Pick<LeadRow, 'id' | 'created_at'>,
): Omit<LeadMail, 'to'> {
  return leadRequestMail('Ny forespørsel om eiendomsdrift', lead, row, [
    { label: 'Adresse', value: lead.adresse },
    { label: 'Kvadratmeter', value: lead.kvadratmeter },
  ]);
}
