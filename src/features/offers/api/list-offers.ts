import * as z from 'zod/mini';
import { supabase } from '@/lib/supabase.ts';

export const OFFERS_RANGE = { from: 0, to: 100 } as const;

const CategoryRefSchema = z.object({ id: z.string(), name: z.string(), key: z.string() });

export const OfferListItemSchema = z.object({
  id: z.string(),
  title: z.string(),
  company: z.nullable(z.string()),
  description: z.nullable(z.string()),
  image: z.nullable(z.string()),
  images: z.nullable(z.array(z.string())),
  target_audience: z.enum(['business', 'individual', 'both']),
  offer_active: z.boolean(),
  created_at: z.string(),
  offer_categories: z.array(z.object({ categories: z.nullable(CategoryRefSchema) })),
});

export type OfferListItem = z.infer<typeof OfferListItemSchema>;

/**
 * The public offer list exactly as the spec reads it: non-hidden offers with
 * their categories, newest first, range 0-100. Rows that fail the schema are
 * dropped rather than crashing the list.
 */
export async function listOffers(signal?: AbortSignal): Promise<OfferListItem[]> {
  let query = supabase
    .from('offers')
    .select('*, offer_categories(categories(id, name, key))')
    .eq('hidden', false)
    .order('created_at', { ascending: false })
    .range(OFFERS_RANGE.from, OFFERS_RANGE.to);
  if (signal) query = query.abortSignal(signal);
  const { data, error } = await query;
  if (error) throw error;
  return (data as unknown[]).flatMap((row) => {
    const parsed = OfferListItemSchema.safeParse(row);
    return parsed.success ? [parsed.data] : [];
  });
}
