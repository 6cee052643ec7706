import * as z from 'zod/mini';
import { loadSupabase } from '@/lib/load-supabase.ts';
import { sanitizeOfferHtml } from '@/lib/sanitize-html.ts';
import { isBlankHtml, type OfferFormValues } from '../offer-form-schema.ts';

/** The arguments of the database's save_offer (one transaction: offer, secrets, category links). */
export interface SaveOfferArgs {
  p_offer_id: string | null;
  p_offer: {
    company_id: string | null;
    title: string;
    description: string;
    detailed_description: string;
    image: string | null;
    images: string[];
    discount: string;
    target_audience: OfferFormValues['target_audience'];
    offer_active: boolean;
    hidden: boolean;
  };
  p_secrets: {
    discount_code: string | null;
    website: string | null;
    offer_url: string | null;
    offer_email: string | null;
  };
  p_category_ids: string[];
}

/**
 * Rich text as it is stored: the public pages' sanitising rules applied
 * here too, so what the editor saves is exactly what they will render;
 * an editor left with an empty paragraph stores ''.
 */
export function storedDescription(html: string): string {
  const clean = sanitizeOfferHtml(html.replace(/&nbsp;/g, ' '));
  return isBlankHtml(clean) ? '' : clean;
}

const orNull = (value: string) => (value === '' ? null : value);

/**
 * save_offer's arguments from the checked form. The first image is the card
 * image (`image`); without images an older placeholder (an emoji) is kept.
 */
export function saveOfferArgs(input: {
  offerId: string | null;
  values: OfferFormValues;
  images: readonly string[];
  discount: string;
  placeholderImage?: string | null;
}): SaveOfferArgs {
  const { values, images } = input;
  const description = storedDescription(values.description);
  return {
    p_offer_id: input.offerId,
    p_offer: {
      company_id: orNull(values.company_id),
      title: values.title,
      description,
      detailed_description: description,
      image: images[0] ?? input.placeholderImage ?? null,
      images: [...images],
      discount: input.discount,
      target_audience: values.target_audience,
      offer_active: values.offer_active,
      hidden: values.hidden,
    },
    p_secrets: {
      discount_code: orNull(values.discount_code),
      website: orNull(values.website),
      offer_url: orNull(values.offer_url),
      offer_email: orNull(values.offer_email),
    },
    p_category_ids: [...values.category_ids],
  };
}

export type SaveOfferResult = { ok: true; id: string } | { ok: false; serverMessage: string | null };

const SavedIdSchema = z.union([z.string(), z.object({ save_offer: z.string() })]);

/** Calls save_offer; never throws. A refusal carries the database's own (Norwegian) message. */
export async function saveOffer(args: SaveOfferArgs): Promise<SaveOfferResult> {
  try {
    const supabase = await loadSupabase();
    const response = await supabase.rpc('save_offer', args).abortSignal(AbortSignal.timeout(20_000));
    const data: unknown = response.data;
    const error = response.error;
    if (error) {
      console.warn('save_offer refused', error);
      return { ok: false, serverMessage: error.message || null };
    }
    const parsed = SavedIdSchema.safeParse(data);
    if (!parsed.success) return { ok: false, serverMessage: null };
    return { ok: true, id: typeof parsed.data === 'string' ? parsed.data : parsed.data.save_offer };
  } catch (error) {
    console.warn('save_offer failed', error);
    return { ok: false, serverMessage: null };
  }
}
