import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '@contracts/database.ts';
import * as z from 'zod/mini';
import type { StatsPeriod } from '../period.ts';

const Count = z.number().check(z.int(), z.nonnegative());

/** public.platform_click_totals: every offer's events in a period (platform admins only). */
export const PlatformTotalsSchema = z.object({
  views: Count,
  code_reveals: Count,
  code_copies: Count,
  till_opens: Count,
  link_opens: Count,
  email_copies: Count,
  email_sends: Count,
  other_clicks: Count,
  distinct_users: z.nullable(Count),
  offers_with_events: Count,
});
export type PlatformTotals = z.infer<typeof PlatformTotalsSchema>;

export async function fetchPlatformTotals(
  client: SupabaseClient<Database>,
  period: StatsPeriod,
): Promise<PlatformTotals> {
  const response = await client.rpc('platform_click_totals', { p_from: period.from, p_to: period.to });
  if (response.error) throw new Error(response.error.message);
  const [totals] = z.array(PlatformTotalsSchema).parse(response.data);
  if (!totals) throw new Error('platform_click_totals returned no row');
  return totals;
}
