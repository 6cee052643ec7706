import * as z from 'zod/mini';

// The offer events queued on the device (src/offline/clicks/click-queue.ts). Apart
// from the catalogue's schemas (schemas.ts), which every first paint carries:
// these load only with the queue, when an offer page records something.

const Id = z.string().check(z.minLength(1));
const Timestamp = z.string().check(z.minLength(1));

/**
 * What happened on an offer. The spec's clicks are email_copy, email_send and
 * link_open; the others are analytics events that are not clicks (copying the
 * code records code_copy, never a click).
 */
export const OFFER_EVENT_KINDS = [
  'view',
  'code_reveal',
  'code_copy',
  'till_open',
  'link_open',
  'email_copy',
  'email_send',
] as const;
export const OfferEventKindSchema = z.enum(OFFER_EVENT_KINDS);
export type OfferEventKind = z.infer<typeof OfferEventKindSchema>;

/**
 * One row of offer_clicks as the client inserts it; ip_address is always null
 * from a client. event_id (a uuid made on the device) makes a retried send land
 * once; occurred_at is when it happened, which an offline event keeps. 'click'
 * is only ever a click queued by an app version older than kinds (upgraded by
 * upgradeLegacyClick).
 */
export const OfferClickSchema = z.object({
  offer_id: Id,
  user_id: z.nullable(z.string()),
  user_agent: z.nullable(z.string()),
  referrer: z.nullable(z.string()),
  ip_address: z.null(),
  kind: z.enum([...OFFER_EVENT_KINDS, 'click']),
  event_id: z.uuid(),
  occurred_at: z.iso.datetime({ offset: true }),
});
export type OfferClick = z.infer<typeof OfferClickSchema>;

/** A click as app versions before event kinds queued it. */
export const LegacyQueuedClickSchema = z.object({
  id: z.number(),
  click: z.object({
    offer_id: Id,
    user_id: z.nullable(z.string()),
    user_agent: z.nullable(z.string()),
    referrer: z.nullable(z.string()),
    ip_address: z.null(),
  }),
  queued_at: Timestamp,
});

export const QueuedClickSchema = z.object({
  id: z.number(),
  click: OfferClickSchema,
  queued_at: Timestamp,
  attempts: z.number().check(z.int(), z.nonnegative()),
  /** Epoch milliseconds; a number so the index sorts by time. */
  next_attempt_at: z.number(),
  last_error: z.nullable(z.string()),
});
export type QueuedClick = z.infer<typeof QueuedClickSchema>;
