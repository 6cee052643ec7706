import type { KnipConfig } from 'knip';

/**
 * The dead-code check (`npm run lint:dead`, part of `npm test`'s checks): files
 * nothing imports, exports nothing else imports, and dependencies used but not
 * listed in package.json or listed but not used.
 *
 * Knip's plugins find most entries from the tools' own configs: Vite's
 * index.html (src/main.tsx), the TanStack Router file routes (src/routes/**,
 * src/routeTree.gen.ts), the service worker vite-plugin-pwa builds (sw/sw.ts),
 * Vitest's projects (tests/unit, tests/integration), Playwright (tests/e2e)
 * and the ESLint, dependency-cruiser and package.json scripts. The entries
 * below are the ones no config names.
 */
const config: KnipConfig = {
  entry: [
    // CLIs run with tsx by hand or by package.json scripts.
    'scripts/*.ts',
    'bench/*.ts',
    'supabase/local/cli/*.ts',
    // Sent to the browser as text by bench/app/setup.ts.
    'bench/app/page-probes.js',
    // Run under Deno by supabase/local/functions/deno-host.ts, by path.
    'supabase/local/functions/deno-serve.ts',
    // What `supabase functions deploy` ships (Deno).
    'supabase/functions/*/index.ts',
    // Edge Function fixtures the tests load by directory name.
    'tests/fixtures/functions/*/handler.ts',
    'tests/integration/functions/fixtures/*/handler.ts',
  ],
  project: [
    // The stylesheets too: `@import 'tailwindcss'` is where tailwindcss is used.
    'src/**/*.{ts,tsx,css}',
    'sw/**/*.ts',
    'scripts/**/*.ts',
    'bench/**/*.{ts,js}',
    'supabase/local/**/*.ts',
    'supabase/functions/**/*.ts',
    'tests/**/*.{ts,tsx}',
    '*.{ts,js}',
  ],
  // Dead code is code nothing else reaches; an export its own module also uses is not dead.
  ignoreExportsUsedInFile: true,
  // The Edge Functions (Deno) import bare `zod` and `@supabase/supabase-js`, which each
  // function's deno.json maps to `npm:` versions (tests/unit/functions-deno-versions.test.ts
  // keeps them equal to package-lock.json's), so knip checks them as the package.json
  // dependencies they are. No ignore on purpose: an inline `npm:x` or `jsr:x` specifier
  // would bypass deno.json, and knip then reports it (as the unlisted "npm" or "jsr").
  // System tools the PostgreSQL test run calls (tests/integration/postgres/postgres-server.ts).
  ignoreBinaries: ['pg_config', 'runuser'],
};

export default config;
