import { type MailField, renderLeadMail, singleLine } from './lead-mail.ts';
import type { LeadRow } from './lead-requests.ts';
import type { LeadMail } from './mailer.ts';

/** What every lead asks first (the schema is contracts/lead-request.ts). */
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
