import { readFile, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { migrationsDir, platformDir } from '../../../supabase/local/paths.ts';

// `supabase db push` applies the migrations as `postgres`, which on a hosted project is no
// superuser: auth belongs to supabase_auth_admin, storage to supabase_storage_admin, and
// postgres is a member of both (so it may add triggers to auth.users and policies to
// storage.objects). This file builds that layout on the run's server (its superuser is
// supabase_admin, as hosted's is) and applies every migration as `postgres`.

const adminUrl = inject('postgresAdminUrl');
const database = `hosted_layout_${String(process.pid)}`;

function urlAs(user: string, db: string): string {
  const url = new URL(adminUrl ?? 'postgres://localhost');
  url.username = user;
  url.pathname = `/${db}`;
  return url.toString();
}

async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

async function sqlFiles(dir: string): Promise<string[]> {
  return (await readdir(dir)).filter((name) => name.endsWith('.sql')).sort();
}

/** Hosted's roles around `postgres` (made once per server; roles are global). */
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

const migrated: string[] = [];

beforeAll(async () => {
  if (!adminUrl) return;
  await withClient(urlAs('supabase_admin', 'postgres'), async (admin) => {
    await admin.query(`drop database if exists ${database}`);
    await admin.query(`create database ${database}`);
  });
  // The platform as hosted has it, each part created by the role that owns it there.
  await withClient(urlAs('supabase_admin', database), async (admin) => {
    await admin.query(HOSTED_ROLES);
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
  await withClient(urlAs('postgres', database), async (client) => {
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
}, 180_000);

afterAll(async () => {
  if (!adminUrl) return;
  await withClient(urlAs('supabase_admin', 'postgres'), (admin) =>
    admin.query(`drop database if exists ${database} with (force)`),
  );
});

describe.runIf(adminUrl)('the migrations on a hosted role layout', () => {
  it('apply every migration as postgres, who is no superuser', async () => {
    expect(migrated).toEqual(await sqlFiles(migrationsDir));
    const role = await withClient(urlAs('postgres', database), (client) =>
      client.query<{ rolsuper: boolean }>(`select rolsuper from pg_roles where rolname = current_user`),
    );
    expect(role.rows).toEqual([{ rolsuper: false }]);
  });

  it('leave auth and storage to their own roles and give the app the same schema as the local bootstrap', async () => {
    const owners = await withClient(urlAs('supabase_admin', database), (client) =>
      client.query<{ name: string; owner: string }>(
        `select c.relnamespace::regnamespace::text || '.' || c.relname as name, pg_get_userbyid(c.relowner) as owner
         from pg_class c where c.oid in ('auth.users'::regclass, 'storage.objects'::regclass) order by 1`,
      ),
    );
    expect(owners.rows).toEqual([
      { name: 'auth.users', owner: 'supabase_auth_admin' },
      { name: 'storage.objects', owner: 'supabase_storage_admin' },
    ]);
    const shape = (db: string) =>
      withClient(urlAs('supabase_admin', db), async (client) => {
        const policies = await client.query<{ policy: string }>(
          `select schemaname || '.' || tablename || ': ' || policyname as policy from pg_policies
           where schemaname in ('public', 'storage') order by 1`,
        );
        const functions = await client.query<{ fn: string }>(
          `select p.oid::regprocedure::text as fn from pg_proc p
           where p.pronamespace in ('public'::regnamespace, 'private'::regnamespace) order by 1`,
        );
        return {
          policies: policies.rows.map((row) => row.policy),
          functions: functions.rows.map((row) => row.fn),
        };
      });
    const hosted = await shape(database);
    expect(hosted.policies.length).toBeGreaterThan(40);
    // The same migrations on the local bootstrap (superuser): a fresh database of the run.
    const reference = `hosted_reference_${String(process.pid)}`;
    await withClient(urlAs('supabase_admin', 'postgres'), (admin) =>
      admin.query(`create database ${reference}`),
    );
    try {
      const { Database } = await import('../../../supabase/local/db/database.ts');
      const { migrate } = await import('../../../supabase/local/db/migrate.ts');
      const db = await Database.connect(urlAs('supabase_admin', reference));
      await migrate(db, { seed: false });
      await db.close();
      expect(hosted).toEqual(await shape(reference));
    } finally {
      await withClient(urlAs('supabase_admin', 'postgres'), (admin) =>
        admin.query(`drop database if exists ${reference} with (force)`),
      );
    }
  });
});
