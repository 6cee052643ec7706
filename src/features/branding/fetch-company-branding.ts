import type { CompanyBranding } from './branding-schema.ts';
import { loadSupabaseQuietly } from '@/lib/load-supabase.ts';

/** The spec's timeout for reads the page waits on. */
const TIMEOUT_MS = 8000;

/**
 * The white-label company on a subdomain, through the public_company_branding
 * view (anon may read it; it holds only public fields of white-label
 * companies), or null when there is none. supabase-js and the schema (zod)
 * are loaded on demand so they stay out of the first paint. Throws on network
 * or server failure.
 */
export async function fetchCompanyBranding(subdomain: string): Promise<CompanyBranding | null> {
  const [supabase, { COMPANY_BRANDING_COLUMNS, CompanyBrandingSchema }] = await Promise.all([
    loadSupabaseQuietly(),
    import('./branding-schema.ts'),
  ]);
  const { data, error } = await supabase
    .from('public_company_branding')
    .select(COMPANY_BRANDING_COLUMNS)
    .eq('subdomain', subdomain)
    .abortSignal(AbortSignal.timeout(TIMEOUT_MS))
    .maybeSingle();
  if (error) throw new Error(error.message || 'Unknown error');
  if (data === null) return null;
  const parsed = CompanyBrandingSchema.safeParse(data);
  if (!parsed.success) throw new Error('Unexpected branding row');
  return parsed.data;
}
