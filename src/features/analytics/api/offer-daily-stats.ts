import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '@contracts/database.ts';
import * as z from 'zod/mini';
import type { StatsPeriod } from '../period.ts';

const Count = z.number().check(z.int(), z.nonnegative());
const Day = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/));

/** One row of public.offer_daily_stats: an offer's events on one Oslo day. */
export const OfferDayStatsSchema = z.object({
  offer_id: z.string(),
  offer_title: z.string(),
  day: Day,
  views: Count,
  code_reveals: Count,
  code_copies: Count,
  till_opens: Count,
  link_opens: Count,
  email_copies: Count,
  email_sends: Count,
  other_clicks: Count,
  /** Null on a day with fewer than 3 distinct signed-in users (the server's privacy rule). */
  distinct_users: z.nullable(Count),
});
export type OfferDayStats = z.infer<typeof OfferDayStatsSchema>;

/** The most rows PostgREST hands out per request (`[api] max_rows`): longer answers are paged. */
const PAGE = 1000;

/**
 * A company's offers' events per day (companyId null: every offer, for
 * platform admins), in pages of the server's row limit. Throws when the
 * server refuses (403 for anyone but the company's owners and admins).
 */
export async function fetchOfferDailyStats(
  client: SupabaseClient<Database>,
  companyId: string | null,
  period: StatsPeriod,
): Promise<OfferDayStats[]> {
  const rows: OfferDayStats[] = [];
  for (let offset = 0; ; offset += PAGE) {
    const response = await client
      .rpc('offer_daily_stats', { p_company_id: companyId, p_from: period.from, p_to: period.to })
      .range(offset, offset + PAGE - 1);
    if (response.error) throw new Error(response.error.message);
    const page = z.array(OfferDayStatsSchema).parse(response.data);
    rows.push(...page);
    if (page.length < PAGE) return rows;
  }
}
