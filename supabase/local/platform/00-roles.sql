-- =============================================================================
-- Platform bootstrap: roles and grants that hosted Supabase already provides.
-- Project migrations never create these, so they deploy to Supabase unchanged.
-- Runs once on a fresh local database, before the migrations.
-- =============================================================================

-- Roles belong to the whole server, not to one database: on a real PostgreSQL
-- server that already holds them (another database of the same cluster, as in
-- the PostgreSQL test run) they are kept as they are.
do $$
begin
  if not exists (select from pg_roles where rolname = 'anon') then
    create role anon nologin noinherit;
  end if;
  if not exists (select from pg_roles where rolname = 'authenticated') then
    create role authenticated nologin noinherit;
  end if;
  if not exists (select from pg_roles where rolname = 'service_role') then
    create role service_role nologin noinherit bypassrls;
  end if;
  -- PostgREST's login role switches to the request's role with `set local role`.
  if not exists (select from pg_roles where rolname = 'authenticator') then
    create role authenticator nologin noinherit;
  end if;
end
$$;
grant anon, authenticated, service_role to authenticator;

-- Hosted Supabase's timeouts: a request as anon may run 3 s, as authenticated
-- 8 s, and no request waits more than 8 s for a lock. The gateway applies them
-- per request as PostgREST does (`set local` from the role's settings), since
-- `set local role` alone does not. Like the roles, the settings belong to the
-- whole server: set only where missing, so that databases bootstrapped at the
-- same moment on one server (the PostgreSQL test run) never update the same
-- row at once ('tuple concurrently updated').
do $$
declare
  wanted record;
begin
  for wanted in
    select * from (values
      ('anon', 'statement_timeout', '3s'),
      ('authenticated', 'statement_timeout', '8s'),
      ('authenticator', 'lock_timeout', '8s')
    ) as setting (role_name, name, value)
  loop
    if not exists (
      select from pg_db_role_setting s join pg_roles r on r.oid = s.setrole
      where r.rolname = wanted.role_name and s.setdatabase = 0
        and wanted.name || '=' || wanted.value = any (s.setconfig)
    ) then
      execute format('alter role %I set %s = %L', wanted.role_name, wanted.name, wanted.value);
    end if;
  end loop;
end
$$;

create schema if not exists extensions;
grant usage on schema extensions to anon, authenticated, service_role;

-- Supabase's default: the API roles may use everything in public; RLS decides rows.
grant usage on schema public to anon, authenticated, service_role;
alter default privileges in schema public grant all on tables to anon, authenticated, service_role;
alter default privileges in schema public grant all on functions to anon, authenticated, service_role;
alter default privileges in schema public grant all on sequences to anon, authenticated, service_role;

-- The Supabase CLI records applied migrations here.
create schema if not exists supabase_migrations;
create table supabase_migrations.schema_migrations (
  version text primary key,
  name text,
  statements text[]
);
