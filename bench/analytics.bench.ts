/**
 * Partner analytics over 1,000,000 events: `npm run bench:analytics`.
 *
 * Starts the embedded backend in this process (in-memory PGlite, migrations
 * and seed), fills offer_clicks with ANALYTICS_ROWS (default 1,000,000) rows
 * in SQL (generate_series): every seeded offer, the last 90 days, the app's
 * event kinds in realistic shares, 2,000 extra users and a third anonymous.
 * Then, signed in as Acme's owner through supabase-js over HTTP, the company
 * summary query (public.offer_daily_stats for Acme) is timed for 30 and 90
 * days, ANALYTICS_RUNS (default 25) runs each after 3 warm-ups, median and
 * p95. The admin's every-offer query and the platform totals are measured
 * too. Goal: the company summary under 200 ms. Figures go to
 * bench/results/analytics.json; the last line is a JSON summary.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { startLocalBackend } from '../supabase/local/server.ts';
import { percentile, resultsDir, round } from './app/setup.ts';

const ROWS = Number(process.env.ANALYTICS_ROWS ?? 1_000_000);
const RUNS = Number(process.env.ANALYTICS_RUNS ?? 25);
const BATCH = 100_000;
const ACME = '0c0a0000-0000-4000-8000-000000000001';
const GOAL_MS = 200;

type Db = Awaited<ReturnType<typeof startLocalBackend>>['gateway']['ctx']['db'];

/** Oslo's calendar day `daysAgo` days before today, as the app computes its period. */
function osloDay(daysAgo: number): string {
  const day = new Date(Date.now() - daysAgo * 86_400_000);
  return day.toLocaleDateString('sv-SE', { timeZone: 'Europe/Oslo' });
}

async function fill(db: Db): Promise<void> {
  await db.query(
    `insert into auth.users (id, email, aud, role)
     select gen_random_uuid(), 'bench-' || n || '@analytics.test', 'authenticated', 'authenticated'
     from generate_series(1, 2000) n`,
  );
  for (let done = 0; done < ROWS; done += BATCH) {
    const started = performance.now();
    const size = Math.min(BATCH, ROWS - done);
    // Deterministic per row number: offer, kind, user and time come from n.
    await db.query(
      `with offers as (select array_agg(id order by id) as ids from public.offers),
            users as (select array_agg(id order by id) as ids from auth.users)
       insert into public.offer_clicks (offer_id, kind, user_id, user_agent, occurred_at, created_at)
       select o.ids[(1 + (n * 7919) % cardinality(o.ids))::int],
              (array['view','view','view','view','view','view','code_reveal','code_reveal',
                     'code_copy','till_open','link_open','link_open','email_copy','email_send'])[(1 + (n * 31) % 14)::int],
              case when n % 3 = 0 then null else u.ids[(1 + (n * 104729) % cardinality(u.ids))::int] end,
              'bench',
              now() - ((n * 2654435761) % (90 * 86400)) * interval '1 second',
              now()
       from generate_series($1::bigint, $2::bigint) n, offers o, users u`,
      [done + 1, done + size],
    );
    console.log(
      `  filled ${(done + size).toLocaleString('en')} rows (${((performance.now() - started) / 1000).toFixed(1)} s)`,
    );
  }
  const started = performance.now();
  await db.exec('vacuum analyze public.offer_clicks');
  console.log(`  vacuum analyze ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

interface Timing {
  name: string;
  rows: number;
  medianMs: number | null;
  p95Ms: number | null;
}

async function time(
  name: string,
  call: () => PromiseLike<{ data: unknown; error: unknown }>,
): Promise<Timing> {
  const durations: number[] = [];
  let rows = 0;
  for (let run = -3; run < RUNS; run += 1) {
    const started = performance.now();
    const { data, error } = await call();
    const elapsed = performance.now() - started;
    if (error) throw new Error(`${name}: ${JSON.stringify(error)}`);
    rows = Array.isArray(data) ? data.length : 0;
    if (run >= 0) durations.push(elapsed);
  }
  const timing = {
    name,
    rows,
    medianMs: round(percentile(durations, 0.5)),
    p95Ms: round(percentile(durations, 0.95)),
  };
  console.log(`${name}: ${rows} rows, median ${timing.medianMs} ms, p95 ${timing.p95Ms} ms`);
  return timing;
}

async function signIn(url: string, anonKey: string, email: string): Promise<SupabaseClient> {
  const client = createClient(url, anonKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  });
  const { error } = await client.auth.signInWithPassword({ email, password: 'Demo1234!' });
  if (error) throw new Error(`sign-in as ${email}: ${error.message}`);
  return client;
}

async function main(): Promise<number> {
  const backend = await startLocalBackend({ seed: true });
  try {
    const { db } = backend.gateway.ctx;
    console.log(`Filling ${ROWS.toLocaleString('en')} click rows on ${db.engine}`);
    await fill(db);
    const owner = await signIn(backend.url, backend.anonKey, 'eier@acme.test');
    const admin = await signIn(backend.url, backend.anonKey, 'admin@ordning.test');
    const today = osloDay(0);
    const company = (days: number) => () =>
      owner.rpc('offer_daily_stats', { p_company_id: ACME, p_from: osloDay(days - 1), p_to: today });
    const timings = [
      await time('company summary, 30 days', company(30)),
      await time('company summary, 90 days', company(90)),
      await time('admin, every offer, 30 days (first page of 1,000 rows)', () =>
        admin.rpc('offer_daily_stats', { p_company_id: null, p_from: osloDay(29), p_to: today }),
      ),
      await time('admin, platform totals, 30 days', () =>
        admin.rpc('platform_click_totals', { p_from: osloDay(29), p_to: today }),
      ),
    ];
    const companyWorst = Math.max(...timings.slice(0, 2).map((timing) => timing.medianMs ?? Infinity));
    const report = {
      measuredAt: new Date().toISOString(),
      engine: db.engine,
      rows: ROWS,
      runs: RUNS,
      goalMs: GOAL_MS,
      goalMet: companyWorst < GOAL_MS,
      timings,
    };
    await mkdir(resultsDir, { recursive: true });
    await writeFile(join(resultsDir, 'analytics.json'), `${JSON.stringify(report, null, 2)}\n`);
    console.log(JSON.stringify(report));
    return 0;
  } finally {
    await backend.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
