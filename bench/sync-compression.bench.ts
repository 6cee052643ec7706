import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { buildApp, buildEnginePage } from './app/build.ts';
import { NetworkLog } from './app/network-log.ts';
import { seedCatalogue } from './app/seed-offers.ts';
import { startBenchServer } from './app/server.ts';
import { LIMITS, closeAllProfiles, openProfile, projectRoot, resultsDir } from './app/setup.ts';

/**
 * `npm run bench:compression`: what the first sync of 10,000 offers costs on
 * the wire with and without the gateway's JSON compression. The real sync
 * engine (the engine bench page) runs the first sync in Chromium against the
 * bench server with the 10,000-offer seed; its REST requests are recorded
 * (CDP), then each is sent again over plain HTTP with no compression
 * (`Accept-Encoding: identity`, what the gateway sent to everyone before)
 * and with Chromium's own `gzip, deflate, br, zstd`, counting status line,
 * headers and body as received. BENCH_DIST=<folder> reuses a build.
 */

interface Sized {
  requests: number;
  bytes: number;
}

const CHROMIUM_ACCEPT_ENCODING = 'gzip, deflate, br, zstd';

function wireBytes(url: string, headers: Record<string, string>): Promise<number> {
  return new Promise((resolvePromise, reject) => {
    const req = request(url, { headers }, (res) => {
      let bytes = `HTTP/1.1 ${String(res.statusCode)} ${res.statusMessage ?? ''}\r\n`.length + 2;
      for (let index = 0; index < res.rawHeaders.length; index += 2) {
        bytes += `${res.rawHeaders[index] ?? ''}: ${res.rawHeaders[index + 1] ?? ''}\r\n`.length;
      }
      res.on('data', (chunk: Buffer) => (bytes += chunk.length));
      res.on('end', () => resolvePromise(bytes));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

async function replay(urls: string[], anonKey: string, acceptEncoding: string): Promise<Sized> {
  let bytes = 0;
  for (const url of urls) {
    bytes += await wireBytes(url, {
      apikey: anonKey,
      authorization: `Bearer ${anonKey}`,
      'accept-encoding': acceptEncoding,
    });
  }
  return { requests: urls.length, bytes };
}

const mb = (bytes: number) => `${(bytes / 1e6).toFixed(2)} MB`;

async function main(): Promise<void> {
  const work = await mkdtemp(join(tmpdir(), 'ordning-compression-bench-'));
  const distDir = process.env.BENCH_DIST ? resolve(projectRoot, process.env.BENCH_DIST) : join(work, 'dist');
  try {
    if (!process.env.BENCH_DIST) await buildApp(distDir);
    const server = await startBenchServer(distDir, await buildEnginePage());
    try {
      await seedCatalogue(server.gateway);
      const visible = await server.gateway.ctx.db.query<{ count: number }>(
        'select count(*)::int as count from public.offers where not hidden',
      );
      const anonKey = server.gateway.ctx.keys.anonKey;
      const { context, close } = await openProfile({ baseURL: server.origin });
      let browser: Sized;
      let urls: string[];
      try {
        const page = await context.newPage();
        const log = await NetworkLog.attach(await context.newCDPSession(page));
        await page.goto(`/__bench/engine.html?key=${encodeURIComponent(anonKey)}`);
        await page.waitForFunction('window.__benchEngine !== undefined', undefined, {
          timeout: LIMITS.sync,
          polling: 100,
        });
        const totals = log.totals((url) => url.includes('/rest/v1/'));
        if (totals.unfinished > 0)
          throw new Error(`${String(totals.unfinished)} sync requests did not finish`);
        browser = { requests: totals.requests, bytes: totals.receivedBytes };
        urls = totals.urls;
      } finally {
        await close();
      }
      const identity = await replay(urls, anonKey, 'identity');
      const compressed = await replay(urls, anonKey, CHROMIUM_ACCEPT_ENCODING);
      const gzipOnly = await replay(urls, anonKey, 'gzip');
      const figures = {
        visibleOffers: visible.rows[0]?.count ?? 0,
        requests: urls.length,
        uncompressedBytes: identity.bytes,
        brotliBytes: compressed.bytes,
        gzipBytes: gzipOnly.bytes,
        chromiumReceivedBytes: browser.bytes,
      };
      console.log(
        `\nFirst sync of ${String(figures.visibleOffers)} offers: ${String(urls.length)} REST requests`,
      );
      console.log(`  without compression (identity):   ${mb(identity.bytes)}`);
      console.log(
        `  with compression (br, Chromium's): ${mb(compressed.bytes)}  (${(identity.bytes / compressed.bytes).toFixed(1)}x smaller)`,
      );
      console.log(`  with gzip only:                    ${mb(gzipOnly.bytes)}`);
      console.log(`  as Chromium received it (CDP):     ${mb(browser.bytes)}`);
      await mkdir(resultsDir, { recursive: true });
      await writeFile(
        join(resultsDir, 'sync-compression.json'),
        `${JSON.stringify({ measuredAt: new Date().toISOString(), ...figures }, null, 2)}\n`,
      );
    } finally {
      await server.close();
    }
  } finally {
    await closeAllProfiles();
    await rm(work, { recursive: true, force: true });
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
