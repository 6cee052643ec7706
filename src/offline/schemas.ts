import * as z from 'zod/mini';

// Everything read back from IndexedDB or received from the server is parsed
// here: a row written by an older app version, a half-written row or a server
// surprise is dropped instead of crashing the catalogue. Object schemas strip
// unknown keys, so nothing beyond these fields (a code, say) is ever cached.

const Id = z.string().check(z.minLength(1));
const Timestamp = z.string().check(z.minLength(1));
const NullableText = z.nullable(z.string());

/**
 * The server's change number of a catalogue row (offers.revision and friends):
 * drawn from one sequence on every insert and update, the sync's cursor.
 */
export const RevisionSchema = z.number().check(z.int(), z.nonnegative());
export type Revision = z.infer<typeof RevisionSchema>;

export const AUDIENCES = ['business', 'individual', 'both'] as const;
export const AudienceSchema = z.enum(AUDIENCES);
export type Audience = z.infer<typeof AudienceSchema>;

/** The public fields of an offer, as every visitor may see them. */
const PublicOfferFields = {
  id: Id,
  company_id: z.nullable(z.string()),
  company: NullableText,
  title: z.string(),
  description: NullableText,
  detailed_description: NullableText,
  image: NullableText,
  images: z.nullable(z.array(z.string())),
  discount: NullableText,
  offer_active: z.boolean(),
  created_at: Timestamp,
};

/** An offer as cached in Dexie: public fields plus what filtering needs. */
export const CachedOfferSchema = z.object({
  ...PublicOfferFields,
  target_audience: AudienceSchema,
  category_ids: z.array(Id),
  /** Lowercase title, company and description text, so a search is one `includes`. */
  search_text: z.string(),
  /** Absent from rows cached before the revision cursor (they are refetched, and lose to any tombstone). */
  revision: z.optional(RevisionSchema),
});
export type CachedOffer = z.infer<typeof CachedOfferSchema>;

/** An offer row from the server, with its category links embedded. */
export const RemoteOfferSchema = z.object({
  ...PublicOfferFields,
  // Older clients wrote 'private' for individuals; the cache knows one spelling.
  target_audience: z.enum([...AUDIENCES, 'private']),
  offer_categories: z.nullable(z.array(z.object({ category_id: Id }))),
  revision: RevisionSchema,
});
export type RemoteOffer = z.infer<typeof RemoteOfferSchema>;

export const CategorySchema = z.object({
  id: Id,
  key: z.string().check(z.minLength(1)),
  name: z.string(),
  display_order: z.number().check(z.int()),
});
export type Category = z.infer<typeof CategorySchema>;

/** An offer that left the public catalogue (deleted or hidden), at the revision it left. */
export const TombstoneSchema = z.object({ offer_id: Id, revision: RevisionSchema });
export type Tombstone = z.infer<typeof TombstoneSchema>;

/** An offer's secrets as the server sends them to a signed-in user. */
export const OfferSecretsSchema = z.object({
  discount_code: NullableText,
  offer_email: NullableText,
  offer_url: NullableText,
  website: NullableText,
});
export type OfferSecrets = z.infer<typeof OfferSecretsSchema>;
export const RemoteOfferSecretsSchema = z.object({ offer_id: Id, ...OfferSecretsSchema.shape });

export const VaultEntrySchema = z.object({
  user_id: Id,
  offer_id: Id,
  ...OfferSecretsSchema.shape,
  fetched_at: Timestamp,
});
export type VaultEntry = z.infer<typeof VaultEntrySchema>;

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

/**
 * pending: waiting to be sent (again); sent: the server has it (kept a while so
 * the UI can say so); rejected: the server refused it (4xx), never retried.
 */
export const OUTBOX_STATUSES = ['pending', 'sent', 'rejected'] as const;
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number];

export const LEAD_KINDS = ['partoutcar', 'eiendomsdrift'] as const;
export type LeadKind = (typeof LEAD_KINDS)[number];

/** A lead form submission in the outbox; its idempotency key never changes across retries. */
export const OutboxEntrySchema = z.object({
  id: Id,
  kind: z.enum(LEAD_KINDS),
  payload: z.record(z.string(), z.unknown()),
  idempotency_key: z
    .string()
    .check(z.regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/)),
  attempts: z.number().check(z.int(), z.nonnegative()),
  /** Epoch milliseconds; a number so the index sorts by time. */
  next_attempt_at: z.number(),
  status: z.enum(OUTBOX_STATUSES),
  last_error: z.nullable(z.string()),
  created_at: Timestamp,
  sent_at: z.nullable(Timestamp),
});
export type OutboxEntry = z.infer<typeof OutboxEntrySchema>;
