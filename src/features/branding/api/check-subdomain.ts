import { loadSupabase } from '@/lib/load-supabase.ts';

/**
 * Whether `subdomain` is free for `companyId` (the RPC is_subdomain_available:
 * false when malformed, reserved or held by another company; the own company
 * is excluded). null when the server could not say (offline, failure): the
 * save then decides.
 */
export async function isSubdomainAvailable(subdomain: string, companyId: string): Promise<boolean | null> {
  try {
    const supabase = await loadSupabase();
    const { data, error } = (await supabase
      .rpc('is_subdomain_available', { subdomain, own_company_id: companyId })
      .abortSignal(AbortSignal.timeout(8000))) as { data: unknown; error: unknown };
    if (error || typeof data !== 'boolean') return null;
    return data;
  } catch {
    return null;
  }
}
