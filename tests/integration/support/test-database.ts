import { randomBytes } from 'node:crypto';
import { inject } from 'vitest';
import { type ScratchDatabase, createScratchDatabase } from '../postgres/hosted-database.ts';

/**
 * In the PostgreSQL test run (tests/integration/postgres/global-setup.ts), a
 * fresh empty database on that server for one backend; the gateway then
 * applies the platform bootstrap, the migrations and the seed to it, as it
 * does to a new PGlite. Null in the PGlite run.
 */
export async function createTestDatabase(): Promise<ScratchDatabase | null> {
  const adminUrl = inject('postgresAdminUrl');
  if (!adminUrl) return null;
  return createScratchDatabase(adminUrl, `ordning_test_${randomBytes(6).toString('hex')}`);
}
