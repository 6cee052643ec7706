import * as z from 'zod/mini';
import { plainText } from '@/offline/catalogue/search.ts';
import { AUDIENCE_LABELS, type OfferAudience, type OfferFormInput } from './offer-form-schema.ts';

const Text = z.nullable(z.string());

const SecretsSchema = z.object({
  discount_code: z.optional(Text),
  website: z.optional(Text),
  offer_url: z.optional(Text),
  offer_email: z.optional(Text),
});

const CategorySchema = z.object({ id: z.string(), name: z.string(), key: z.string() });

/**
 * One row of the management lists as the server sends it. PostgREST embeds a
 * one-to-one relation as an object, some versions as a one-element array, and
 * null when there is no row: all three are accepted and normalised.
 */
const RemoteManagedOfferSchema = z.object({
  id: z.string(),
  title: z.string(),
  company: Text,
  company_id: Text,
  discount: Text,
  description: Text,
  detailed_description: Text,
  image: Text,
  images: z.nullable(z.array(z.string())),
  target_audience: z.enum(['both', 'individual', 'business']),
  offer_active: z.boolean(),
  hidden: z.boolean(),
  created_at: z.string(),
  offer_secrets: z.optional(z.nullable(z.union([SecretsSchema, z.array(SecretsSchema)]))),
  offer_categories: z.optional(z.nullable(z.array(z.object({ categories: z.nullable(CategorySchema) })))),
});

export interface ManagedOffer {
  id: string;
  title: string;
  company: string | null;
  company_id: string | null;
  discount: string | null;
  description: string | null;
  image: string | null;
  images: string[];
  target_audience: OfferAudience;
  offer_active: boolean;
  hidden: boolean;
  created_at: string;
  secrets: { discount_code: string; website: string; offer_url: string; offer_email: string };
  categories: { id: string; name: string; key: string }[];
}

/** The columns both lists read (the contract with the database's save_offer). */
export const MANAGED_OFFER_COLUMNS =
  'id, title, company, company_id, discount, description, detailed_description, image, images, ' +
  'target_audience, offer_active, hidden, created_at, ' +
  'offer_secrets(discount_code, website, offer_url, offer_email), offer_categories(categories(id, name, key))';

/** A server row as the lists use it, or null when it does not have the expected shape. */
export function parseManagedOffer(row: unknown): ManagedOffer | null {
  const parsed = RemoteManagedOfferSchema.safeParse(row);
  if (!parsed.success) return null;
  const offer = parsed.data;
  const rawSecrets = Array.isArray(offer.offer_secrets) ? offer.offer_secrets[0] : offer.offer_secrets;
  return {
    id: offer.id,
    title: offer.title,
    company: offer.company,
    company_id: offer.company_id,
    discount: offer.discount,
    description: offer.description ?? offer.detailed_description,
    image: offer.image,
    images: offer.images ?? [],
    target_audience: offer.target_audience,
    offer_active: offer.offer_active,
    hidden: offer.hidden,
    created_at: offer.created_at,
    secrets: {
      discount_code: rawSecrets?.discount_code ?? '',
      website: rawSecrets?.website ?? '',
      offer_url: rawSecrets?.offer_url ?? '',
      offer_email: rawSecrets?.offer_email ?? '',
    },
    categories: (offer.offer_categories ?? []).flatMap((link) => (link.categories ? [link.categories] : [])),
  };
}

/** Every well-formed row; a malformed one is logged and left out rather than breaking the list. */
export function parseManagedOffers(rows: unknown): ManagedOffer[] {
  if (!Array.isArray(rows)) return [];
  return rows.flatMap((row) => {
    const offer = parseManagedOffer(row);
    if (!offer) console.warn('Skipped an offer row of an unexpected shape', row);
    return offer ? [offer] : [];
  });
}

/** The edit form's starting values from a stored offer. */
export function formValuesFromOffer(offer: ManagedOffer): OfferFormInput {
  return {
    title: offer.title,
    company_id: offer.company_id ?? '',
    description: offer.description ?? '',
    category_ids: offer.categories.map((category) => category.id),
    target_audience: offer.target_audience,
    discount_code: offer.secrets.discount_code,
    offer_email: offer.secrets.offer_email,
    website: offer.secrets.website,
    offer_url: offer.secrets.offer_url,
    offer_active: offer.offer_active,
    hidden: offer.hidden,
  };
}

/** The stored images of an offer in order; `image` stands in for an older row without `images`. */
export function storedImages(offer: Pick<ManagedOffer, 'image' | 'images'>): string[] {
  if (offer.images.length > 0) return offer.images;
  return offer.image && /^(https?:\/\/|\/)/i.test(offer.image) ? [offer.image] : [];
}

/** What a list card shows (spec section 2): plain-text description, badges and the first image. */
export interface OfferCardView {
  id: string;
  title: string;
  company: string;
  imageUrl: string | null;
  description: string;
  audienceLabel: string;
  categoryNames: string[];
  active: boolean;
  hidden: boolean;
}

export function offerCardView(offer: ManagedOffer): OfferCardView {
  return {
    id: offer.id,
    title: offer.title,
    company: offer.company ?? '',
    imageUrl: storedImages(offer)[0] ?? null,
    description: plainText(offer.description),
    audienceLabel: AUDIENCE_LABELS[offer.target_audience],
    categoryNames: offer.categories.map((category) => category.name),
    active: offer.offer_active,
    hidden: offer.hidden,
  };
}
