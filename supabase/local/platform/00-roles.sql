-- =============================================================================
-- Platform bootstrap: roles and grants that hosted Supabase already provides.
-- Project migrations never create these, so they deploy to Supabase unchanged.
-- Runs once on a fresh local database, before the migrations.
-- =============================================================================

create role anon nologin noinherit;
create role authenticated nologin noinherit;
create role service_role nologin noinherit bypassrls;
-- PostgREST's login role switches to the request's role with `set local role`.
create role authenticator nologin noinherit;
grant anon, authenticated, service_role to authenticator;

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
