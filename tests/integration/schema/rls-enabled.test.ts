import { describe, expect, it } from 'vitest';
import { schemaBackendForFile } from './sql.ts';

const { backend, db } = schemaBackendForFile({ seed: false });

const PUBLIC_TABLES = [
  'auth_user_profiles',
  'categories',
  'companies',
  'company_invitations',
  'employees',
  'favourites',
  'lead_requests',
  'offer_categories',
  'offer_clicks',
  'offer_secrets',
  'offer_tombstones',
  'offers',
  'user_roles',
];

describe('row-level security coverage', () => {
  it('enables RLS on every table in the public schema', async () => {
    const { rows } = await db().query<{ relname: string; relrowsecurity: boolean }>(
      `select c.relname, c.relrowsecurity from pg_class c join pg_namespace n on n.oid = c.relnamespace
       where n.nspname = 'public' and c.relkind in ('r', 'p') order by c.relname`,
    );
    expect(rows.map((row) => row.relname)).toEqual(PUBLIC_TABLES);
    expect(rows.filter((row) => !row.relrowsecurity)).toEqual([]);
  });

  it('gives every table with grants for the API roles at least one policy, except the service-only leads', async () => {
    const { rows } = await db().query<{ relname: string }>(
      `select c.relname from pg_class c join pg_namespace n on n.oid = c.relnamespace
       where n.nspname = 'public' and c.relkind = 'r'
         and not exists (select 1 from pg_policy p where p.polrelid = c.oid) order by 1`,
    );
    expect(rows.map((row) => row.relname)).toEqual(['lead_requests']);
  });

  it('exposes only one view, the security-barrier branding view with a read-only grant', async () => {
    const { rows } = await db().query<{ relname: string; reloptions: string[] }>(
      `select c.relname, c.reloptions from pg_class c join pg_namespace n on n.oid = c.relnamespace
       where n.nspname = 'public' and c.relkind in ('v', 'm')`,
    );
    expect(rows).toEqual([
      { relname: 'public_company_branding', reloptions: ['security_invoker=false', 'security_barrier=true'] },
    ]);
    const grants = await db().query<{ grantee: string; privilege_type: string }>(
      `select grantee, privilege_type from information_schema.role_table_grants
       where table_schema = 'public' and table_name = 'public_company_branding'
         and grantee in ('anon', 'authenticated') order by 1, 2`,
    );
    expect(grants.rows).toEqual([
      { grantee: 'anon', privilege_type: 'SELECT' },
      { grantee: 'authenticated', privilege_type: 'SELECT' },
    ]);
  });

  it('exposes only the intended RPCs in public, each with a pinned search_path and execute for the intended roles', async () => {
    const { rows } = await db().query<{ name: string; config: string[] | null; callers: string[] }>(
      `select p.proname as name, p.proconfig as config,
              array(select r.rolname from pg_roles r
                    where r.rolname in ('public', 'anon', 'authenticated', 'service_role')
                      and has_function_privilege(r.oid, p.oid, 'execute') order by 1) as callers
       from pg_proc p join pg_namespace n on n.oid = p.pronamespace
       where n.nspname = 'public' order by 1`,
    );
    // Every RPC is a deliberate surface: a new public function must be listed here with its callers.
    expect(rows.map(({ name, callers }) => ({ name, callers }))).toEqual([
      { name: 'accept_company_invitation', callers: ['authenticated'] },
      { name: 'catalogue_changes', callers: ['anon', 'authenticated', 'service_role'] },
      { name: 'company_employees', callers: ['authenticated'] },
      { name: 'company_verification_queue', callers: ['authenticated'] },
      { name: 'confirmed_account_exists', callers: ['service_role'] },
      { name: 'decline_company_invitation', callers: ['authenticated'] },
      { name: 'invitation_by_token', callers: ['anon', 'authenticated'] },
      { name: 'invite_to_company', callers: ['authenticated'] },
      { name: 'is_subdomain_available', callers: ['authenticated'] },
      { name: 'latest_catalogue_revision', callers: ['anon', 'authenticated', 'service_role'] },
      { name: 'my_company_invitations', callers: ['authenticated'] },
      { name: 'offer_daily_stats', callers: ['authenticated'] },
      { name: 'platform_click_totals', callers: ['authenticated'] },
      { name: 'record_existing_account_notice', callers: ['service_role'] },
      { name: 'record_org_number_check', callers: ['service_role'] },
      { name: 'record_registry_check', callers: ['service_role'] },
      { name: 'register_company', callers: ['authenticated'] },
      { name: 'resend_company_invitation', callers: ['authenticated'] },
      { name: 'review_company', callers: ['authenticated'] },
      { name: 'revoke_company_invitation', callers: ['authenticated'] },
      { name: 'save_offer', callers: ['authenticated'] },
    ]);
    expect(rows.filter((row) => !row.config?.includes('search_path=""'))).toEqual([]);
  });

  it('pins an empty search_path on every function in the private schema', async () => {
    const { rows } = await db().query<{ proname: string; proconfig: string[] | null }>(
      `select p.proname, p.proconfig from pg_proc p join pg_namespace n on n.oid = p.pronamespace
       where n.nspname = 'private' order by 1`,
    );
    expect(rows.length).toBeGreaterThan(10);
    expect(rows.filter((row) => !row.proconfig?.includes('search_path=""'))).toEqual([]);
  });

  it('declares the access helpers security definer and stable', async () => {
    const { rows } = await db().query<{ proname: string; prosecdef: boolean; provolatile: string }>(
      `select p.proname, p.prosecdef, p.provolatile from pg_proc p join pg_namespace n on n.oid = p.pronamespace
       where n.nspname = 'private' and p.proname in ('is_admin', 'has_role', 'is_company_member',
         'is_company_manager', 'is_company_owner', 'can_manage_offer', 'is_colleague', 'can_upload_offer_images',
         'can_assign_employee_role', 'can_change_offer_image')`,
    );
    expect(rows).toHaveLength(10);
    for (const row of rows) expect(row, row.proname).toMatchObject({ prosecdef: true, provolatile: 's' });
  });

  it('denies the API roles any privilege on lead_requests and anon any privilege on offer_secrets', async () => {
    const { rows } = await db().query<{ role: string; table: string; privilege: string }>(
      `select r.role, t.table, p.privilege
       from unnest(array['anon', 'authenticated']) r(role),
            unnest(array['public.lead_requests', 'public.offer_secrets']) t("table"),
            unnest(array['select', 'insert', 'update', 'delete']) p(privilege)
       where has_table_privilege(r.role, t.table, p.privilege)`,
    );
    expect(rows).toEqual([
      { role: 'authenticated', table: 'public.offer_secrets', privilege: 'select' },
      { role: 'authenticated', table: 'public.offer_secrets', privilege: 'insert' },
      { role: 'authenticated', table: 'public.offer_secrets', privilege: 'update' },
      { role: 'authenticated', table: 'public.offer_secrets', privilege: 'delete' },
    ]);
  });

  it('never lets anon read organisation or contact details of any company', async () => {
    const { rows } = await db().query<{ column_name: string }>(
      `select column_name from information_schema.columns
       where table_schema = 'public' and table_name = 'companies'
         and has_column_privilege('anon', 'public.companies', column_name, 'select')`,
    );
    expect(rows).toEqual([]);
  });

  it('creates the public offer-images bucket with its size and type limits', async () => {
    const { rows } = await db().query(
      `select id, public, file_size_limit::int as limit, allowed_mime_types from storage.buckets`,
    );
    expect(rows).toEqual([
      {
        id: 'offer-images',
        public: true,
        limit: 10485760,
        allowed_mime_types: ['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif'],
      },
    ]);
  });

  it('records every migration in supabase_migrations like the Supabase CLI', async () => {
    const { rows } = await db().query<{ version: string }>(
      'select version from supabase_migrations.schema_migrations order by version',
    );
    expect(rows.map((row) => row.version)).toEqual(
      backend().gateway.migration.migrations.map((f) => f.split('_')[0]),
    );
    expect(rows.length).toBeGreaterThanOrEqual(10);
  });
});
