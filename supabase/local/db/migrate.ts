import { readFile, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { localInfraSqlFile, migrationsDir, platformDir, seedFile } from '../paths.ts';
import type { Database } from './database.ts';

async function sqlFiles(dir: string): Promise<string[]> {
  const names = await readdir(dir).catch(() => [] as string[]);
  return names.filter((name) => name.endsWith('.sql')).sort();
}

async function isBootstrapped(db: Database): Promise<boolean> {
  const { rows } = await db.query<{ ready: boolean }>(
    `select to_regclass('supabase_migrations.schema_migrations') is not null as ready`,
  );
  return rows[0]?.ready ?? false;
}

/** The platform (roles, auth, storage) plus the gateway's own local tables. */
async function bootstrapPlatform(db: Database, localInfraSql: string): Promise<void> {
  for (const name of await sqlFiles(platformDir)) {
    await db.exec(await readFile(join(platformDir, name), 'utf8'));
  }
  await db.exec(localInfraSql);
}

/**
 * Platform tables added after the first bootstrap (hosted Supabase has them):
 * idempotent, so they run on every start and reach databases made before them.
 */
async function upgradePlatform(db: Database): Promise<void> {
  const dir = join(platformDir, 'upgrades');
  for (const name of await sqlFiles(dir)) {
    await db.exec(await readFile(join(dir, name), 'utf8'));
  }
}

/** Applies pending migrations in file-name order, each in its own transaction. */
async function applyMigrations(db: Database): Promise<string[]> {
  const { rows } = await db.query<{ version: string }>(
    'select version from supabase_migrations.schema_migrations',
  );
  const applied = new Set(rows.map((row) => row.version));
  const ran: string[] = [];
  for (const file of await sqlFiles(migrationsDir)) {
    const [version, ...rest] = file.replace(/\.sql$/, '').split('_');
    if (!version || applied.has(version)) continue;
    const sql = await readFile(join(migrationsDir, file), 'utf8');
    await db.transaction(async (tx) => {
      await tx.exec(sql);
      await tx.query('insert into supabase_migrations.schema_migrations (version, name) values ($1, $2)', [
        version,
        rest.join('_'),
      ]);
    });
    ran.push(file);
  }
  return ran;
}

export interface MigrateResult {
  fresh: boolean;
  migrations: string[];
  seeded: boolean;
}

/**
 * Brings a database up to date: platform bootstrap and seed only on a fresh
 * database, pending migrations always (like `supabase db reset` then `migration up`).
 */
export async function migrate(db: Database, options: { seed: boolean }): Promise<MigrateResult> {
  const fresh = !(await isBootstrapped(db));
  if (fresh) await bootstrapPlatform(db, await readFile(localInfraSqlFile, 'utf8'));
  await upgradePlatform(db);
  const migrations = await applyMigrations(db);
  let seeded = false;
  if (fresh && options.seed) {
    await db.transaction(async (tx) => {
      await tx.exec(await readFile(seedFile, 'utf8'));
    });
    seeded = true;
  }
  return { fresh, migrations, seeded };
}
