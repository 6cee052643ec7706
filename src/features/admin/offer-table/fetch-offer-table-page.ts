import { loadSupabase } from '@/lib/load-supabase.ts';
import {
  MANAGED_OFFER_COLUMNS,
  parseManagedOffers,
  type ManagedOffer,
} from '@/features/offer-editor/index.ts';
import { offerTableRequest } from './offer-table-query.ts';
import type { OfferTableSearch } from './offer-table-search.ts';

export interface OfferTablePage {
  offers: ManagedOffer[];
  /** Every offer matching the search and filters, across all pages. */
  total: number;
}

// PostgREST answers a window that starts past the last row with 416 (PGRST103).
const RANGE_NOT_SATISFIABLE = 'PGRST103';

/**
 * One page of the admin table from the server: only that page's rows travel
 * (the REST row limit is 1,000 and there may be more offers), with the exact
 * count of all matches. A page past the end gives no rows and the true total,
 * so the table can move back to the last page. Throws on failure.
 */
export async function fetchOfferTablePage(search: OfferTableSearch): Promise<OfferTablePage> {
  const supabase = await loadSupabase();
  const run = async (request: ReturnType<typeof offerTableRequest>) => {
    let query = supabase.from('offers').select(request.select, { count: 'exact' });
    for (const [column, value] of request.equals) query = query.eq(column, value);
    if (request.or) query = query.or(request.or);
    for (const { column, ascending } of request.order) query = query.order(column, { ascending });
    return query.range(...request.range).abortSignal(AbortSignal.timeout(15_000));
  };
  const request = offerTableRequest(search, MANAGED_OFFER_COLUMNS);
  let { data, error, count } = await run(request);
  if (error?.code === RANGE_NOT_SATISFIABLE) {
    ({ data, error, count } = await run(
      offerTableRequest({ ...search, page: undefined }, MANAGED_OFFER_COLUMNS),
    ));
    if (!error) return { offers: [], total: count ?? 0 };
  }
  if (error) throw new Error(error.message);
  return { offers: parseManagedOffers(data), total: count ?? 0 };
}
