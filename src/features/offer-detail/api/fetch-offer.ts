import { readAuthState } from '@/features/auth/index.ts';
import { env } from '@/lib/env.ts';
import { RemoteError, failureForStatus } from '@/offline/remote/remote-error.ts';
import { createRestGet } from '@/offline/remote/rest-get.ts';
import { RemoteOfferDetailSchema, fromRemote, type OfferDetail } from '../offer-detail-model.ts';
import { loadSupabaseQuietly } from '@/lib/load-supabase.ts';

/** The spec's three offer-detail failures. */
export type OfferLoadFailure = 'timeout' | 'error' | 'unexpected';

export class OfferLoadError extends Error {
  override readonly name = 'OfferLoadError';
  constructor(
    readonly failure: OfferLoadFailure,
    message: string,
  ) {
    super(message);
  }
}

/** Requests for an offer give up after 8 s (spec section 9). */
export const OFFER_TIMEOUT_MS = 8000;

const COLUMNS =
  'id,title,company,description,detailed_description,image,images,offer_active,' +
  'offer_categories(categories(id,name,key))';

/**
 * The offer's row as the visitor may see it (null when none), or a
 * RemoteError. A signed-out visitor sees the public catalogue, read with
 * plain fetch (no supabase-js on a first visit's path); a session may see
 * more (a company's own hidden offers), so it reads through supabase-js.
 */
async function fetchRow(id: string, signal: AbortSignal): Promise<unknown> {
  if (readAuthState().status === 'signed_out') {
    const get = createRestGet({ supabaseUrl: env.supabaseUrl, anonKey: env.supabaseAnonKey });
    const rows = await get('offers', { select: COLUMNS, id: `eq.${id}`, limit: '1' }, signal);
    return rows[0] ?? null;
  }
  const supabase = await loadSupabaseQuietly();
  const { data, error, status } = await supabase
    .from('offers')
    .select(COLUMNS)
    .eq('id', id)
    .abortSignal(signal)
    .maybeSingle();
  if (error) throw new RemoteError(failureForStatus(status), error.message, status || null);
  return data;
}

/**
 * One offer by id from the server, with its categories; null when there is
 * none the visitor may see. Used when the offline catalogue does not hold it
 * (a first visit, or a link to an offer the sync has not brought yet).
 */
export async function fetchOffer(id: string, signal?: AbortSignal): Promise<OfferDetail | null> {
  const timeout = new AbortController();
  const timer = window.setTimeout(() => timeout.abort(), OFFER_TIMEOUT_MS);
  const abort = signal ? AbortSignal.any([signal, timeout.signal]) : timeout.signal;
  try {
    const data = await fetchRow(id, abort);
    if (timeout.signal.aborted) throw new OfferLoadError('timeout', 'The offer request timed out');
    if (data === null) return null;
    const parsed = RemoteOfferDetailSchema.safeParse(data);
    if (!parsed.success) throw new OfferLoadError('error', 'The offer could not be read');
    return fromRemote(parsed.data);
  } catch (error) {
    if (error instanceof OfferLoadError) throw error;
    if (timeout.signal.aborted) throw new OfferLoadError('timeout', 'The offer request timed out');
    // No status: the request never got an answer (offline, DNS, a dropped connection).
    if (error instanceof RemoteError) {
      throw new OfferLoadError(error.status ? 'error' : 'unexpected', error.message);
    }
    throw new OfferLoadError('unexpected', error instanceof Error ? error.message : String(error));
  } finally {
    window.clearTimeout(timer);
  }
}
