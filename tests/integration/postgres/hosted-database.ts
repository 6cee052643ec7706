import { readFile, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import pg from 'pg';
import { migrationsDir, platformDir } from '../../../supabase/local/paths.ts';

// `supabase db push` applies the migrations as `postgres`, which on a hosted project is no
// superuser: auth belongs to supabase_auth_admin, storage to supabase_storage_admin, and
// postgres is a member of both (so it may add triggers to auth.users and policies to
// storage.objects). This module builds that layout on a server whose superuser is
// supabase_admin (as hosted's is) and applies every migration as `postgres`. Used by
// hosted-role-layout.test.ts, schema-dump.test.ts and `npm run schema:dump`; its
// createScratchDatabase also by the PostgreSQL test run's backends and `npm run types:db`.

/** `url` with another user and database. */
export function urlAs(url: string, user: string, database: string): string {
  const result = new URL(url);
  result.username = user;
  result.pathname = `/${database}`;
  return result.toString();
}

export async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

export interface ScratchDatabase {
  /** Connection URL of the new database. */
  url: string;
  drop(): Promise<void>;
}

/**
 * A new empty database `name` on the server of `adminUrl`, reached with that
 * URL's user, and how to drop it again: what the PostgreSQL test run gives each
 * backend (tests/integration/support/test-database.ts) and what `npm run
 * types:db` migrates (scripts/db-types/generate.ts).
 */
export async function createScratchDatabase(adminUrl: string, name: string): Promise<ScratchDatabase> {
  await withClient(adminUrl, (admin) => admin.query(`create database ${name}`));
  return {
    url: urlAs(adminUrl, new URL(adminUrl).username, name),
    async drop() {
      await withClient(adminUrl, (admin) => admin.query(`drop database if exists ${name} with (force)`));
    },
  };
}

export async function sqlFiles(dir: string): Promise<string[]> {
  return (await readdir(dir)).filter((name) => name.endsWith('.sql')).sort();
}

/**
 * The platform's roles (supabase/local/platform/00-roles.sql) and hosted's
 * roles around `postgres`. Roles belong to the whole server: two test files
 * creating them at the same moment would both see one missing and both create
 * it (a unique violation in pg_authid), so the run makes them once, in its
 * global setup, before any worker starts.
 */
export async function createServerRoles(adminUrl: string): Promise<void> {
  const platformRoles = await readFile(join(platformDir, '00-roles.sql'), 'utf8');
  await withClient(adminUrl, async (admin) => {
    await admin.query(platformRoles);
    await admin.query(HOSTED_ROLES);
  });
}

const HOSTED_ROLES = `
do $$
begin
  if not exists (select from pg_roles where rolname = 'supabase_auth_admin') then
    create role supabase_auth_admin noinherit createrole nologin;
  end if;
  if not exists (select from pg_roles where rolname = 'supabase_storage_admin') then
    create role supabase_storage_admin noinherit createrole nologin;
  end if;
  if not exists (select from pg_roles where rolname = 'postgres') then
    create role postgres login nosuperuser createdb createrole replication bypassrls;
  end if;
end
$$;
grant supabase_auth_admin, supabase_storage_admin to postgres;
grant anon, authenticated, service_role to postgres;
`;

/**
 * Creates `database` on the server of `adminUrl` (the superuser URL) with the
 * platform as hosted has it and every migration applied as `postgres`, each in
 * its own transaction. Returns the names of the migrations applied, in order.
 */
export async function createHostedDatabase(adminUrl: string, database: string): Promise<string[]> {
  await withClient(urlAs(adminUrl, 'supabase_admin', 'postgres'), async (admin) => {
    await admin.query(`drop database if exists ${database}`);
    await admin.query(`create database ${database}`);
  });
  // The platform as hosted has it, each part created by the role that owns it there.
  await withClient(urlAs(adminUrl, 'supabase_admin', database), async (admin) => {
    await admin.query(
      `grant create on database ${database} to supabase_auth_admin, supabase_storage_admin, postgres`,
    );
    await admin.query('grant all on schema public to postgres');
    const owners: Record<string, string> = {
      '10-auth.sql': 'supabase_auth_admin',
      '20-storage.sql': 'supabase_storage_admin',
    };
    for (const name of await sqlFiles(platformDir)) {
      const owner = owners[name];
      const sql = await readFile(join(platformDir, name), 'utf8');
      await admin.query(owner ? `set role ${owner};\n${sql};\nreset role;` : sql);
      if (owner === 'supabase_auth_admin')
        await admin.query('grant references on auth.users to supabase_storage_admin');
    }
    for (const name of await sqlFiles(join(platformDir, 'upgrades'))) {
      await admin.query(
        `set role supabase_auth_admin;\n${await readFile(join(platformDir, 'upgrades', name), 'utf8')};\nreset role;`,
      );
    }
    await admin.query('grant all on schema supabase_migrations to postgres');
    await admin.query('grant all on all tables in schema supabase_migrations to postgres');
  });
  // The migrations as `postgres`, each in its own transaction, as `supabase db push` runs them.
  const migrated: string[] = [];
  await withClient(urlAs(adminUrl, 'postgres', database), async (client) => {
    for (const name of await sqlFiles(migrationsDir)) {
      const sql = await readFile(join(migrationsDir, name), 'utf8');
      await client.query('begin');
      try {
        await client.query(sql);
        await client.query('commit');
      } catch (error) {
        await client.query('rollback');
        throw new Error(`${name} failed as postgres: ${(error as Error).message}`, { cause: error });
      }
      migrated.push(name);
    }
  });
  return migrated;
}

export async function dropDatabase(adminUrl: string, database: string): Promise<void> {
  await withClient(urlAs(adminUrl, 'supabase_admin', 'postgres'), (admin) =>
    admin.query(`drop database if exists ${database} with (force)`),
  );
}
