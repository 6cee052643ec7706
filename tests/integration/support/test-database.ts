import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';

export interface TestDatabase {
  /** Connection URL of the new, empty database. */
  url: string;
  drop(): Promise<void>;
}

/**
 * In the PostgreSQL test run (tests/integration/postgres/global-setup.ts), a
 * fresh empty database on that server for one backend; the gateway then
 * applies the platform bootstrap, the migrations and the seed to it, as it
 * does to a new PGlite. Null in the PGlite run.
 */
export async function createTestDatabase(): Promise<TestDatabase | null> {
  const adminUrl = inject('postgresAdminUrl');
  if (!adminUrl) return null;
  const name = `ordning_test_${randomBytes(6).toString('hex')}`;
  await withAdmin(adminUrl, (admin) => admin.query(`create database ${name}`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => withAdmin(adminUrl, (admin) => admin.query(`drop database if exists ${name} with (force)`)),
  };
}

async function withAdmin(adminUrl: string, work: (admin: pg.Client) => Promise<unknown>): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await work(admin);
  } finally {
    await admin.end();
  }
}
