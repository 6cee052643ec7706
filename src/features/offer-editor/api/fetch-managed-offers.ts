import { loadSupabase } from '@/lib/load-supabase.ts';
import { MANAGED_OFFER_COLUMNS, parseManagedOffers, type ManagedOffer } from '../managed-offer.ts';

/** A company's offers (companyId) or every offer (null, the admin list), newest first. Throws on failure. */
export async function fetchManagedOffers(companyId: string | null): Promise<ManagedOffer[]> {
  const supabase = await loadSupabase();
  let query = supabase.from('offers').select(MANAGED_OFFER_COLUMNS);
  if (companyId) query = query.eq('company_id', companyId);
  const { data, error } = await query
    .order('created_at', { ascending: false })
    .abortSignal(AbortSignal.timeout(15_000));
  if (error) throw new Error(error.message);
  return parseManagedOffers(data);
}
