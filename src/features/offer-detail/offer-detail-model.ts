import * as z from 'zod/mini';
import type { CachedOffer, Category } from '@/offline/store/schemas.ts';

export interface CategoryRef {
  id: string;
  name: string;
  key: string;
}

/** An offer as the detail page shows it: public fields and its categories (never a secret). */
export interface OfferDetail {
  id: string;
  title: string;
  company: string | null;
  description: string | null;
  detailed_description: string | null;
  image: string | null;
  images: string[] | null;
  offer_active: boolean;
  categories: CategoryRef[];
}

const CategoryRefSchema = z.object({ id: z.string(), name: z.string(), key: z.string() });

/** The row `offers?select=...,offer_categories(categories(id,name,key))` returns. */
export const RemoteOfferDetailSchema = z.object({
  id: z.string(),
  title: z.string(),
  company: z.nullable(z.string()),
  description: z.nullable(z.string()),
  detailed_description: z.nullable(z.string()),
  image: z.nullable(z.string()),
  images: z.nullable(z.array(z.string())),
  offer_active: z.boolean(),
  offer_categories: z.nullable(z.array(z.object({ categories: z.nullable(CategoryRefSchema) }))),
});

export function fromRemote(row: z.infer<typeof RemoteOfferDetailSchema>): OfferDetail {
  const { offer_categories: links, ...fields } = row;
  return {
    ...fields,
    categories: (links ?? []).flatMap((link) => (link.categories ? [link.categories] : [])),
  };
}

/** A cached offer with its category ids resolved, in the categories' display order. */
export function fromCached(offer: CachedOffer, categories: readonly Category[]): OfferDetail {
  const ids = new Set(offer.category_ids);
  return {
    id: offer.id,
    title: offer.title,
    company: offer.company,
    description: offer.description,
    detailed_description: offer.detailed_description,
    image: offer.image,
    images: offer.images,
    offer_active: offer.offer_active,
    categories: categories
      .filter((category) => ids.has(category.id))
      .map(({ id, name, key }) => ({ id, name, key })),
  };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Offer ids are UUIDs; anything else cannot name an offer (and would only make the server complain). */
export function isOfferId(id: string): boolean {
  return UUID.test(id);
}
