import * as z from 'zod/mini';
import { BrandingConfigSchema } from '../branding-schema.ts';
import type { CompanyBrandingSettings } from '../branding-form-schema.ts';
import { loadSupabase } from '@/lib/load-supabase.ts';

/** The spec's timeout for reads the page waits on. */
const TIMEOUT_MS = 8000;

const SettingsRowSchema = z.object({
  subdomain: z.nullable(z.string()),
  is_white_label_enabled: z.boolean(),
  branding_config: z.catch(z.nullable(BrandingConfigSchema), null),
});

/**
 * The company's subdomain, white-label switch and branding_config as stored
 * now (companies by id, read with the user's session: members may read their
 * company). Throws on network or server failure.
 */
export async function fetchCompanyBrandingSettings(companyId: string): Promise<CompanyBrandingSettings> {
  const supabase = await loadSupabase();
  const { data, error } = await supabase
    .from('companies')
    .select('subdomain, is_white_label_enabled, branding_config')
    .eq('id', companyId)
    .abortSignal(AbortSignal.timeout(TIMEOUT_MS))
    .single();
  if (error) throw new Error(error.message || 'Unknown error');
  const parsed = SettingsRowSchema.safeParse(data);
  if (!parsed.success) throw new Error('Unexpected company row');
  return parsed.data;
}
