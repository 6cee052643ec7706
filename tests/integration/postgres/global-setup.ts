import type { TestProject } from 'vitest/node';
import { createServerRoles } from './hosted-database.ts';
import { startPostgresServer } from './postgres-server.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Superuser URL of the run's PostgreSQL server; unset when the tests run on PGlite. */
    postgresAdminUrl?: string;
  }
}

/**
 * The `integration-postgres` project's setup: one PostgreSQL server for the
 * whole run; every test backend gets a fresh database on it
 * (support/test-database.ts) with the platform bootstrap, migrations and seed.
 * The server's roles are made here, before any worker starts (see
 * createServerRoles); each database's bootstrap then finds them and keeps them.
 */
export default async function setup(project: TestProject): Promise<() => void> {
  const server = await startPostgresServer();
  console.log(`PostgreSQL test server: ${server.version}`);
  await createServerRoles(server.adminUrl);
  project.provide('postgresAdminUrl', server.adminUrl);
  return () => server.stop();
}
