import { loadSupabase } from '@/lib/load-supabase.ts';
import { runCategoryWrite, type CategoryWriteResult } from './category-write.ts';

/** Deletes a category (its offer links go with it). */
export async function deleteCategory(id: string): Promise<CategoryWriteResult> {
  const supabase = await loadSupabase();
  return runCategoryWrite(() =>
    supabase.from('categories').delete().eq('id', id).abortSignal(AbortSignal.timeout(15_000)),
  );
}
