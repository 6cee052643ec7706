import { appendFileSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Plugin, ResolvedConfig } from 'vite';
import {
  CSP_REPORT_PATH,
  ZOD_JITLESS_BOOTSTRAP,
  addSources,
  appSecurityHeaders,
  headersFromVercelJson,
  inlineHashes,
  staticHostFiles,
} from '../supabase/local/http/security-headers.ts';

/** Largest CSP report the collector keeps (a report is a few hundred bytes). */
const MAX_REPORT_BYTES = 64 * 1024;

/**
 * The app's security headers (supabase/local/http/security-headers.ts).
 *
 * Build: hashes index.html's inline scripts as built, then writes `_headers`
 * and `vercel.json` into the output for static hosts. Preview (`npm start`):
 * sends the headers of that vercel.json on every response; the gateway sets
 * its own on its paths. With the embedded backend mounted, its URL (the
 * local "Supabase URL", http://localhost:<port>) joins connect-src and
 * img-src, as VITE_SUPABASE_URL does in a deployment, so a white-label
 * subdomain's page may call it too. With ORDNING_CSP_REPORT_FILE set (the browser tests)
 * the policy also reports violations to a collector on this server, which
 * appends each report to that file. The dev server sends none: its
 * hot-reload client is inline script.
 */
export function securityHeaders(): Plugin {
  let config: ResolvedConfig;
  const outDir = () => resolve(config.root, config.build.outDir);

  return {
    name: 'ordning:security-headers',
    configResolved(resolved) {
      config = resolved;
    },
    transformIndexHtml() {
      return [{ tag: 'script', children: ZOD_JITLESS_BOOTSTRAP, injectTo: 'head-prepend' }];
    },
    writeBundle: {
      order: 'post',
      handler() {
        const html = readFileSync(join(outDir(), 'index.html'), 'utf8');
        const headers = appSecurityHeaders({
          hashes: inlineHashes(html),
          supabaseUrl: config.env.VITE_SUPABASE_URL as string | undefined,
        });
        for (const [name, content] of Object.entries(staticHostFiles(headers))) {
          writeFileSync(join(outDir(), name), content);
        }
      },
    },
    configurePreviewServer(server) {
      const vercelJson = join(outDir(), 'vercel.json');
      if (!existsSync(vercelJson)) {
        throw new Error(`${vercelJson} is missing: rebuild the app (npm run build) before previewing it.`);
      }
      const headers = headersFromVercelJson(readFileSync(vercelJson, 'utf8'));
      const reportFile = process.env.ORDNING_CSP_REPORT_FILE;
      const { 'Content-Security-Policy': builtPolicy, ...otherHeaders } = headers;
      if (!builtPolicy) throw new Error(`${vercelJson} sets no Content-Security-Policy: rebuild the app.`);
      let policy = reportFile ? `${builtPolicy}; report-uri ${CSP_REPORT_PATH}` : builtPolicy;
      const httpServer = server.httpServer;
      if (!process.env.VITE_SUPABASE_URL) {
        httpServer.once('listening', () => {
          const address = httpServer.address();
          if (typeof address !== 'object' || !address) return;
          const backend = [`http://localhost:${String(address.port)}`];
          policy = addSources(policy, { 'connect-src': backend, 'img-src': backend });
        });
      }
      server.middlewares.use((req, res, next) => {
        if (reportFile && req.url === CSP_REPORT_PATH && req.method === 'POST') {
          const chunks: Buffer[] = [];
          let size = 0;
          req.on('data', (chunk: Buffer) => {
            size += chunk.length;
            if (size <= MAX_REPORT_BYTES) chunks.push(chunk);
          });
          req.on('end', () => {
            appendFileSync(
              reportFile,
              `${Buffer.concat(chunks)
                .toString('utf8')
                .replace(/\s*\n\s*/g, ' ')}\n`,
            );
            res.statusCode = 204;
            res.end();
          });
          return;
        }
        res.setHeader('Content-Security-Policy', policy);
        for (const [name, value] of Object.entries(otherHeaders)) res.setHeader(name, value);
        next();
      });
    },
  };
}
