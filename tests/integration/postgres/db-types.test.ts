import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { relative } from 'node:path';
import { expect, inject, it } from 'vitest';
import {
  DATABASE_TYPES_FILES,
  createMigratedDatabase,
  generateDatabaseTypes,
} from '../../../scripts/db-types/generate.ts';
import { projectRoot } from '../../../supabase/local/paths.ts';

/** Migrations, one generator run, prettier: far more than a plain test's budget. */
const GENERATION_TIMEOUT_MS = 180_000;

it(
  'keeps src/lib/database.types.ts and its functions copy as npm run types:db generates it from the migrations',
  async () => {
    const adminUrl = inject('postgresAdminUrl');
    if (!adminUrl) throw new Error('the PostgreSQL test run provides postgresAdminUrl');
    const database = await createMigratedDatabase(
      adminUrl,
      `ordning_types_${randomBytes(6).toString('hex')}`,
    );
    let generated: string;
    try {
      generated = await generateDatabaseTypes(database.url);
    } finally {
      await database.drop();
    }
    for (const file of DATABASE_TYPES_FILES) {
      const committed = await readFile(file, 'utf8');
      expect(committed, `${relative(projectRoot, file)} is stale: run npm run types:db`).toBe(generated);
    }
  },
  GENERATION_TIMEOUT_MS,
);
