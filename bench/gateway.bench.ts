import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { createInterface } from 'node:readline';
import type { Transaction } from '@electric-sql/pglite';
import { createGateway } from '../supabase/local/gateway.ts';
import { createGetter } from './http-client.ts';
import { formatLoad, runLoad } from './load.ts';

/**
 * The offers list request of the app (spec section 7), measured through HTTP
 * against the gateway in its own process, and as the very same SQL statements
 * replayed directly on PGlite. Prints p50, p95, requests/s at concurrency 8
 * and the gateway/direct ratio. Goal (issue 15): >= 2000 req/s; the ratio is reported.
 */
const OFFERS_PATH =
  '/rest/v1/offers?select=*%2Coffer_categories%28categories%28id%2Cname%2Ckey%29%29&hidden=eq.false&order=created_at.desc&offset=0&limit=101';
const CONCURRENCY = 8;
const REQUESTS = 3000;
const WARMUP = 300;

interface RecordedQuery {
  sql: string;
  params: unknown[] | undefined;
  prepared: boolean;
}

async function startGatewayProcess(): Promise<{ child: ChildProcess; url: string; anonKey: string }> {
  // Node itself (not npx) so that killing the child really stops the gateway.
  const child = spawn(process.execPath, ['--import', 'tsx', 'supabase/local/cli/serve.ts', '--port', '0'], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  // serve.ts prints the start banner (banner.ts): the API origin, then the anon key.
  const lines = createInterface({ input: child.stdout });
  let url: string | undefined;
  for await (const line of lines) {
    url ??= /^\s*API:\s+(\S+)/.exec(line)?.[1];
    const anonKey = /^\s*anon key:\s+(\S+)/.exec(line)?.[1];
    if (url && anonKey) return { child, url, anonKey };
  }
  throw new Error('the gateway process exited before listening');
}

interface Recording {
  queries: RecordedQuery[];
  /** The statements replayed with PGlite's ordinary query API, each parsed and planned anew. */
  replay: () => Promise<void>;
  /** The same statements on the gateway's own path (the main one as a named prepared statement). */
  replayPrepared: () => Promise<void>;
}

/**
 * Captures the statements the gateway runs for one request (tx.query calls
 * and prepared statements), so the direct runs replay exactly them.
 */
async function recordRequestSql(): Promise<Recording> {
  const gateway = await createGateway({});
  const { db } = gateway.ctx;
  const pg = db.pg;
  const queries: RecordedQuery[] = [];
  const original = pg.transaction.bind(pg);
  const originalPrepared = db.prepared.firstRow.bind(db.prepared);
  db.prepared.firstRow = (sql, params) => {
    queries.push({ sql, params: [...params], prepared: true });
    return originalPrepared(sql, params);
  };
  pg.transaction = <T>(fn: (tx: Transaction) => Promise<T>) =>
    original((tx) => {
      const recording = new Proxy(tx, {
        get(target, property, receiver) {
          if (property === 'query') {
            return (sql: string, params?: unknown[]) => {
              queries.push({ sql, params, prepared: false });
              return target.query(sql, params);
            };
          }
          return Reflect.get(target, property, receiver) as unknown;
        },
      });
      return fn(recording);
    });
  const response = await gateway.app.fetch(
    new Request(`http://localhost${OFFERS_PATH}`, {
      headers: { apikey: gateway.ctx.keys.anonKey, authorization: `Bearer ${gateway.ctx.keys.anonKey}` },
    }),
  );
  if (response.status !== 200) throw new Error(`recording request failed: ${response.status}`);
  const rows = (await response.json()) as unknown[];
  pg.transaction = original;
  db.prepared.firstRow = originalPrepared;
  console.log(`Offers list: ${rows.length} rows; ${queries.length} statements per request`);
  return {
    queries,
    replay: () =>
      pg.transaction(async (tx) => {
        for (const query of queries) await tx.query(query.sql, query.params);
      }),
    replayPrepared: () =>
      pg.transaction(async (tx) => {
        for (const query of queries) {
          if (query.prepared) await db.prepared.firstRow(query.sql, query.params as string[]);
          else await tx.query(query.sql, query.params);
        }
      }),
  };
}

async function main(): Promise<void> {
  const { replay, replayPrepared } = await recordRequestSql();
  await runLoad(replay, { requests: WARMUP, concurrency: CONCURRENCY });
  const direct = await runLoad(replay, { requests: REQUESTS, concurrency: CONCURRENCY });
  await runLoad(replayPrepared, { requests: WARMUP, concurrency: CONCURRENCY });
  const directPrepared = await runLoad(replayPrepared, { requests: REQUESTS, concurrency: CONCURRENCY });

  const { child, url, anonKey } = await startGatewayProcess();
  try {
    const headers = { apikey: anonKey, authorization: `Bearer ${anonKey}` };
    const get = createGetter(url, headers, CONCURRENCY);
    const request = async () => {
      await get(OFFERS_PATH);
    };
    await runLoad(request, { requests: WARMUP, concurrency: CONCURRENCY });
    const http = await runLoad(request, { requests: REQUESTS, concurrency: CONCURRENCY });

    console.log(formatLoad('direct SQL on PGlite', direct));
    console.log(formatLoad('direct, prepared (info)', directPrepared));
    console.log(formatLoad('gateway over HTTP', http));
    const ratio = direct.requestsPerSecond / http.requestsPerSecond;
    console.log(`gateway/direct time ratio: ${ratio.toFixed(2)} (goal <= 1.5)`);
    const preparedRatio = directPrepared.requestsPerSecond / http.requestsPerSecond;
    console.log(
      `gateway/direct-prepared time ratio: ${preparedRatio.toFixed(2)} (same statements, same path)`,
    );
    console.log(`gateway throughput: ${http.requestsPerSecond.toFixed(0)} req/s (goal >= 2000)`);
  } finally {
    child.kill('SIGTERM');
    await once(child, 'exit');
  }
  process.exit(0);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
