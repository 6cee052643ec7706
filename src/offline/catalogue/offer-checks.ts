import type { CachedOffer, Category, RemoteOffer } from '../store/schemas.ts';
import { buildSearchText } from './search.ts';
import { type Fields, isFields } from '@/lib/is-fields.ts';

// The catalogue's quick checks: what runs before the first card (the offline
// peek, a first visit's prefetched rows) checks rows by hand, without zod,
// which would otherwise be in the entry chunk. The schemas in schemas.ts stay
// the definition: a row these do not pass is given to them (loaded then), and
// tests hold each check to its schema (tests/unit/offline/*-check.test.ts).

/**
 * detailed_description starts as a copy of the description and is shown only
 * when it adds something, so an unchanged copy is not stored (half the bytes
 * of a typical catalogue, and half of what every read must parse).
 */
function addedDetail(remote: RemoteOffer): string | null {
  const detailed = remote.detailed_description;
  if (detailed === null || detailed.trim() === (remote.description?.trim() ?? '')) return null;
  return detailed;
}

function uniqueCategoryIds(links: RemoteOffer['offer_categories']): string[] {
  const ids: string[] = [];
  for (const link of links ?? []) if (!ids.includes(link.category_id)) ids.push(link.category_id);
  return ids;
}

/**
 * A server row as the cache keeps it: category ids and the search text. Field by field, so nothing the row holds beyond them
 * (a code, say) is ever cached, whichever way the row was checked.
 */
export function toCachedOffer(remote: RemoteOffer): CachedOffer {
  return {
    id: remote.id,
    company_id: remote.company_id,
    company: remote.company,
    title: remote.title,
    description: remote.description,
    detailed_description: addedDetail(remote),
    image: remote.image,
    images: remote.images,
    discount: remote.discount,
    offer_active: remote.offer_active,
    created_at: remote.created_at,
    revision: remote.revision,
    target_audience: remote.target_audience,
    category_ids: uniqueCategoryIds(remote.offer_categories),
    search_text: buildSearchText(remote),
  };
}

const isText = (value: unknown): value is string => typeof value === 'string';
const isId = (value: unknown): value is string => typeof value === 'string' && value !== '';
const isNullableText = (value: unknown): value is string | null =>
  value === null || typeof value === 'string';
const isRevision = (value: unknown): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value) && value >= 0;

function isTextList(value: unknown): value is string[] {
  return Array.isArray(value) && value.every(isText);
}

function isCategoryLinks(value: unknown): value is RemoteOffer['offer_categories'] {
  return (
    value === null ||
    (Array.isArray(value) && value.every((link) => isFields(link) && isId(link.category_id)))
  );
}

/** The public offer fields (PublicOfferFields in schemas.ts), checked by hand for the quick checks below. */
function hasPublicOfferFields(row: Fields): boolean {
  return (
    isId(row.id) &&
    isNullableText(row.company_id) &&
    isNullableText(row.company) &&
    isText(row.title) &&
    isNullableText(row.description) &&
    isNullableText(row.detailed_description) &&
    isNullableText(row.image) &&
    (row.images === null || isTextList(row.images)) &&
    isNullableText(row.discount) &&
    typeof row.offer_active === 'boolean' &&
    isId(row.created_at)
  );
}

/**
 * Whether the row has the shape PostgREST sends, checked by hand: a subset
 * of what RemoteOfferSchema accepts (a test holds them together), without
 * zod's copy of every object and array, which on a first sync of 10,000
 * offers cost more main-thread time than anything but the IndexedDB writes.
 */
export function isPlainRemoteOffer(row: unknown): row is RemoteOffer {
  if (!isFields(row)) return false;
  const audience = row.target_audience;
  return (
    hasPublicOfferFields(row) &&
    (audience === 'both' || audience === 'business' || audience === 'individual') &&
    isRevision(row.revision) &&
    isCategoryLinks(row.offer_categories)
  );
}

const CACHED_FIELDS = new Set([
  'id',
  'company_id',
  'company',
  'title',
  'description',
  'detailed_description',
  'image',
  'images',
  'discount',
  'offer_active',
  'created_at',
  'target_audience',
  'category_ids',
  'search_text',
  'revision',
]);

/**
 * Whether a row read back from IndexedDB is a cached offer exactly as
 * toCachedOffer writes it (no field beyond CachedOfferSchema's), checked by
 * hand: reading 50,000 offers through the schema costs about as much as
 * fetching them. A subset of what the schema accepts (a test holds them
 * together); catalogue.ts gives any other row to the schema.
 */
export function isCachedOffer(row: unknown): row is CachedOffer {
  if (!isFields(row)) return false;
  for (const key in row) if (!CACHED_FIELDS.has(key)) return false;
  const audience = row.target_audience;
  return (
    hasPublicOfferFields(row) &&
    (audience === 'both' || audience === 'business' || audience === 'individual') &&
    Array.isArray(row.category_ids) &&
    row.category_ids.every(isId) &&
    isText(row.search_text) &&
    (row.revision === undefined || isRevision(row.revision))
  );
}

/**
 * Whether a category row is one CategorySchema passes, checked by hand (it
 * accepts fields beyond the schema's, which it would drop: see toCategory).
 */
export function isPlainCategory(row: unknown): row is Category {
  return (
    isFields(row) &&
    isId(row.id) &&
    isId(row.key) &&
    isText(row.name) &&
    typeof row.display_order === 'number' &&
    Number.isSafeInteger(row.display_order)
  );
}

/** A category with only the schema's fields, as CategorySchema returns it. */
export function toCategory(row: Category): Category {
  return { id: row.id, key: row.key, name: row.name, display_order: row.display_order };
}

const CATEGORY_FIELDS = new Set(['id', 'key', 'name', 'display_order']);

/**
 * Whether a category row read back from IndexedDB is exactly as the sync
 * stores it (no field beyond CategorySchema's), so it can be used unchanged.
 */
export function isStoredCategory(row: unknown): row is Category {
  if (!isPlainCategory(row)) return false;
  for (const key in row) if (!CATEGORY_FIELDS.has(key)) return false;
  return true;
}
