import type { LeadKind } from '@/offline/outbox/lead-outbox.ts';

/** What 'Forespørsel sendt' says for each kind of lead (spec section 8). */
export const LEAD_SENT_TEXT: Record<LeadKind, string> = {
  partoutcar: 'Vi vil kontakte deg snart med et tilbud på firmabil.',
  eiendomsdrift: 'Vi vil kontakte deg snart angående eiendomsdrift.',
};
