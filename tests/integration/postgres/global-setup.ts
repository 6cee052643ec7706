import { readFile } from 'node:fs/promises';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { projectRoot } from '../../../supabase/local/paths.ts';
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
 */
export default async function setup(project: TestProject): Promise<() => void> {
  const server = await startPostgresServer();
  console.log(`PostgreSQL test server: ${server.version}`);
  await createPlatformRoles(server.adminUrl);
  project.provide('postgresAdminUrl', server.adminUrl);
  return () => server.stop();
}

/**
 * Roles belong to the whole server. Two test files bootstrapping their
 * databases at the same moment would both see a role missing and both create
 * it (a unique violation in pg_authid), so the roles are made once here, before
 * any worker starts; each database's bootstrap then finds them and keeps them.
 */
async function createPlatformRoles(adminUrl: string): Promise<void> {
  const sql = await readFile(`${projectRoot}/supabase/local/platform/00-roles.sql`, 'utf8');
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(sql);
  } finally {
    await admin.end();
  }
}
