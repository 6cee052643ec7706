import { propertyRequestSchema } from '../_shared/contracts/property-request.ts';
import { createLeadHandler } from '../_shared/lead-handler.ts';
import { propertyRequestMail } from './property-request.ts';

/**
 * The property-management lead form (/eiendomsdrift): the body is the
 * property request payload (checked with the form's own schema), the header
 * x-idempotency-key a UUID per submission. Stores the lead, then mails the
 * sales inbox; answers `{ok: true, id}`. See createLeadHandler for repeated
 * and concurrent submissions.
 */
export default createLeadHandler({
  kind: 'eiendomsdrift',
  name: 'send-eiendomsdrift-email',
  schema: propertyRequestSchema,
  mail: propertyRequestMail,
});
