import * as z from 'zod/mini';
import { loadSupabase } from '@/lib/load-supabase.ts';

const CompanyOptionSchema = z.object({ id: z.string(), name: z.string() });
export type CompanyOption = z.infer<typeof CompanyOptionSchema>;

/** Every company by name, for the admin's company choice. Throws on failure. */
export async function fetchCompanyOptions(): Promise<CompanyOption[]> {
  const supabase = await loadSupabase();
  const { data, error } = await supabase
    .from('companies')
    .select('id, name')
    .order('name')
    .abortSignal(AbortSignal.timeout(15_000));
  if (error) throw new Error(error.message);
  return z.array(CompanyOptionSchema).parse(data);
}
