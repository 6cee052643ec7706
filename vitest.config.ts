import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

/**
 * Each integration file boots its own backend; PGlite needs a moment on 2 cores. The files
 * share their worker's modules (no isolation): what each file needs of its own is the backend
 * it starts, and loading the backend's code, PGlite's WebAssembly and supabase-js once per
 * worker instead of once per file halves these projects' time (measured on 2 cores:
 * integration 156 -> 84 s, the Deno suites 66 -> 36 s, PostgreSQL 20 -> 18 s). So a file
 * that changes what the process shares (environment variables, console spies) puts it back.
 */
const integrationOptions = { testTimeout: 30_000, hookTimeout: 60_000, isolate: false };

// The suites of the Edge Functions run them under real Deno (the hosted Edge Runtime's 2.1
// line), as `supabase functions deploy` ships them; every other suite, and `npm start`, runs
// them in-process (gateway/functions-runner.test.ts tests that runner itself).
const functionSuites = [
  'tests/integration/functions/**/*.test.ts',
  'tests/integration/employees/**/*.test.ts',
  'tests/integration/leads/**/*.test.ts',
  'tests/integration/accounts/**/*.test.ts',
];

export default defineConfig({
  resolve: {
    alias: {
      '@': new URL('./src', import.meta.url).pathname,
      // What the app and the Edge Functions both check (lead fields, org number, phone, HTML escaping).
      '@contracts': new URL('./supabase/functions/_shared/contracts', import.meta.url).pathname,
    },
  },
  test: {
    // Vitest's default is one worker fewer than the CPUs: a single worker on the 2-core CI
    // runner. The workers also wait (jsdom set-up, PGlite, HTTP), so two finish sooner there
    // (measured on 2 cores: unit 58 -> 38 s, integration 157 -> 123 s, postgres 16 -> 10 s).
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          // jsdom costs about half a second per file: a test that needs no DOM says so on its
          // first line with `// @vitest-environment node`.
          include: ['tests/unit/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['tests/unit/setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          // The PostgreSQL-only files (a real server's roles, pg_dump, the type generator) run in
          // integration-postgres, which starts that server; here they would have nothing to run on.
          exclude: [...functionSuites, 'tests/integration/postgres/**'],
          environment: 'node',
          ...integrationOptions,
        },
      },
      {
        extends: true,
        test: {
          name: 'integration-deno',
          include: functionSuites,
          environment: 'node',
          env: { ORDNING_FUNCTIONS_RUNTIME: 'deno' },
          ...integrationOptions,
        },
      },
      {
        // The database's own rules (RLS matrix, schema, policy names) once more on a real
        // PostgreSQL server, the Debian package's version: what hosted Supabase runs is Postgres,
        // not PGlite. Same files, same cases; only the backend's database differs.
        extends: true,
        test: {
          name: 'integration-postgres',
          include: [
            'tests/integration/rls/**/*.test.ts',
            'tests/integration/schema/**/*.test.ts',
            'tests/integration/postgres/**/*.test.ts',
          ],
          environment: 'node',
          globalSetup: ['tests/integration/postgres/global-setup.ts'],
          ...integrationOptions,
        },
      },
    ],
  },
});
