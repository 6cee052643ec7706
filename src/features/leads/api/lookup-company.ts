import * as z from 'zod';
import { loadSupabase } from '@/lib/load-supabase.ts';

/** One hit of the company search (spec section 3, company lookup result). */
export const CompanyResultSchema = z.object({
  companyName: z.string(),
  organizationNumber: z.string(),
  address: z.string().optional(),
});
export type CompanyResult = z.infer<typeof CompanyResultSchema>;

const LookupResponseSchema = z.object({ results: z.array(CompanyResultSchema) });

/** The server refuses longer queries. */
export const MAX_COMPANY_QUERY_LENGTH = 100;

/**
 * Searches companies by name or organisation number through the
 * lookup-company function. supabase-js is loaded only now: the form paints
 * without it. Throws when the function fails or answers in another shape.
 */
export async function lookupCompany(query: string): Promise<CompanyResult[]> {
  const supabase = await loadSupabase();
  const response = await supabase.functions.invoke<unknown>('lookup-company', { body: { query } });
  const error: unknown = response.error;
  if (error) throw error instanceof Error ? error : new Error('lookup-company failed', { cause: error });
  return LookupResponseSchema.parse(response.data).results;
}
