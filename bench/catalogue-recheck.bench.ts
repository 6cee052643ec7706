/**
 * Issue 22, finding 1: `npm run bench:recheck`. Times one anonymous
 * rpc/catalogue_changes whose `recheck` holds 250,000 ranges (1 MB, within the
 * gateway's body limit) against the seed (31 visible offers) and with 300 more
 * offers, and when a categories read sent at the same moment is answered.
 * Before the fix the request ran (seconds, growing with offers × ranges) and
 * the read waited for it; now it is refused with 400 before any row is read.
 * The read leaves 1 s after the big request, once that is in the database.
 */
import { type SupabaseClient, createClient } from '@supabase/supabase-js';
import { startLocalBackend } from '../supabase/local/server.ts';

const READ_DELAY_MS = 1000;
const HUGE = Array.from({ length: 250_000 }, () => '1-9').join(',');

async function measure(client: SupabaseClient, label: string): Promise<void> {
  const started = performance.now();
  const [changes, read] = await Promise.all([
    client
      .rpc('catalogue_changes', { offers_after: 1_000_000, tombstones_after: 1_000_000, recheck: HUGE })
      .then((result) => ({ status: result.status, ms: performance.now() - started })),
    new Promise((resolve) => setTimeout(resolve, READ_DELAY_MS))
      .then(() => client.from('categories').select('key'))
      .then((result) => ({ status: result.status, ms: performance.now() - started - READ_DELAY_MS })),
  ]);
  console.log(
    `${label}: recheck request ${String(changes.status)} in ${changes.ms.toFixed(0)} ms; ` +
      `a read sent 1 s later ${String(read.status)} in ${read.ms.toFixed(0)} ms`,
  );
}

const backend = await startLocalBackend({ seed: true });
try {
  const client = createClient(backend.url, backend.anonKey, { auth: { persistSession: false } });
  const { rows } = await backend.gateway.ctx.db.query<{ n: number }>(
    'select count(*)::int as n from public.offers where not hidden',
  );
  console.log(`recheck body: ${String(HUGE.length)} characters`);
  await measure(client, `${String(rows[0]?.n)} visible offers`);
  await backend.gateway.ctx.db.exec(`
    insert into public.offers (company_id, company, title, description, detailed_description, image, images,
      discount, target_audience, offer_active, hidden)
    select company_id, company, title || ' ' || n, description, detailed_description, image, images,
      discount, target_audience, offer_active, false
    from public.offers o, generate_series(1, 10) n
    where not o.hidden
    limit 300`);
  await measure(client, `${String((rows[0]?.n ?? 0) + 300)} visible offers`);
} finally {
  await backend.close();
}
