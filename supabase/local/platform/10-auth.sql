-- =============================================================================
-- Platform bootstrap: the `auth` schema as hosted Supabase (GoTrue) has it.
-- Column names follow GoTrue's tables so that seed data and policies written
-- against this schema behave the same on a real project.
-- =============================================================================

create schema auth;
grant usage on schema auth to anon, authenticated, service_role;

create table auth.users (
  instance_id uuid,
  id uuid primary key default gen_random_uuid(),
  aud varchar(255) default 'authenticated',
  role varchar(255) default 'authenticated',
  email varchar(255),
  encrypted_password varchar(255),
  email_confirmed_at timestamptz,
  invited_at timestamptz,
  confirmation_token varchar(255),
  confirmation_sent_at timestamptz,
  recovery_token varchar(255),
  recovery_sent_at timestamptz,
  email_change varchar(255),
  email_change_token_new varchar(255),
  email_change_token_current varchar(255) default '',
  email_change_sent_at timestamptz,
  email_change_confirm_status smallint default 0,
  phone_change text default '',
  phone_change_token varchar(255) default '',
  phone_change_sent_at timestamptz,
  reauthentication_token varchar(255) default '',
  reauthentication_sent_at timestamptz,
  last_sign_in_at timestamptz,
  raw_app_meta_data jsonb not null default '{}'::jsonb,
  raw_user_meta_data jsonb not null default '{}'::jsonb,
  is_super_admin boolean,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  phone text,
  phone_confirmed_at timestamptz,
  banned_until timestamptz,
  deleted_at timestamptz,
  is_sso_user boolean not null default false,
  is_anonymous boolean not null default false,
  -- GoTrue keeps this for backward compatibility; clients read it from the user JSON.
  confirmed_at timestamptz generated always as (least(email_confirmed_at, phone_confirmed_at)) stored
);
create unique index users_email_partial_key on auth.users (lower(email)) where email is not null;

create table auth.identities (
  id uuid primary key default gen_random_uuid(),
  provider_id text not null,
  user_id uuid not null references auth.users (id) on delete cascade,
  identity_data jsonb not null,
  provider text not null,
  last_sign_in_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  email text generated always as (lower(identity_data ->> 'email')) stored,
  unique (provider_id, provider)
);

create table auth.sessions (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  aal text not null default 'aal1',
  not_after timestamptz,
  refreshed_at timestamptz,
  user_agent text,
  ip text,
  factor_id uuid,
  tag text
);
create index sessions_user_id_idx on auth.sessions (user_id);

-- How a session was authenticated (the access token's `amr` claim).
create table auth.mfa_amr_claims (
  id uuid primary key default gen_random_uuid(),
  session_id uuid not null references auth.sessions (id) on delete cascade,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  authentication_method text not null,
  unique (session_id, authentication_method)
);

create table auth.refresh_tokens (
  id bigserial primary key,
  token varchar(255) not null unique,
  user_id uuid not null references auth.users (id) on delete cascade,
  session_id uuid not null references auth.sessions (id) on delete cascade,
  revoked boolean not null default false,
  parent varchar(255),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index refresh_tokens_session_id_idx on auth.refresh_tokens (session_id);
create index refresh_tokens_parent_idx on auth.refresh_tokens (parent);

-- Magic link, recovery, confirmation and invite tokens (hashed).
create table auth.one_time_tokens (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  token_type text not null check (
    token_type in ('confirmation_token', 'reauthentication_token', 'recovery_token',
                   'email_change_token_new', 'email_change_token_current', 'phone_change_token',
                   'magiclink_token', 'invite_token')
  ),
  token_hash text not null,
  relates_to text not null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index one_time_tokens_token_hash_idx on auth.one_time_tokens (token_hash);
create unique index one_time_tokens_user_id_token_type_key on auth.one_time_tokens (user_id, token_type);

-- The request's JWT, as PostgREST exposes it to SQL.
create function auth.jwt() returns jsonb
language sql stable
as $$
  select coalesce(
    nullif(current_setting('request.jwt.claim', true), ''),
    nullif(current_setting('request.jwt.claims', true), '')
  )::jsonb
$$;

create function auth.uid() returns uuid
language sql stable
as $$
  select nullif(
    coalesce(current_setting('request.jwt.claim.sub', true), auth.jwt() ->> 'sub'),
    ''
  )::uuid
$$;

create function auth.role() returns text
language sql stable
as $$
  select nullif(
    coalesce(current_setting('request.jwt.claim.role', true), auth.jwt() ->> 'role'),
    ''
  )::text
$$;

create function auth.email() returns text
language sql stable
as $$
  select nullif(
    coalesce(current_setting('request.jwt.claim.email', true), auth.jwt() ->> 'email'),
    ''
  )::text
$$;

grant execute on function auth.jwt(), auth.uid(), auth.role(), auth.email()
  to anon, authenticated, service_role;
-- As on Supabase, the API roles never touch auth tables directly; only the
-- service role (the dashboard, edge functions) may read users.
grant select on auth.users to service_role;
