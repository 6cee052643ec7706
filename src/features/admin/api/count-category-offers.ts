import { loadSupabase } from '@/lib/load-supabase.ts';

/** How many offers use a category (shown in the delete confirmation); null when it cannot be counted. */
export async function countCategoryOffers(id: string): Promise<number | null> {
  try {
    const supabase = await loadSupabase();
    const { count, error } = await supabase
      .from('offer_categories')
      .select('offer_id', { count: 'exact', head: true })
      .eq('category_id', id)
      .abortSignal(AbortSignal.timeout(15_000));
    return error ? null : count;
  } catch {
    return null;
  }
}
