import * as z from 'zod';
import { emailField, optionalOrgNumberField, optionalText, requiredText } from '../_shared/lead-fields.ts';
import { renderLeadMail, singleLine } from '../_shared/lead-mail.ts';
import type { LeadRow } from '../_shared/lead-requests.ts';
import type { LeadMail } from '../_shared/mailer.ts';

/**
 * The property request payload (spec section 3) with the property form's
 * rules (section 5): the phone is required but its format is not checked,
 * and kvadratmeter is free text ("ca. 1 200", "800-900").
 */
export const propertyRequestSchema = z.object(
  {
    fullName: requiredText('Fullt navn'),
    phone: requiredText('Telefonnummer', 40),
    email: emailField,
    firmanavn: optionalText('Firmanavn'),
    orgNr: optionalOrgNumberField,
    adresse: requiredText('Adresse'),
    kvadratmeter: requiredText('Kvadratmeter', 50),
  },
  { error: 'Forespørselen må være et JSON-objekt med feltene fra skjemaet' },
);

export type PropertyRequest = z.infer<typeof propertyRequestSchema>;

export function propertyRequestMail(
  lead: PropertyRequest,
  row: Pick<LeadRow, 'id' | 'created_at'>,
): Omit<LeadMail, 'to'> {
  const { html, text } = renderLeadMail({
    heading: 'Ny forespørsel om eiendomsdrift',
    reference: row.id,
    receivedAt: row.created_at,
    fields: [
      { label: 'Fullt navn', value: lead.fullName },
      { label: 'Telefon', value: lead.phone },
      { label: 'E-post', value: lead.email },
      { label: 'Firmanavn', value: lead.firmanavn },
      { label: 'Organisasjonsnummer', value: lead.orgNr },
      { label: 'Adresse', value: lead.adresse },
      { label: 'Kvadratmeter', value: lead.kvadratmeter },
    ],
  });
  return {
    subject: singleLine(`Ny forespørsel om eiendomsdrift fra ${lead.firmanavn || lead.fullName}`),
    html,
    text,
    replyTo: lead.email,
  };
}
