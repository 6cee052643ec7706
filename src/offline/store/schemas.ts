import * as z from 'zod/mini';
import type { Tables } from '@contracts/database.types.ts';

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

/** A run of revisions below the cursors not seen yet (catalogue/revision-gaps.ts), kept in meta. */
export const RevisionGapSchema = z.object({
  from: RevisionSchema,
  to: RevisionSchema,
  /** Epoch ms after which the gap has settled; the first sync that starts later asks one last time. */
  settlesAt: z.number(),
});
export type RevisionGap = z.infer<typeof RevisionGapSchema>;

export const GapStateSchema = z.object({
  /** Gaps have been worked out up to this revision (the highest cursor when they were). */
  coveredTo: RevisionSchema,
  gaps: z.array(RevisionGapSchema),
});
export type GapState = z.infer<typeof GapStateSchema>;

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
  target_audience: AudienceSchema,
  offer_categories: z.nullable(z.array(z.object({ category_id: Id }))),
  revision: RevisionSchema,
});
/**
 * RemoteOfferSchema held to the generated offers row (npm run types:db): a
 * column a migration drops, renames, retypes or makes nullable fails tsc here.
 * target_audience is narrower than the column's text (its check constraint).
 */
type Equals<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type OfferColumns = Omit<z.infer<typeof RemoteOfferSchema>, 'offer_categories'>;
type ExactColumns = Exclude<keyof OfferColumns, 'target_audience'>;
type HeldToOffersRow<T, _Exact extends true, _Audience extends true> = T;
export type RemoteOffer = HeldToOffersRow<
  z.infer<typeof RemoteOfferSchema>,
  Equals<Pick<OfferColumns, ExactColumns>, Pick<Tables<'offers'>, ExactColumns>>,
  OfferColumns['target_audience'] extends Tables<'offers'>['target_audience'] ? true : false
>;

export const CategorySchema = z.object({
  id: Id,
  key: z.string().check(z.minLength(1)),
  name: z.string(),
  display_order: z.number().check(z.int()),
});
export type Category = z.infer<typeof CategorySchema>;

/** An offer that left the public catalogue (deleted or hidden), at the revision it left. */
export const TombstoneSchema = z.object({ offer_id: Id, revision: RevisionSchema });

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
 * pending: waiting to be sent (again); sent: the server has it (kept a while so
 * the UI can say so); rejected: the server refused it (4xx), never retried.
 */
export const OUTBOX_STATUSES = ['pending', 'sent', 'rejected'] as const;

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
