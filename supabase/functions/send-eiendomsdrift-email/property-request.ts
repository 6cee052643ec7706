import type { PropertyRequest } from '../_shared/contracts/property-request.ts';
import { leadRequestMail } from '../_shared/lead-contact.ts';
import type { LeadRow } from '../_shared/lead-requests.ts';
import type { LeadMail } from '../_shared/mailer.ts';

export function propertyRequestMail(
  lead: PropertyRequest,
  row: Pick<LeadRow, 'id' | 'created_at'>,
): Omit<LeadMail, 'to'> {
  return leadRequestMail('Ny forespørsel om eiendomsdrift', lead, row, [
    { label: 'Adresse', value: lead.adresse },
    { label: 'Kvadratmeter', value: lead.kvadratmeter },
  ]);
}
