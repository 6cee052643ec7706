import * as z from 'zod';
import { emailField, optionalOrgNumberField, optionalText, requiredText } from './lead-fields.ts';
import { type MailField, renderLeadMail, singleLine } from './lead-mail.ts';
import type { LeadRow } from './lead-requests.ts';
import type { LeadMail } from './mailer.ts';

/**
 * What every lead form asks first (spec section 3): who is asking and for
 * which company. The forms differ only in how strictly they check the phone
 * number, so each passes its own phone field.
 */
export function leadRequestSchema<Phone extends z.ZodType, Form extends z.ZodRawShape>(
  phone: Phone,
  form: Form,
) {
  return z.object(
    {
      fullName: requiredText('Fullt navn'),
      phone,
      email: emailField,
      firmanavn: optionalText('Firmanavn'),
      orgNr: optionalOrgNumberField,
      ...form,
    },
    { error: 'Forespørselen må være et JSON-objekt med feltene fra skjemaet' },
  );
}

export interface LeadContact {
  fullName: string;
  phone: string;
  email: string;
  firmanavn?: string | undefined;
  orgNr?: string | undefined;
}

/**
 * The sales mail for a lead: the contact rows, then the form's own. The
 * subject names the company (or the person) and replies go to the visitor.
 */
export function leadRequestMail(
  heading: string,
  lead: LeadContact,
  row: Pick<LeadRow, 'id' | 'created_at'>,
  formFields: readonly MailField[],
): Omit<LeadMail, 'to'> {
  const { html, text } = renderLeadMail({
    heading,
    reference: row.id,
    receivedAt: row.created_at,
    fields: [
      { label: 'Fullt navn', value: lead.fullName },
      { label: 'Telefon', value: lead.phone },
      { label: 'E-post', value: lead.email },
      { label: 'Firmanavn', value: lead.firmanavn },
      { label: 'Organisasjonsnummer', value: lead.orgNr },
      ...formFields,
    ],
  });
  return {
    subject: singleLine(`${heading} fra ${lead.firmanavn || lead.fullName}`),
    html,
    text,
    replyTo: lead.email,
  };
}
