import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { projectRoot } from '../../../supabase/local/paths.ts';
import { createHostedDatabase, createServerRoles, urlAs } from './hosted-database.ts';
import { findBinDir, startPostgresServer } from './postgres-server.ts';

// supabase/schema.sql: today's public and private schemas in one file, because the
// migrations redefine whole functions and no single migration shows what is live.
// Written by `npm run schema:dump`, checked current by schema-dump.test.ts.

export const schemaFile = join(projectRoot, 'supabase', 'schema.sql');

export const DUMP_COMMAND = 'npm run schema:dump';

const PG_DUMP_ARGS = ['--schema-only', '--schema=public', '--schema=private', '--no-owner'];

/** pg_dump's lines that change from run to run or only set up a restore session. */
const VOLATILE_LINES = [
  // A random token per run (pg_dump 15.14 and later).
  /^\\(un)?restrict \S+$/,
  /^-- Dumped (from database|by pg_dump) version /,
  /^SET \w+ = .*;$/,
  /^SELECT pg_catalog\.set_config\('search_path', '', false\);$/,
];

function header(major: string): string {
  return `-- supabase/schema.sql: the public and private schemas after every migration.
-- GENERATED, do not edit by hand: run \`${DUMP_COMMAND}\` after changing a migration.
--
-- pg_dump ${PG_DUMP_ARGS.join(' ')} (PostgreSQL ${major})
-- of a database laid out as a hosted project, with every migration applied as postgres
-- (tests/integration/postgres/hosted-database.ts); pg_dump's version lines, restrict
-- tokens and SET lines are left out. For reading and review: supabase/migrations/ is what
-- deploys. The PostgreSQL test run fails while this file is stale (schema-dump.test.ts).
`;
}

/** The dump of `database` as supabase/schema.sql holds it. */
export async function dumpSchema(adminUrl: string, database: string): Promise<string> {
  const pgDump = join(findBinDir(), 'pg_dump');
  const { stdout } = await promisify(execFile)(
    pgDump,
    [...PG_DUMP_ARGS, urlAs(adminUrl, 'supabase_admin', database)],
    { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
  );
  const { stdout: version } = await promisify(execFile)(pgDump, ['--version'], { encoding: 'utf8' });
  const major = /\s(\d+)\./.exec(version)?.[1] ?? version.trim();
  const kept = stdout
    .split('\n')
    .filter((line) => !VOLATILE_LINES.some((pattern) => pattern.test(line)))
    .join('\n')
    // Removed lines leave their blank neighbours: at most two blank lines, as pg_dump puts
    // between objects (the raw dump has no longer runs, function bodies included).
    .replace(/\n{4,}/g, '\n\n\n')
    .trim();
  return `${header(major)}\n${kept}\n`;
}

/** A throwaway server with a hosted-like database, migrated and dumped (`npm run schema:dump`). */
export async function dumpMigratedSchema(): Promise<string> {
  const server = await startPostgresServer();
  try {
    await createServerRoles(server.adminUrl);
    const database = 'schema_dump';
    await createHostedDatabase(server.adminUrl, database);
    return await dumpSchema(server.adminUrl, database);
  } finally {
    server.stop();
  }
}
