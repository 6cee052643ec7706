import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { relative } from 'node:path';
import { expect, inject, it } from 'vitest';
import {
  DATABASE_TYPES_FILE,
  createMigratedDatabase,
  generateDatabaseTypes,
} from '../../../scripts/db-types/generate.ts';
import { projectRoot } from '../../../supabase/local/paths.ts';

/** Migrations, one generator run, prettier: far more than a plain test's budget. */
const GENERATION_TIMEOUT_MS = 180_000;

it(
  'keeps the committed database types as npm run types:db generates them from the migrations',
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
    const committed = await readFile(DATABASE_TYPES_FILE, 'utf8');
    expect(committed, `${relative(projectRoot, DATABASE_TYPES_FILE)} is stale: run npm run types:db`).toBe(
      generated,
    );
  },
  GENERATION_TIMEOUT_MS,
);
