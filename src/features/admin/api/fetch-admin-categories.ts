import * as z from 'zod/mini';
import { loadSupabase } from '@/features/auth/index.ts';

const AdminCategorySchema = z.object({
  id: z.string(),
  key: z.string(),
  name: z.string(),
  display_order: z.number(),
});
export type AdminCategory = z.infer<typeof AdminCategorySchema>;

/** Every category from the server (not the offline copy: the admin edits the live list), by display_order. */
export async function fetchAdminCategories(): Promise<AdminCategory[]> {
  const supabase = await loadSupabase();
  const { data, error } = await supabase
    .from('categories')
    .select('id, key, name, display_order')
    .order('display_order', { ascending: true })
    .order('name', { ascending: true })
    .abortSignal(AbortSignal.timeout(15_000));
  if (error) throw new Error(error.message);
  return z.array(AdminCategorySchema).parse(data);
}
