import { createLeadHandler } from '../_shared/lead-handler.ts';
import { carRequestMail, carRequestSchema } from './car-request.ts';

/**
 * The company-car lead form (/partoutcar): the body is the car request
 * payload, the header x-idempotency-key a UUID per submission. Stores the
 * lead, then mails the sales inbox; answers `{ok: true, id}`. See
 * createLeadHandler for what repeated and concurrent submissions get.
 */
export default createLeadHandler({
  kind: 'partoutcar',
  name: 'send-partout-email',
  schema: carRequestSchema,
  mail: carRequestMail,
});
