import * as z from 'zod/mini';
import { loadSupabase } from '@/features/auth/index.ts';
import { requestCatalogueSync } from '@/offline/sync-triggers.ts';
import type { CategoryFormValues } from '../category-form-schema.ts';

const AdminCategorySchema = z.object({
  id: z.string(),
  key: z.string(),
  name: z.string(),
  display_order: z.number(),
});
export type AdminCategory = z.infer<typeof AdminCategorySchema>;

const TIMEOUT_MS = 15_000;

/** Every category from the server (not the offline copy: the admin edits the live list), by display_order. */
export async function fetchAdminCategories(): Promise<AdminCategory[]> {
  const supabase = await loadSupabase();
  const { data, error } = await supabase
    .from('categories')
    .select('id, key, name, display_order')
    .order('display_order', { ascending: true })
    .order('name', { ascending: true })
    .abortSignal(AbortSignal.timeout(TIMEOUT_MS));
  if (error) throw new Error(error.message);
  return z.array(AdminCategorySchema).parse(data);
}

/** A refusal: `field` is the field the database's (Norwegian) message is about, when it names one. */
export type CategoryWriteResult =
  { ok: true } | { ok: false; field: 'key' | 'name' | null; serverMessage: string | null };

/** Which field a refusal is about: 23505 is the unique key; a check names its constraint in the message. */
export function refusedField(error: { code?: string; message: string }): 'key' | 'name' | null {
  if (error.code === '23505') return 'key';
  if (error.code !== '23514') return null;
  if (/nøkkel/i.test(error.message)) return 'key';
  if (/navn/i.test(error.message)) return 'name';
  return null;
}

async function afterWrite(
  run: () => PromiseLike<{ error: { code?: string; message: string } | null }>,
): Promise<CategoryWriteResult> {
  try {
    const { error } = await run();
    if (error) {
      console.warn('Category write refused', error);
      const field = refusedField(error);
      return { ok: false, field, serverMessage: field ? error.message : null };
    }
    // The catalogue's chips and every offer's badges follow at once on this device.
    void requestCatalogueSync();
    return { ok: true };
  } catch (error) {
    console.warn('Category write failed', error);
    return { ok: false, field: null, serverMessage: null };
  }
}

export async function createCategory(values: CategoryFormValues): Promise<CategoryWriteResult> {
  const supabase = await loadSupabase();
  return afterWrite(() =>
    supabase.from('categories').insert(values).abortSignal(AbortSignal.timeout(TIMEOUT_MS)),
  );
}

export async function updateCategory(id: string, values: CategoryFormValues): Promise<CategoryWriteResult> {
  const supabase = await loadSupabase();
  return afterWrite(() =>
    supabase.from('categories').update(values).eq('id', id).abortSignal(AbortSignal.timeout(TIMEOUT_MS)),
  );
}

export async function deleteCategory(id: string): Promise<CategoryWriteResult> {
  const supabase = await loadSupabase();
  return afterWrite(() =>
    supabase.from('categories').delete().eq('id', id).abortSignal(AbortSignal.timeout(TIMEOUT_MS)),
  );
}

/** How many offers use a category (shown in the delete confirmation); null when it cannot be counted. */
export async function countCategoryOffers(id: string): Promise<number | null> {
  try {
    const supabase = await loadSupabase();
    const { count, error } = await supabase
      .from('offer_categories')
      .select('offer_id', { count: 'exact', head: true })
      .eq('category_id', id)
      .abortSignal(AbortSignal.timeout(TIMEOUT_MS));
    return error ? null : count;
  } catch {
    return null;
  }
}
