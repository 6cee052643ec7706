import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { migrationsDir } from '../../../supabase/local/paths.ts';
import {
  createHostedDatabase,
  dropDatabase,
  sqlFiles,
  urlAs as urlOn,
  withClient,
} from './hosted-database.ts';

// `supabase db push` applies the migrations as `postgres`, which on a hosted project is no
// superuser. This file builds hosted's role layout on the run's server (hosted-database.ts)
// and checks that every migration applies as `postgres` and gives the app the same schema.

const adminUrl = inject('postgresAdminUrl');
const database = `hosted_layout_${String(process.pid)}`;

function urlAs(user: string, db: string): string {
  return urlOn(adminUrl ?? 'postgres://localhost', user, db);
}

let migrated: string[] = [];

beforeAll(async () => {
  if (!adminUrl) return;
  migrated = await createHostedDatabase(adminUrl, database);
}, 180_000);

afterAll(async () => {
  if (!adminUrl) return;
  await dropDatabase(adminUrl, database);
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
