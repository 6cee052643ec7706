/**
 * Writes supabase/schema.sql: today's public and private schemas after every
 * migration, so one file shows what the migrations add up to.
 *
 *   npm run schema:dump
 *
 * Starts a throwaway PostgreSQL (as the PostgreSQL test run does), applies the
 * platform and every migration as on a hosted project, and pg_dumps the schema
 * (tests/integration/postgres/schema-dump.ts). The test run fails until the
 * file is regenerated after a migration changes.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { relative } from 'node:path';
import { projectRoot } from '../supabase/local/paths.ts';
import { dumpMigratedSchema, schemaFile } from '../tests/integration/postgres/schema-dump.ts';

const dump = await dumpMigratedSchema();
const previous = await readFile(schemaFile, 'utf8').catch(() => null);
const name = relative(projectRoot, schemaFile);
if (previous === dump) {
  console.log(`${name} is current (${String(dump.split('\n').length - 1)} lines).`);
} else {
  await writeFile(schemaFile, dump);
  console.log(`Wrote ${name} (${String(dump.split('\n').length - 1)} lines).`);
}
