import { loadSupabase } from '@/lib/load-supabase.ts';
import type { CategoryFormValues } from '../category-form-schema.ts';
import { runCategoryWrite, type CategoryWriteResult } from './category-write.ts';

/** Creates ('Ny Kategori') or updates ('Rediger') a category; the database checks key, name and the caller's role. */
export async function createCategory(values: CategoryFormValues): Promise<CategoryWriteResult> {
  const supabase = await loadSupabase();
  return runCategoryWrite(() =>
    supabase.from('categories').insert(values).abortSignal(AbortSignal.timeout(15_000)),
  );
}

export async function updateCategory(id: string, values: CategoryFormValues): Promise<CategoryWriteResult> {
  const supabase = await loadSupabase();
  return runCategoryWrite(() =>
    supabase.from('categories').update(values).eq('id', id).abortSignal(AbortSignal.timeout(15_000)),
  );
}
