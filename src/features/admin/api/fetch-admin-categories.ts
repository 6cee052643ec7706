import * as z from 'zod/mini';
import { loadSupabase } from '@/lib/load-supabase.ts';
import { CATEGORY_MESSAGES } from '../category-form-schema.ts';

const AdminCategorySchema = z.object({
  id: z.string(),
  key: z.string(),
  name: z.string(),
  display_order: z.number(),
});
export type AdminCategory = z.infer<typeof AdminCategorySchema>;

/** The categories request gives up after 8 s (spec section 9). */
export const CATEGORIES_TIMEOUT_MS = 8000;

/** A failed category load, its message the one to show (spec section 8). */
export class CategoriesLoadError extends Error {
  override readonly name = 'CategoriesLoadError';
  constructor(
    readonly failure: 'timeout' | 'error',
    message: string,
  ) {
    super(message);
  }
}

/**
 * Every category from the server (not the offline copy: the admin edits the
 * live list), by display_order. Fails with a CategoriesLoadError: on timeout
 * 'Request timeout - please check your connection'; otherwise the server's
 * error message, or 'Failed to fetch categories' when there is none (or the
 * answer cannot be read).
 */
export async function fetchAdminCategories(): Promise<AdminCategory[]> {
  const timeout = new AbortController();
  const timer = setTimeout(() => timeout.abort(), CATEGORIES_TIMEOUT_MS);
  const timedOut = () => new CategoriesLoadError('timeout', CATEGORY_MESSAGES.loadTimeout);
  try {
    const supabase = await loadSupabase();
    const { data, error } = await supabase
      .from('categories')
      .select('id, key, name, display_order')
      .order('display_order', { ascending: true })
      .order('name', { ascending: true })
      .abortSignal(timeout.signal);
    // supabase-js answers an aborted request with an error, not a rejection.
    if (timeout.signal.aborted) throw timedOut();
    if (error) throw new CategoriesLoadError('error', error.message.trim() || CATEGORY_MESSAGES.loadFailed);
    const parsed = z.array(AdminCategorySchema).safeParse(data);
    if (!parsed.success) throw new CategoriesLoadError('error', CATEGORY_MESSAGES.loadFailed);
    return parsed.data;
  } catch (error) {
    if (error instanceof CategoriesLoadError) throw error;
    if (timeout.signal.aborted) throw timedOut();
    const message = error instanceof Error ? error.message.trim() : '';
    throw new CategoriesLoadError('error', message || CATEGORY_MESSAGES.loadFailed);
  } finally {
    clearTimeout(timer);
  }
}
